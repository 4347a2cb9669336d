import js from '@eslint/js';
import { importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** One config for the repo: TypeScript rules plus the import boundaries of STYLE.md. */
export default tseslint.config(
  {
    ignores: ['**/node_modules', '**/dist', '**/.next', '.data', 'cms/src/payload-types.ts', 'cms/src/migrations', 'cms/src/app/(payload)/cms/importMap.js', 'cms/next-env.d.ts', 'test-results', 'playwright-report'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver': { typescript: { project: ['tsconfig.json', 'cms/tsconfig.json', 'site/tsconfig.json', 'admin/tsconfig.json'], noWarnOnMultipleProjects: true }, node: true } },
    rules: {
      'no-console': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: ['./site', './admin'], from: ['./cms', './otp-service', './tests'], message: 'The front ends import only contract/.' },
            { target: ['./contract'], from: ['./cms', './otp-service', './site', './admin', './tests'], message: 'contract/ depends on nothing of ours.' },
            { target: ['./otp-service'], from: ['./cms', './site', './admin', './tests'], message: 'otp-service/ imports only contract/.' },
            { target: ['./cms'], from: ['./site', './admin', './tests'], message: 'cms/ imports contract/ and otp-service/ only.' },
          ],
        },
      ],
    },
  },
  {
    files: ['site/**/*.{ts,tsx}', 'admin/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // Playwright fixtures declare their dependencies by destructuring, `{}` when there are none.
    files: ['tests/e2e/**'],
    rules: { 'no-empty-pattern': 'off' },
  },
  {
    files: ['scripts/**', 'bench/**', 'tests/**'],
    rules: { 'no-console': 'off' },
  },
);
