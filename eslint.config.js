import { readdirSync } from 'node:fs';

import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import { importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** The site's features: each imports shared code and itself, never another feature or the app. */
const siteFeatures = readdirSync(new URL('site/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const siteApp = ['./site/src/app', './site/src/main.tsx', './site/src/entry-server.tsx'];

/** One config for the repo: TypeScript rules plus the import boundaries of STYLE.md. */
export default tseslint.config(
  {
    ignores: [
      '**/node_modules',
      '**/dist',
      '**/.next',
      '.data',
      'cms/src/payload-types.ts',
      'cms/src/migrations',
      'cms/src/app/(payload)/cms/importMap.js',
      'cms/next-env.d.ts',
      'test-results',
      'playwright-report',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver': {
        typescript: {
          project: ['tsconfig.json', 'cms/tsconfig.json', 'site/tsconfig.json', 'admin/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        },
        node: true,
      },
    },
    rules: {
      'no-console': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: ['./site', './admin'],
              from: ['./cms', './otp-service', './server-kit', './tests'],
              message: 'The front ends import only contract/.',
            },
            {
              target: ['./contract'],
              from: ['./cms', './otp-service', './server-kit', './site', './admin', './tests'],
              message: 'contract/ depends on nothing of ours.',
            },
            {
              target: ['./server-kit'],
              from: ['./cms', './otp-service', './site', './admin', './tests'],
              message: 'server-kit/ imports only contract/.',
            },
            {
              target: ['./otp-service'],
              from: ['./cms', './site', './admin', './tests'],
              message: 'otp-service/ imports only contract/ and server-kit/.',
            },
            {
              target: ['./cms'],
              from: ['./site', './admin', './tests'],
              message: 'cms/ imports only contract/, server-kit/ and otp-service/.',
            },
            {
              target: ['./cms/src/lib'],
              from: ['./cms/src/resources', './cms/src/render', './cms/src/panel'],
              message: 'cms/src/lib is infrastructure: resources, the render and the panel use it, never the other way.',
            },
            ...siteFeatures.map((feature) => ({
              target: `./site/src/features/${feature}`,
              from: ['./site/src/features', ...siteApp],
              except: [`./${feature}`],
              message:
                'A site feature imports only components/, lib/, hooks/, config/, the contract and its own folder; the app composes features.',
            })),
            {
              target: ['./site/src/components', './site/src/lib', './site/src/hooks', './site/src/config'],
              from: ['./site/src/features', ...siteApp],
              message: 'Shared site code imports no feature and not the app.',
            },
          ],
        },
      ],
    },
  },
  {
    // Generated files that keep their tools' names (payload-types.ts, migrations, importMap.js) are ignored above.
    files: ['**/*.{ts,tsx,mts,cts,js,jsx,mjs,cjs}'],
    plugins: { 'check-file': checkFile },
    rules: { 'check-file/filename-naming-convention': ['error', { '**/*': 'KEBAB_CASE' }, { ignoreMiddleExtensions: true }] },
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
