import { randomUUID } from 'node:crypto';

import type { Page } from '@playwright/test';

import { expect } from '../support/fixtures';

/** A short unique suffix, so parallel tests and repeated runs never share names. */
export const unique = (prefix: string) => `${prefix} ${randomUUID().slice(0, 8)}`;

/**
 * Fails the test on any console error or uncaught exception of the page. The browser's
 * own "Failed to load resource" lines for answers the test provokes (401, 409) are not
 * the app's errors and are left out.
 */
export function watchConsole(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  return () => expect(problems, 'console errors').toEqual([]);
}

/** Enters the dashboard with a staff token set up through the API (the sign-in screen has its own tests). */
export async function enterWithToken(page: Page, token: string, path = '/dashboard') {
  await page.goto('/login');
  await page.evaluate((value) => localStorage.setItem('access_token', value), token);
  await page.goto(path);
}

/** The toast stack (notistack) holding a message. */
export const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

interface ApiOptions {
  token?: string;
  json?: unknown;
  form?: FormData;
}

/** Calls the API of the product under test, for setting up and checking data. */
export async function api<T = unknown>(baseURL: string, method: string, path: string, options: ApiOptions = {}) {
  const headers: Record<string, string> = {};
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.json !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${baseURL}/api/v1${path}`, {
    method,
    headers,
    body: options.form ?? (options.json === undefined ? undefined : JSON.stringify(options.json)),
  });
  const body = (await response.json()) as { success: boolean; message: string; data: T };
  return { status: response.status, body };
}

/** A real 1×1 PNG: the server checks uploads by their bytes. */
export const pngBytes = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
