import type { Page } from '@playwright/test';
import { Redis } from 'ioredis';

import { expect } from '../support/fixtures';

/** Every request the page makes to another origin; the site must make none until the visitor asks. */
export function foreignRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith('http') && !['localhost', '127.0.0.1'].includes(url.hostname)) seen.push(request.url());
  });
  return seen;
}

/** Fails the test on console errors (hydration mismatches included). */
export function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

export const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

export async function expectToast(page: Page, text: string) {
  await expect(page.getByText(text, { exact: true })).toBeVisible();
}

/**
 * Lets the server's 60-second resend cooldown of a query run out now, as if a minute had
 * passed (the page's own countdown is fast-forwarded with Playwright's clock).
 */
export async function endResendCooldown(queryId: string): Promise<void> {
  const redis = new Redis(process.env.E2E_REDIS_URL!, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  await redis.del(`agency:otp:cooldown:${queryId}`);
  redis.disconnect();
}

/**
 * Opens a page and waits until React has hydrated it: the server's markup shows at once,
 * but clicks and typing before hydration would be lost (the app marks <html data-hydrated>).
 */
export async function open(page: Page, path: string) {
  const response = await page.goto(path);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  return response;
}

/** The top bar's links and buttons: the main navigation, or on phones the menu it opens. */
export async function topBar(page: Page, isMobile: boolean) {
  if (!isMobile) return page.getByRole('navigation', { name: 'Main' });
  await page.getByRole('button', { name: 'Open menu' }).click();
  return page.getByRole('dialog', { name: 'Menu' });
}
