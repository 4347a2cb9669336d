import { defineConfig } from '@playwright/test';

import { chromiumLaunch } from './support/chromium';

const desktop = { viewport: { width: 1280, height: 800 } };
const mobile = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

/**
 * End-to-end tests against the built product, started like `npm start` on free ports
 * with a fresh data directory (e2e/support/global-setup.ts). `npm test` builds first.
 */
export default defineConfig({
  testDir: './e2e',
  outputDir: '../test-results/e2e',
  globalSetup: './e2e/support/global-setup.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  reporter: [['list'], ['html', { outputFolder: '../test-results/e2e-report', open: 'never' }]],
  use: {
    launchOptions: chromiumLaunch(),
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    locale: 'en-US',
    timezoneId: 'America/New_York',
  },
  projects: [
    { name: 'site-mobile', testMatch: 'site/**/*.spec.ts', use: mobile },
    { name: 'site-desktop', testMatch: 'site/**/*.spec.ts', use: desktop },
    { name: 'admin', testMatch: 'admin/**/*.spec.ts', use: desktop },
    { name: 'cms', testMatch: 'cms/**/*.spec.ts', use: desktop },
  ],
});
