import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

import { compileOnLoad } from './scripts/compile-on-load.ts';
import { loadAfterPaint } from './scripts/load-after-paint.ts';
import { reportHomeBundle } from './scripts/report-home-bundle.ts';

// In development (npm run dev) the API and media come from the app server.
const api = process.env.API_ORIGIN ?? 'http://localhost:3000';

/**
 * In the browser build, React's API comes from Preact's compatibility layer: the same components,
 * about 50 KB gzip less than react-dom on every first visit (the home route's budget is 80 KB).
 * The server bundle, the tests and the dev server keep React; pages render on the server with
 * React and hydrate in the browser with Preact.
 */
const browserReact = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
];

export default defineConfig(({ command, isSsrBuild }) => ({
  base: '/',
  resolve: { alias: command === 'build' && !isSsrBuild ? browserReact : [] },
  plugins: [react({ jsxImportSource: '@emotion/react' }), loadAfterPaint(), compileOnLoad(), reportHomeBundle()],
  server: { proxy: { '/api': api, '/media': api } },
  build: { target: 'es2022', sourcemap: false, modulePreload: false },
  // Bundle the contract's zod 4 into the server build: left external, Node would resolve the
  // root node_modules' zod 3 from dist/server instead.
  ssr: { noExternal: ['zod'] },
  test: {
    name: 'site',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['../tests/support/dom-setup.ts'],
  },
}));
