import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';

import { parseWorkerEnv } from '@agency/otp-service/config';
import { startWorker } from '@agency/otp-service/worker';

import { SmtpCapture, type CapturedMail } from '@agency/otp-service/testing/smtp-capture';
import { bootApp, type TestApp } from '../../testing/boot';

const root = path.resolve(import.meta.dirname, '../../../..');
const prefix = `faults-${process.pid}`;

describe('mail delivery survives faults', () => {
  let app: TestApp;
  const cleanups: (() => Promise<unknown>)[] = [];

  beforeAll(async () => {
    // Many codes to one domain from one address: the site-wide and per-domain budgets would ask for a proof of work.
    app = await bootApp({
      redisUrl: inject('redisUrl'),
      prefix,
      env: { RATE_LIMIT_QUERY_CREATE: '10000', RATE_LIMIT_OTP_VERIFY: '10000', OTP_SENDS_PER_HOUR: '100000', OTP_SENDS_PER_DOMAIN_PER_HOUR: '100000' },
    });
  });
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  afterAll(async () => app?.stop());

  const workerEnv = (smtp: SmtpCapture) => ({ ...process.env, SMTP_URL: smtp.url, REDIS_URL: inject('redisUrl'), REDIS_PREFIX: prefix, DATA_DIR: app.dataDir, LOG_LEVEL: 'error' });

  async function submitMany(count: number, tag: string) {
    const ids = new Map<string, string>();
    await Promise.all(
      Array.from({ length: count }, async (_, i) => {
        const email = `${tag}-${i}@example.com`;
        const res = await app.call('POST', '/api/v1/query/create', { json: { name: `Visitor ${i}`, email, phone: '+1 555 010 2000', message: 'A message long enough.' } });
        expect(res.status).toBe(201);
        ids.set(email, res.body.data.id);
      }),
    );
    return ids;
  }

  /** Every query verifies with the code of the last mail it got. */
  async function expectAllVerify(ids: Map<string, string>, mails: CapturedMail[]) {
    for (const [email, queryId] of ids) {
      const mail = mails.filter((m) => m.to === email).at(-1);
      expect(mail?.code, email).toBeTruthy();
      const res = await app.call('POST', '/api/v1/query/verify-otp', { json: { otp: mail!.code, queryId } });
      expect(res.status, `${email}: ${res.body.message}`).toBe(200);
    }
  }

  it('delivers all 50 mails sent while SMTP refused connections for 10 s, each with a working code', async () => {
    const smtp = await SmtpCapture.create(); // not listening yet: connections are refused
    const worker = startWorker(parseWorkerEnv(workerEnv(smtp)));
    cleanups.push(() => smtp.close(), () => worker.close());

    const ids = await submitMany(50, 'outage');
    // The outage lasts 10 s by design of the scenario; then SMTP comes back.
    await new Promise((resolve) => setTimeout(resolve, 10_000));
    expect(smtp.mails).toHaveLength(0);
    await smtp.listen();
    await smtp.waitUntil((mails) => new Set(mails.map((m) => m.to)).size === 50, 60_000);
    expect(smtp.mails).toHaveLength(50); // none lost, none duplicated
    await expectAllVerify(ids, smtp.mails);
  }, 120_000);

  it('picks up the sends of a worker killed with SIGKILL mid-run, and no code is ever in Redis in clear', async () => {
    const smtp = await SmtpCapture.create();
    smtp.acceptDelayMs = 40; // keeps sends in flight when the worker dies
    await smtp.listen();
    cleanups.push(() => smtp.close());
    const spawnWorker = (): ChildProcess =>
      spawn(process.execPath, ['--import', 'tsx', path.join(root, 'otp-service/src/worker.ts')], { env: workerEnv(smtp), stdio: 'ignore' });

    let worker = spawnWorker();
    const ids = await submitMany(100, 'killed');
    await smtp.waitUntil((mails) => mails.length >= 15, 30_000);
    worker.kill('SIGKILL');
    await new Promise((resolve) => worker.once('exit', resolve));
    const beforeRestart = smtp.mails.length;
    expect(beforeRestart).toBeLessThan(100);

    worker = spawnWorker();
    cleanups.push(async () => {
      worker.kill('SIGTERM');
      await new Promise((resolve) => worker.once('exit', resolve));
    });
    await smtp.waitUntil((mails) => new Set(mails.map((m) => m.to)).size === 100, 90_000);
    await expectAllVerify(ids, smtp.mails);

    const redis = new Redis(inject('redisUrl'));
    cleanups.push(async () => redis.disconnect());
    const codes = new Set(smtp.mails.map((m) => m.code!));
    let dump = '';
    for (const key of await redis.keys(`${prefix}:*`)) {
      const type = await redis.type(key);
      if (type === 'string') dump += `${key} ${await redis.get(key)}\n`;
      else if (type === 'hash') dump += `${key} ${JSON.stringify(await redis.hgetall(key))}\n`;
      else if (type === 'list') dump += `${key} ${(await redis.lrange(key, 0, -1)).join(' ')}\n`;
      else if (type === 'zset') dump += `${key} ${(await redis.zrange(key, 0, -1)).join(' ')}\n`;
      else if (type === 'stream') dump += `${key} ${JSON.stringify(await redis.xrange(key, '-', '+'))}\n`;
      else dump += `${key}\n`;
    }
    expect(dump).toContain('sealedCode'); // we did look at the job data
    for (const code of codes) expect(dump).not.toContain(code);
  }, 180_000);
});
