import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { SmtpCapture } from '@agency/otp-service/testing/smtp-capture';

import { bootApp, staffLogin, type TestApp } from '../testing/boot';

const prefix = `panel-email-${process.pid}`;
const publicUrl = 'https://studio.example';

/** Quoted-printable soft breaks and escapes undone, enough to read the mail's HTML. */
const decoded = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

describe('panel e-mail: the forgot-password mail goes out over SMTP_URL in the brand’s frame', () => {
  let smtp: SmtpCapture;
  let app: TestApp;

  beforeAll(async () => {
    smtp = await SmtpCapture.create();
    await smtp.listen();
    app = await bootApp({ redisUrl: inject('redisUrl'), prefix, env: { SMTP_URL: smtp.url, PUBLIC_URL: publicUrl } });
  });

  afterAll(async () => {
    await app?.stop();
    await smtp?.close();
  });

  it('links to the panel’s reset page on PUBLIC_URL, and the link’s token sets a new password', async () => {
    await app.payload.forgotPassword({ collection: 'users', data: { email: staffLogin.email } });
    const mail = await smtp.waitFor((m) => m.to === staffLogin.email);
    const raw = decoded(mail.raw);

    expect(mail.subject).toBe('Reset your Cutroom Studio password');
    expect(raw).toMatch(/^From: "?Cutroom Studio"? <no-reply@cutroomstudio\.com>/m);
    expect(raw).toContain('The Cutroom Studio team');
    const link = /href="(https:\/\/studio\.example\/cms\/reset\/[^"]+)"/.exec(raw)?.[1];
    expect(link, 'a reset link on the public origin').toBeDefined();

    const token = decodeURIComponent(new URL(link!).pathname.split('/').at(-1)!);
    await app.payload.resetPassword({ collection: 'users', data: { token, password: 'a-new-staff-password' }, overrideAccess: true });
    const signIn = await app.call('POST', '/api/v1/auth/login', { json: { email: staffLogin.email, password: 'a-new-staff-password' } });
    expect(signIn.status).toBe(200);
  });

  it('sends no mail for an unknown address, and says nothing about it', async () => {
    const before = smtp.mails.length;
    await expect(app.payload.forgotPassword({ collection: 'users', data: { email: 'nobody@example.com' } })).resolves.toBeDefined();
    // A known address's mail sent after it arrives alone: nothing was queued for the unknown one.
    await app.payload.forgotPassword({ collection: 'users', data: { email: staffLogin.email } });
    await smtp.waitUntil((mails) => mails.length > before);
    expect(smtp.mails.slice(before).map((m) => m.to)).toEqual([staffLogin.email]);
  });
});
