import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { messages } from '@agency/contract';
import { SmtpCapture } from '@agency/otp-service/testing/smtp-capture';

import { startStack } from '../../../scripts/lib/stack.mjs';
import { expect, test as base } from '../support/fixtures';
import { e2eStaff } from '../support/staff';
import { api, enterWithToken, toast, watchConsole } from './helpers';
import { tagOf } from './inbox-helpers';

/**
 * The shared product sends to MailDev, which accepts every mail. To watch a mail fail at SMTP and
 * be retried, this file runs a product of its own (built like the shared one) whose worker sends
 * to an SMTP capture that the test can make refuse recipients, as the API tests do
 * (cms/src/resources/queries/delivery-routes.test.ts).
 */
const test = base.extend<object, { mailStack: { url: string; smtp: SmtpCapture } }>({
  mailStack: [
    async ({}, use) => {
      const smtp = await SmtpCapture.create();
      await smtp.listen();
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'agency-e2e-smtp-'));
      const stack = await startStack({
        log: 'ignore',
        env: {
          DATA_DIR: dataDir,
          PORT: '0',
          REDIS_PORT: '0',
          SMTP_URL: smtp.url,
          ADMIN_EMAIL: e2eStaff.email,
          ADMIN_PASSWORD: e2eStaff.password,
          CMS_PANEL: 'off',
          LOG_LEVEL: 'warn',
        },
      });
      try {
        await use({ url: stack.url, smtp });
      } finally {
        await stack.stop();
        await smtp.close();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ mailStack }, use) => use(mailStack.url),
  staffToken: async ({ mailStack }, use) => {
    let token: string | undefined;
    await use(async () => (token ??= (await api<{ token: string }>(mailStack.url, 'POST', '/auth/login', { json: e2eStaff })).body.data.token));
  },
});

test.describe('a mail that fails at SMTP', () => {
  test('is listed as failed on the Deliveries screen, and Retry delivers it to the inbox', async ({ page, mailStack, staffToken, baseURL }) => {
    const clean = watchConsole(page);
    const { smtp } = mailStack;
    const tag = tagOf();
    const email = `refused-${tag}@example.com`;
    const token = await staffToken();

    // A verified query, its code read from the capture.
    const created = await api<{ id: string }>(baseURL!, 'POST', '/query/create', {
      json: { name: `Refused ${tag}`, email, phone: '+1 555 010 1234', message: `Please call me back ${tag}` },
    });
    expect(created.status).toBe(201);
    const { code } = await smtp.waitFor((mail) => mail.to === email && mail.code !== undefined);
    expect((await api(baseURL!, 'POST', '/query/verify-otp', { json: { otp: code, queryId: created.body.data.id } })).status).toBe(200);
    // The visitor's receipt goes out first, so the refusal below meets the reply alone.
    await smtp.waitFor((mail) => mail.to === email && mail.subject.startsWith('We received'));

    // The SMTP server refuses the visitor (550, a permanent fault): the reply fails at its first attempt.
    smtp.refuseRecipients = 550;
    try {
      const reply = await api(baseURL!, 'POST', `/query/${created.body.data.id}/reply`, { token, json: { message: `Our answer ${tag}` } });
      expect(reply.status).toBe(201);

      await enterWithToken(page, token, '/dashboard/deliveries');
      await expect(page.getByRole('heading', { name: 'Deliveries' })).toBeVisible();
      await page.getByRole('combobox', { name: 'State' }).selectOption({ label: 'Failed' });
      await expect(page).toHaveURL(/failed/);
      // The worker records the failure a moment after the reply is queued: the list shows it without a reload.
      const row = page.getByRole('row').filter({ hasText: email });
      await expect(row).toHaveCount(1, { timeout: 20_000 });
      await expect(row).toContainText('Reply');
      await expect(row).toContainText('Failed');
      await expect(row).toContainText('550');
      expect(smtp.mails.filter((mail) => mail.to === email && mail.subject.startsWith('Re:'))).toHaveLength(0);

      smtp.refuseRecipients = undefined;
      await row.getByRole('button', { name: `Retry reply to ${email}` }).click();
      await expect(toast(page, messages.deliveryRetried)).toBeVisible();
    } finally {
      smtp.refuseRecipients = undefined;
    }

    // Delivered: the screen shows it sent after its second attempt, and the mail is in the capture, once.
    await page.getByRole('combobox', { name: 'State' }).selectOption({ label: 'Sent' });
    await expect(page).toHaveURL(/sent/);
    const sent = page.getByRole('row').filter({ hasText: email }).filter({ hasText: 'Reply' });
    await expect(sent).toContainText('Sent', { timeout: 20_000 });
    await expect(sent.getByRole('cell').nth(3)).toHaveText('2');
    const mail = await smtp.waitFor((m) => m.to === email && m.subject.startsWith('Re:'));
    expect(mail.raw).toContain(`Our answer ${tag}`);
    expect(smtp.mails.filter((m) => m.to === email && m.subject.startsWith('Re:'))).toHaveLength(1);
    clean();
  });
});
