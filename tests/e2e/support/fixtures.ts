import { mkdirSync } from 'node:fs';
import path from 'node:path';

import { test as base, expect, type Page } from '@playwright/test';

import { e2eStaff } from './staff';

const screenshotDir = path.resolve(import.meta.dirname, '../../../test-results/screenshots');

export interface Mail {
  subject: string;
  text: string;
  html: string;
  time: string;
  to: { address: string }[];
}

export interface Mailbox {
  /** Mails to `email`, oldest first. */
  mails: (email: string) => Promise<Mail[]>;
  /**
   * The code of the newest verification mail to `email`, once at least `count` have
   * arrived (pass count 2 to wait for the code of a resend).
   */
  codeFor: (email: string, options?: { count?: number; timeoutMs?: number }) => Promise<string>;
}

interface Fixtures {
  mailbox: Mailbox;
  /** A full-page screenshot kept under test-results/screenshots/<project>/<name>.png. */
  shot: (name: string) => Promise<void>;
  staff: { email: string; password: string };
  /** A bearer token of the shared staff account, for setting up data through the API. */
  staffToken: () => Promise<string>;
}

const env = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run through tests/playwright.config.ts (its global setup starts the product)`);
  return value;
};

async function listMails(email: string): Promise<Mail[]> {
  const response = await fetch(`${env('E2E_MAIL_URL')}/api/email`);
  const all = (await response.json()) as Mail[];
  return all
    .filter((mail) => mail.to.some((to) => to.address.toLowerCase() === email.toLowerCase()))
    .sort((a, b) => a.time.localeCompare(b.time));
}

export const test = base.extend<Fixtures>({
  baseURL: async ({}, use) => use(env('E2E_BASE_URL')),

  mailbox: async ({}, use) => {
    await use({
      mails: listMails,
      codeFor: async (email, { count = 1, timeoutMs = 15_000 } = {}) => {
        let code: string | undefined;
        await expect
          .poll(
            async () => {
              const mails = await listMails(email);
              if (mails.length < count) return undefined;
              code = /verification code is:\s*([A-Z0-9]{6})/.exec(mails.at(-1)!.text)?.[1];
              return code;
            },
            { timeout: timeoutMs, message: `a verification mail to ${email}` },
          )
          .toBeTruthy();
        return code!;
      },
    });
  },

  shot: async ({ page }, use, testInfo) => {
    const dir = path.join(screenshotDir, testInfo.project.name);
    mkdirSync(dir, { recursive: true });
    await use(async (name) => {
      await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
    });
  },

  staff: async ({}, use) => use(e2eStaff),

  staffToken: async ({}, use) => {
    let token: string | undefined;
    await use(async () => {
      if (token) return token;
      const response = await fetch(`${env('E2E_BASE_URL')}/api/v1/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(e2eStaff),
      });
      const body = (await response.json()) as { data?: { token: string }; message: string };
      if (!body.data) throw new Error(`staff sign-in failed: ${body.message}`);
      token = body.data.token;
      return token;
    });
  },
});

export { expect };

/**
 * Signs in to Payload's panel at /cms as `staff`: by default through its REST sign-in, which sets
 * the panel's cookie in the page's context (a second, where the form took a page load and a
 * hydration per test). `through: 'form'` signs in as an editor does and waits for the navigation.
 * The sign-in form is drawn on the server: what is typed before it hydrates is wiped (CI saw an
 * empty form submitted), so the form is filled and sent again until the panel opens.
 */
export async function signInToPanel(page: Page, staff: { email: string; password: string }, { through = 'api' }: { through?: 'api' | 'form' } = {}): Promise<void> {
  if (through === 'api') {
    // The panel's own sign-in (its cookie, in the page's context): the form is panel.spec's to test.
    const response = await page.request.post('/cms/api/users/login', { data: staff });
    expect(response.status(), 'the panel signs the staff account in').toBe(200);
    return;
  }
  await page.goto('/cms');
  const navigation = page.getByRole('navigation').getByRole('link', { name: 'Site content' });
  await expect(async () => {
    await page.getByLabel('Email').fill(staff.email);
    await page.getByLabel('Password').fill(staff.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(navigation).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
}

/**
 * Opens the panel's live preview and waits for the page in it. The panel remembers per editor
 * whether the preview was open, and another spec's editor may have left it so: the toggle is
 * pressed only while the framed page is not there, until it is.
 */
export async function openLivePreview(page: Page): Promise<void> {
  const heading = page.frameLocator('iframe').getByRole('heading', { level: 1 });
  await expect(async () => {
    if (!(await heading.isVisible())) await page.getByRole('button', { name: 'Live Preview' }).click();
    await expect(heading).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
}
