import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { parseWorkerEnv } from '@agency/otp-service/config';
import { startWorker } from '@agency/otp-service/worker';

import { freePort } from '@agency/otp-service/testing/redis-server';
import { SmtpCapture } from '@agency/otp-service/testing/smtp-capture';
import { waitUntil } from '@agency/otp-service/testing/wait';
import { bootApp, type TestApp } from '../../testing/boot';

const root = path.resolve(import.meta.dirname, '../../../..');

describe('two app instances share one Redis and one database', () => {
  let app: TestApp;
  let second: ChildProcess;
  let secondUrl: string;
  let smtp: SmtpCapture;
  let worker: ReturnType<typeof startWorker>;
  const shared = `two-${process.pid}`;

  beforeAll(async () => {
    app = await bootApp({ redisUrl: inject('redisUrl'), prefix: shared });
    const port = await freePort();
    second = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'cms/src/server.ts')], {
      env: { ...process.env, DATA_DIR: app.dataDir, REDIS_URL: inject('redisUrl'), REDIS_PREFIX: shared, CMS_PANEL: 'off', PORT: String(port), NODE_ENV: 'test' },
      stdio: 'ignore',
    });
    secondUrl = `http://127.0.0.1:${port}`;
    await waitUntil(async () => (await fetch(`${secondUrl}/api/v1/health`)).ok, { timeoutMs: 150_000, what: 'second instance healthy' });
    smtp = await SmtpCapture.create();
    await smtp.listen();
    worker = startWorker(parseWorkerEnv({ ...process.env, SMTP_URL: smtp.url, REDIS_URL: inject('redisUrl'), REDIS_PREFIX: shared, DATA_DIR: app.dataDir }));
  }, 200_000);

  afterAll(async () => {
    await worker?.close();
    await smtp?.close();
    second?.kill('SIGTERM');
    if (second) await new Promise((resolve) => second.once('exit', resolve));
    await app?.stop();
  });

  it('signs one account in on both instances at once, and every session stays', async () => {
    const account = { email: `two-many-${process.pid}@example.com`, password: 'two-many-password' };
    expect((await app.call('POST', '/api/v1/user/create-admin', { token: await app.token(), json: account })).status).toBe(201);
    const signIn = async (base: string) => {
      const response = await fetch(`${base}/api/v1/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(account) });
      return { status: response.status, token: ((await response.json()) as { data?: { token: string } }).data?.token };
    };
    const logins = await Promise.all(Array.from({ length: 6 }, (_, i) => signIn(i % 2 === 0 ? app.url : secondUrl)));
    expect(logins.map((login) => login.status)).toEqual(Array(6).fill(200));
    const checks = await Promise.all(logins.map((login) => app.call('GET', '/api/v1/auth', { token: login.token })));
    expect(checks.map((check) => check.status)).toEqual(Array(6).fill(200));
  });

  it('verifies through one instance a code issued through the other', async () => {
    const created = await fetch(`${secondUrl}/api/v1/query/create`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Two Instances', email: 'two@example.com', phone: '+1 555 010 2000', message: 'Issued on the second one.' }),
    });
    expect(created.status).toBe(201);
    const { data } = (await created.json()) as { data: { id: string } };
    const mail = await smtp.waitFor((m) => m.to === 'two@example.com');
    const verified = await app.call('POST', '/api/v1/query/verify-otp', { json: { otp: mail.code, queryId: data.id } });
    expect(verified.status).toBe(200);
  });

  it('shows a write made on one instance in the cached list of the other at once', async () => {
    const read = async () => ((await (await fetch(`${secondUrl}/api/v1/category/get-all-category`)).json()) as { data: { name: string }[] }).data;
    const before = await read(); // now cached on the second instance
    const created = await app.call('POST', '/api/v1/category/create', { token: await app.token(), json: { name: 'Seen Everywhere' } });
    expect(created.status).toBe(201);
    await expect.poll(async () => (await read()).map((c) => c.name), { timeout: 1000, interval: 20 }).toContain('Seen Everywhere');
    expect(before.map((c) => c.name)).not.toContain('Seen Everywhere');
  });
});
