import http from 'node:http';

import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { parseWorkerEnv } from '@agency/otp-service/config';
import { SmtpCapture } from '@agency/otp-service/testing/smtp-capture';
import { startWorker } from '@agency/otp-service/worker';

import { bootApp, staffLogin, type TestApp } from '../../testing/boot';

const prefix = `own-origin-${process.pid}`;
const forgedHost = 'evil.example';

/** Quoted-printable soft breaks and escapes undone, enough to read a mail's HTML. */
const decoded = (raw: string) =>
  raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** A JSON request with headers fetch will not send as given (Host). */
function rawCall(
  url: string,
  method: string,
  route: string,
  json: unknown,
  headers: Record<string, string>,
): Promise<{ status: number; body: string }> {
  const body = JSON.stringify(json);
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${url}${route}`,
      { method, headers: { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(body)), ...headers } },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/**
 * Decision 019 as `npm start` without PUBLIC_URL serves it: links in mails and the
 * panel's CSRF check come from the app's own origin, never from a request's headers.
 */
describe('without PUBLIC_URL, the app trusts only its own origin', () => {
  let smtp: SmtpCapture;
  let app: TestApp;
  let worker: ReturnType<typeof startWorker>;
  /** The app's own origin as configured (PUBLIC_URL unset: the address npm start serves). */
  let own: string;
  let n = 0;

  beforeAll(async () => {
    smtp = await SmtpCapture.create();
    await smtp.listen();
    app = await bootApp({
      redisUrl: inject('redisUrl'),
      prefix,
      env: { CMS_PANEL: 'on', SMTP_URL: smtp.url, RATE_LIMIT_QUERY_CREATE: '100', RATE_LIMIT_OTP_VERIFY: '100' },
    });
    delete process.env.PUBLIC_URL;
    worker = startWorker(parseWorkerEnv({ ...process.env, SMTP_URL: smtp.url, REDIS_PREFIX: prefix, DATA_DIR: app.dataDir }));
    const { env } = await import('../../config/env');
    expect(env.PUBLIC_URL).toBeUndefined();
    own = `http://localhost:${env.PORT}`;
  });

  afterAll(async () => {
    await worker?.close();
    await app?.stop();
    await smtp?.close();
  });

  describe('links in mails', () => {
    it('the staff notification links to the query on the app’s origin, whatever Host the verify call named', async () => {
      const email = `visitor-${n++}@example.com`;
      const created = await app.call('POST', '/api/v1/query/create', {
        json: { name: 'Ada Visitor', email, phone: '+1 555 010 2000', message: 'I need a trailer cut by Friday.' },
      });
      expect(created.status).toBe(201);
      const id: string = created.body.data.id;
      const { code } = await smtp.waitFor((m) => m.to === email && m.code !== undefined);
      const verified = await rawCall(
        app.url,
        'POST',
        '/api/v1/query/verify-otp',
        { otp: code, queryId: id },
        { Host: forgedHost, 'X-Forwarded-Host': forgedHost },
      );
      expect(verified.status).toBe(200);
      const mail = decoded((await smtp.waitFor((m) => m.to === staffLogin.email && m.raw.includes(email))).raw);
      expect(mail).toContain(`${own}/dashboard/query/${id}`);
      expect(mail).not.toContain(forgedHost);
    });
  });

  describe('the panel’s forgot-password', () => {
    const account = { email: 'reset-me@example.com', password: 'reset-me-password' };
    beforeAll(async () => {
      expect((await app.call('POST', '/api/v1/user/create-admin', { token: await app.token(), json: account })).status).toBe(201);
    });

    const forgot = async (email: string, address: string) => {
      const started = performance.now();
      const res = await rawCall(
        app.url,
        'POST',
        '/cms/api/users/forgot-password',
        { email },
        { Host: forgedHost, 'X-Forwarded-For': address },
      );
      return { ...res, ms: performance.now() - started };
    };

    it('answers a known and an unknown address alike: same status, body and time, however slow the mail is', async () => {
      const mailed = () => smtp.mails.filter((m) => m.to === account.email).length;
      const before = mailed();
      smtp.acceptDelayMs = 600;
      const known: number[] = [];
      const unknown: number[] = [];
      try {
        for (let i = 0; i < 4; i++) {
          const a = await forgot(account.email, `192.0.2.${i + 1}`);
          const b = await forgot(`nobody-${i}@example.com`, `192.0.2.${i + 101}`);
          expect(a.status).toBe(200);
          expect(b.status).toBe(a.status);
          expect(b.body).toBe(a.body);
          known.push(a.ms);
          unknown.push(b.ms);
        }
        // Every known address still got its mail, after the answer.
        await smtp.waitUntil(() => mailed() === before + 4);
      } finally {
        smtp.acceptDelayMs = 0;
      }
      const median = (values: number[]) => values.sort((x, y) => x - y)[Math.floor(values.length / 2)]!;
      // Before, the known address's answer waited for the mail to be accepted (600 ms here).
      expect(median(known) - median(unknown), `known ${known.join(', ')} ms; unknown ${unknown.join(', ')} ms`).toBeLessThan(300);
    });

    it('mails a reset link on the app’s origin, and the link resets the password through the balancer', async () => {
      const before = smtp.mails.length;
      expect((await forgot(account.email, '192.0.2.50')).status).toBe(200);
      const mail = await smtp.waitFor((m) => m.to === account.email && smtp.mails.indexOf(m) >= before);
      const raw = decoded(mail.raw);
      expect(raw).not.toContain(forgedHost);
      const link = new RegExp(`href="(${own.replace(/\./g, '\\.')}/cms/reset/[^"]+)"`).exec(raw)?.[1];
      expect(link, 'a reset link on the app’s origin').toBeDefined();
      const token = decodeURIComponent(new URL(link!).pathname.split('/').at(-1)!);
      const balancer = {
        Host: 'app:3000',
        'X-Forwarded-For': '198.51.100.7',
        'X-Forwarded-Proto': 'https',
        'X-Forwarded-Host': 'studio.example',
      };
      // The mail leaves before the reset's transaction commits: a click that quick is retried until it does.
      const reset = () => rawCall(app.url, 'POST', '/cms/api/users/reset-password', { token, password: 'a-brand-new-password' }, balancer);
      await expect.poll(async () => (await reset()).status, { timeout: 5000, interval: 200 }).toBe(200);
      const signIn = await app.call('POST', '/api/v1/auth/login', { json: { email: account.email, password: 'a-brand-new-password' } });
      expect(signIn.status).toBe(200);
    });
  });

  describe('the panel’s cookie', () => {
    let cookie: string;
    beforeAll(async () => {
      const login = await app.call('POST', '/cms/api/users/login', { json: staffLogin, headers: { Origin: own } });
      expect(login.status).toBe(200);
      cookie = login.headers.get('set-cookie')!.split(';')[0]!;
    });

    const createCategory = (name: string, origin: string) =>
      app.call('POST', '/cms/api/categories', { json: { name }, headers: { Cookie: cookie, Origin: origin } });
    const exists = async (name: string) =>
      (await app.payload.count({ collection: 'categories', where: { name: { equals: name } } })).totalDocs > 0;

    it('writes nothing for a page of another origin, another port on this host included', async () => {
      for (const origin of ['http://evil.example', 'http://localhost:1080', 'http://127.0.0.1:1']) {
        const name = `Forged from ${origin}`;
        const res = await createCategory(name, origin);
        expect(res.status, origin).toBeGreaterThanOrEqual(400);
        expect(await exists(name), origin).toBe(false);
      }
    });

    it('writes for a page of the app’s own origin', async () => {
      const res = await createCategory('Made in the panel', own);
      expect(res.status).toBe(201);
      expect(await exists('Made in the panel')).toBe(true);
    });
  });

  describe('small ones', () => {
    it('sends no X-Powered-By, no HSTS and no upgrade-insecure-requests over http, on any path', async () => {
      for (const path of [
        '/',
        '/login',
        '/dashboard',
        '/cms/login',
        '/cms/api/users/me',
        '/ops/queues',
        '/api/v1/health',
        '/api/v1/category/get-all-category',
        '/robots.txt',
        '/media/none.png',
        '/nowhere',
      ]) {
        const res = await fetch(`${app.url}${path}`, { redirect: 'manual' });
        expect(res.headers.get('x-powered-by'), path).toBeNull();
        expect(res.headers.get('strict-transport-security'), path).toBeNull();
        expect(res.headers.get('content-security-policy') ?? '', path).not.toContain('upgrade-insecure-requests');
      }
    });

    it('answers an anonymous read of Payload’s migrations with 401, 403 or 404', async () => {
      const res = await app.call('GET', '/cms/api/payload-migrations');
      expect([401, 403, 404]).toContain(res.status);
    });
  });

  it('never answered with a 5xx', () => {
    expect(app.statuses.filter((status) => status >= 500)).toEqual([]);
  });
});
