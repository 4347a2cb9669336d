import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { parseWorkerEnv } from '@agency/otp-service/config';
import { startRedis, type PrivateRedis } from '@agency/otp-service/testing/redis-server';
import { SmtpCapture } from '@agency/otp-service/testing/smtp-capture';
import { waitUntil } from '@agency/otp-service/testing/wait';
import { startWorker } from '@agency/otp-service/worker';

import { bootApp, staffLogin, type CallResult, type TestApp } from '../testing/boot';

const prefix = `stall-${process.pid}`;
const visitors = 24;

/** A Redis that stops answering (SIGSTOP: its connections stay open, its replies never come) costs requests seconds, not minutes. */
describe('a stalled Redis', () => {
  let redis: PrivateRedis;
  let app: TestApp;
  let smtp: SmtpCapture;
  let worker: ReturnType<typeof startWorker>;

  beforeAll(async () => {
    redis = await startRedis();
    app = await bootApp({ redisUrl: redis.url, prefix, env: { RATE_LIMIT_QUERY_CREATE: '10000', RATE_LIMIT_OTP_VERIFY: '10000' } });
    smtp = await SmtpCapture.create();
    await smtp.listen();
    worker = startWorker(
      parseWorkerEnv({
        ...process.env,
        SMTP_URL: smtp.url,
        REDIS_URL: redis.url,
        REDIS_PREFIX: prefix,
        DATA_DIR: app.dataDir,
        LOG_LEVEL: 'error',
      }),
    );
  });
  afterAll(async () => {
    redis?.process.kill('SIGCONT');
    await worker?.close();
    await smtp?.close();
    await app?.stop();
    await redis?.stop();
  });

  const submit = (i: number) =>
    app.call('POST', '/api/v1/query/create', {
      json: { name: `Visitor ${i}`, email: `stalled-${i}@example.com`, phone: '+1 555 010 2000', message: 'A message long enough.' },
    });
  const timed = async (name: string, call: () => Promise<CallResult>) => {
    const started = performance.now();
    const res = await call();
    return {
      name,
      ms: performance.now() - started,
      status: res.status,
      retryAfter: res.headers.get('retry-after'),
      success: res.body?.success,
    };
  };

  it('answers 503 with Retry-After within 3 s on every route that needs it, recovers by itself, and loses or repeats no query or mail', async () => {
    const token = await app.token();
    const pending = await submit(1000);
    expect(pending.status).toBe(201);
    const queryId = pending.body.data.id as string;

    // The scenario: Redis stopped for 10 s, requests arriving meanwhile.
    redis.process.kill('SIGSTOP');
    const resume = setTimeout(() => redis.process.kill('SIGCONT'), 10_000);
    const answers = await Promise.all([
      ...Array.from({ length: visitors }, (_, i) => timed(`query create ${i}`, () => submit(i))),
      timed('sign-in', () => app.call('POST', '/api/v1/auth/login', { json: staffLogin })),
      timed('verify', () => app.call('POST', '/api/v1/query/verify-otp', { json: { otp: 'ABC123', queryId } })),
      timed('resend', () => app.call('POST', '/api/v1/query/resend-otp', { json: { email: 'stalled-1000@example.com', queryId } })),
    ]);
    // A staff write needs no Redis (its rate limit lets it through): it keeps working, as quickly.
    const write = await timed('staff write', () =>
      app.call('POST', '/api/v1/category/create', { token, json: { name: `Stalled ${process.pid}` } }),
    );
    clearTimeout(resume);
    redis.process.kill('SIGCONT');
    for (const answer of answers) {
      expect(answer, answer.name).toMatchObject({ status: 503, retryAfter: expect.stringMatching(/^\d+$/), success: false });
      expect(answer.ms, answer.name).toBeLessThan(3000);
    }
    expect(write).toMatchObject({ status: 201 });
    expect(write.ms).toBeLessThan(3000);

    // Back by itself: the visitors' retries go through, each once.
    await waitUntil(async () => (await app.call('GET', '/api/v1/health')).status === 200, { timeoutMs: 15_000, what: 'health 200 again' });
    const retried = await Promise.all(Array.from({ length: visitors }, (_, i) => submit(i)));
    expect(retried.map((res) => res.status)).toEqual(Array(visitors).fill(201));
    // The sign-in that met the stall left no session turn behind for the next one to wait out.
    const signIn = await timed('sign-in after', () => app.call('POST', '/api/v1/auth/login', { json: staffLogin }));
    expect(signIn).toMatchObject({ status: 200 });
    expect(signIn.ms).toBeLessThan(3000);

    const mine = (to: string) => /^stalled-\d+@example\.com$/.test(to) && to !== 'stalled-1000@example.com';
    await smtp.waitUntil((mails) => mails.filter((mail) => mine(mail.to)).length >= visitors, 30_000);
    await waitUntil(
      async () => {
        const { queue } = (await app.call('GET', '/api/v1/health', { token })).body.data;
        return queue.waiting + queue.active + queue.delayed === 0;
      },
      { timeoutMs: 15_000, what: 'the mail queue drained' },
    );
    const mailed = smtp.mails.filter((mail) => mine(mail.to)).map((mail) => mail.to);
    expect(mailed.sort()).toEqual(Array.from({ length: visitors }, (_, i) => `stalled-${i}@example.com`).sort());
    const rows = await app.payload.find({ collection: 'queries', where: { email: { like: 'stalled-' } }, limit: 100, depth: 0 });
    expect(
      rows.docs
        .map((doc) => doc.email)
        .filter(mine)
        .sort(),
    ).toEqual(mailed);
  }, 120_000);
});
