import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['{contract,cms,otp-service,site,admin}/src/**/*.test.{ts,tsx}'],
    globalSetup: ['./tests/support/global-setup.ts'],
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 180_000,
    // Each API suite boots its own Payload; two at once is plenty on two cores.
    maxWorkers: 2,
    reporters: process.env.CI ? ['default'] : ['default'],
  },
});
