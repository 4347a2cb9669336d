import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

import { reportHomeBundle } from './scripts/report-home-bundle.ts';

// In development (npm run dev) the API and media come from the app server.
const api = process.env.API_ORIGIN ?? 'http://localhost:3000';

export default defineConfig({
  base: '/',
  plugins: [react({ jsxImportSource: '@emotion/react' }), reportHomeBundle()],
  server: { proxy: { '/api': api, '/media': api } },
  build: { target: 'es2022', sourcemap: false },
  // Bundle the contract's zod 4 into the server build: left external, Node would resolve the
  // root node_modules' zod 3 from dist/server instead.
  ssr: { noExternal: ['zod'] },
  test: {
    name: 'site',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['../tests/support/dom-setup.ts'],
  },
});
