import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { OtpStore } from '@agency/otp-service';
import { parseWorkerEnv } from '@agency/otp-service/config';
import { startWorker } from '@agency/otp-service/worker';

import { SmtpCapture } from '@agency/otp-service/testing/smtp-capture';
import { bootApp, type TestApp } from '../../testing/boot';
import { withProof } from '../../testing/proof-of-work';

const prefix = `limits-${process.pid}`;
const visitor = (email: string) => ({
  name: 'Ada Visitor',
  email,
  phone: '+1 (555) 010-2000',
  message: 'Please help me with my video order.',
});

/** Codes that live 3 s, no resend cooldown, and a budget of 3 code mails an hour for the whole site. */
describe('code life and the hourly send budget', () => {
  let smtp: SmtpCapture;
  let app: TestApp;
  let worker: ReturnType<typeof startWorker>;
  let redis: Redis;
  let codes: OtpStore;

  beforeAll(async () => {
    smtp = await SmtpCapture.create();
    await smtp.listen();
    app = await bootApp({
      redisUrl: inject('redisUrl'),
      prefix,
      env: {
        OTP_TTL_SECONDS: '3',
        OTP_RESEND_COOLDOWN_SECONDS: '0',
        OTP_SENDS_PER_HOUR: '3',
        OTP_SENDS_PER_DOMAIN_PER_HOUR: '100',
        RATE_LIMIT_QUERY_CREATE: '100',
        RATE_LIMIT_OTP_RESEND: '100',
      },
    });
    worker = startWorker(
      parseWorkerEnv({ ...process.env, SMTP_URL: smtp.url, REDIS_URL: inject('redisUrl'), REDIS_PREFIX: prefix, DATA_DIR: app.dataDir }),
    );
    redis = new Redis(inject('redisUrl'));
    // Only watches which code of a query is current; it never issues or checks one.
    codes = new OtpStore(redis, 'unused', prefix);
  });

  afterAll(async () => {
    redis?.disconnect();
    await worker?.close();
    await app?.stop();
    await smtp?.close();
  });

  // Past half the budget the form asks for a proof of work: these show one, as the site does.
  const submit = (email: string) =>
    withProof(app, (altcha) => app.call('POST', '/api/v1/query/create', { json: { ...visitor(email), altcha } }));
  const resend = (email: string, queryId: string) =>
    withProof(app, (altcha) => app.call('POST', '/api/v1/query/resend-otp', { json: { email, queryId, altcha } }));

  it('mails a working code when one is asked for after the previous code expired', async () => {
    const email = 'late@example.com';
    const queryId = (await submit(email)).body.data.id;
    const first = await smtp.waitFor((m) => m.to === email);
    await expect.poll(() => codes.currentCodeId(queryId), { timeout: 15_000, interval: 100 }).toBeUndefined();

    const resent = await resend(email, queryId);
    expect(resent.status).toBe(200);
    const second = await smtp.waitFor((m) => m.to === email && m !== first);
    const verified = await app.call('POST', '/api/v1/query/verify-otp', { json: { otp: second.code, queryId } });
    expect(verified.status).toBe(200);
  });

  it('refuses codes with 429 once the hour’s budget is spent, and keeps no query it could not mail', async () => {
    let accepted = { email: '', id: '' };
    let refused;
    for (let i = 0; i < 4 && !refused; i++) {
      const before = (await app.payload.count({ collection: 'queries' })).totalDocs;
      const res = await submit(`budget${i}@example.com`);
      if (res.status === 429) {
        refused = res;
        expect((await app.payload.count({ collection: 'queries' })).totalDocs).toBe(before);
      } else {
        expect(res.status).toBe(201);
        accepted = { email: `budget${i}@example.com`, id: res.body.data.id };
      }
    }
    expect(refused?.body.message).toMatch(/^We are sending too many codes right now\. Please try again in \d+ minutes\.$/);
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(3000);

    const again = await resend(accepted.email, accepted.id);
    expect(again.status).toBe(429);
    expect(again.body.message).toBe(refused?.body.message);
  });
});
