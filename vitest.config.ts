import { defineConfig } from 'vitest/config';

/**
 * Two kinds of suites: the server side (contract, cms, otp-service) in Node against
 * a private Redis, and the front ends' component tests in jsdom, each from its own
 * Vite config (site/vite.config.ts, admin/vite.config.ts).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'server',
          include: ['{contract,cms,otp-service}/src/**/*.test.ts'],
          globalSetup: ['./tests/support/global-setup.ts'],
          pool: 'forks',
          testTimeout: 30_000,
          hookTimeout: 180_000,
        },
      },
      {
        // The Kubernetes manifests: rendered, schema-checked, their probes run (deploy/kubernetes/README.md).
        test: {
          name: 'deploy',
          include: ['deploy/kubernetes/**/*.test.ts'],
          testTimeout: 30_000,
        },
      },
      './site/vite.config.ts',
      './admin/vite.config.ts',
    ],
    // Each API suite boots its own Payload; two at once is plenty on two cores.
    maxWorkers: 2,
  },
});
