import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { messages } from '@agency/contract';
import { SmtpCapture } from '@agency/otp-service/testing/smtp-capture';

import { bootApp, type TestApp } from '../../testing/boot';

const prefix = `password-reset-${process.pid}`;
const publicUrl = 'https://studio.example';

/** The dashboard's forgot-password and the mailed link's reset, through /api/v1. */
describe('a forgotten dashboard password', () => {
  let smtp: SmtpCapture;
  let app: TestApp;
  let n = 0;

  beforeAll(async () => {
    smtp = await SmtpCapture.create();
    await smtp.listen();
    app = await bootApp({ redisUrl: inject('redisUrl'), prefix, env: { SMTP_URL: smtp.url, PUBLIC_URL: publicUrl } });
  });

  afterAll(async () => {
    await app?.stop();
    await smtp?.close();
  });

  /** A new staff account, its address unique to the test. */
  async function account() {
    const created = { email: `forgetful-${process.pid}-${n++}@example.com`, password: 'the-old-password' };
    expect((await app.call('POST', '/api/v1/user/create-admin', { token: await app.token(), json: created })).status).toBe(201);
    return created;
  }

  const forgot = (email: string, address: string) =>
    app.call('POST', '/api/v1/auth/forgot-password', { json: { email }, headers: { 'X-Forwarded-For': address } });

  /** The token of the newest reset mail to `email`, read from its link to the dashboard's reset page. */
  async function mailedToken(email: string, after: number) {
    const mail = await smtp.waitFor((m) => m.to === email && smtp.mails.indexOf(m) >= after);
    // SmtpCapture hands the body decoded already.
    const token = /href="https:\/\/studio\.example\/reset-password\?token=([0-9a-f]+)"/.exec(mail.raw)?.[1];
    expect(token, `a link to the dashboard’s reset page on PUBLIC_URL in: ${mail.raw.slice(0, 3000)}`).toBeDefined();
    return token!;
  }

  const reset = (token: string, password: string) => app.call('POST', '/api/v1/auth/reset-password', { json: { token, password } });

  it('answers a known and an unknown address alike, at once, and mails the known one a link to the dashboard', async () => {
    const { email } = await account();
    const before = smtp.mails.length;
    smtp.acceptDelayMs = 600;
    try {
      const started = performance.now();
      const known = await forgot(email, '192.0.2.1');
      const knownMs = performance.now() - started;
      const unknown = await forgot(`nobody-${process.pid}@example.com`, '192.0.2.2');
      expect([known.status, unknown.status]).toEqual([200, 200]);
      expect(unknown.body).toEqual(known.body);
      expect(known.body.message).toBe(messages.resetLinkSent);
      // The answer does not wait for the mail (its SMTP server takes 600 ms here).
      expect(knownMs).toBeLessThan(500);
      await mailedToken(email, before);
    } finally {
      smtp.acceptDelayMs = 0;
    }
    expect(smtp.mails.slice(before).filter((m) => m.to.startsWith('nobody-'))).toEqual([]);
  });

  it('sets the new password with the link once, ends the account’s other sessions and signs the person in', async () => {
    const person = await account();
    const signedIn = (await app.call('POST', '/api/v1/auth/login', { json: person })).body.data.token as string;
    const before = smtp.mails.length;
    expect((await forgot(person.email, '192.0.2.3')).status).toBe(200);
    const token = await mailedToken(person.email, before);

    // The mail can leave before the token's write commits: a click that quick is tried again.
    let answer = await reset(token, 'the-new-password');
    await expect.poll(async () => (answer.status === 200 ? 200 : (answer = await reset(token, 'the-new-password')).status), { timeout: 5000 }).toBe(200);
    expect(answer.body.message).toBe(messages.passwordReset);
    const fresh = answer.body.data.token as string;

    const works = async (each: string) => (await app.call('GET', '/api/v1/auth', { token: each })).status;
    expect({ before: await works(signedIn), after: await works(fresh) }).toEqual({ before: 401, after: 200 });
    expect((await app.call('POST', '/api/v1/auth/login', { json: person })).status).toBe(401);
    expect((await app.call('POST', '/api/v1/auth/login', { json: { ...person, password: 'the-new-password' } })).status).toBe(200);

    const again = await reset(token, 'a-third-password');
    expect([again.status, again.body.message]).toEqual([400, messages.resetLinkInvalid]);
  });

  it('refuses a made-up token, a short password and a missing address with 400 and the reason', async () => {
    const madeUp = await reset('not-a-token-we-sent', 'long-enough-password');
    expect([madeUp.status, madeUp.body.success, madeUp.body.message]).toEqual([400, false, messages.resetLinkInvalid]);
    const short = await reset('whatever', 'short');
    expect(short.status).toBe(400);
    expect(short.body.errors).toEqual([expect.objectContaining({ path: 'password' })]);
    const missing = await app.call('POST', '/api/v1/auth/forgot-password', { json: {} });
    expect([missing.status, missing.body.errors?.[0]?.path]).toEqual([400, 'email']);
  });
});
