import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// In development (npm run dev) the API and media come from the app server.
const api = process.env.API_ORIGIN ?? 'http://localhost:3000';

export default defineConfig({
  base: '/dashboard/',
  plugins: [react()],
  server: { proxy: { '/api': api, '/media': api } },
  // The app server serves dist/index.html for /login and /dashboard/*, and dist/assets under /dashboard/assets.
  // react-admin and MUI make a large but cacheable vendor chunk; the sign-in page loads without react-admin.
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 800 },
  test: {
    name: 'admin',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['../tests/support/dom-setup.ts', './src/testing/setup.ts'],
    // Screen tests click through whole flows; on a busy two-core machine 5 s is too tight.
    testTimeout: 20_000,
  },
});
