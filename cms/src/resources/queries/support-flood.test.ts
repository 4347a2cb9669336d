import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { altchaChallengeSchema, messages, proofOfWork, solveAltcha } from '@agency/contract';
import { parseWorkerEnv } from '@agency/otp-service/config';
import { startWorker } from '@agency/otp-service/worker';

import { SmtpCapture } from '@agency/otp-service/testing/smtp-capture';
import { bootApp, type TestApp } from '../../testing/boot';

const prefix = `flood-${process.pid}`;
const visitor = (email: string) => ({
  name: 'Ada Visitor',
  email,
  phone: '+1 (555) 010-2000',
  message: 'Please help me with my video order.',
});

/** The flood of decision 020, with the product's default limits: a flood must not switch the form off for others. */
describe('a flood of the support form', () => {
  let smtp: SmtpCapture;
  let app: TestApp;
  let worker: ReturnType<typeof startWorker>;

  beforeAll(async () => {
    smtp = await SmtpCapture.create();
    await smtp.listen();
    app = await bootApp({ redisUrl: inject('redisUrl'), prefix });
    worker = startWorker(
      parseWorkerEnv({ ...process.env, SMTP_URL: smtp.url, REDIS_URL: inject('redisUrl'), REDIS_PREFIX: prefix, DATA_DIR: app.dataDir }),
    );
  });

  afterAll(async () => {
    await worker?.close();
    await app?.stop();
    await smtp?.close();
  });

  const submit = (email: string, address: string, extra: object = {}) =>
    app.call('POST', '/api/v1/query/create', { json: { ...visitor(email), ...extra }, headers: { 'X-Forwarded-For': address } });

  it('520 submissions to one domain from 30 addresses in seconds leave a visitor at another domain a code (201 and the mail)', async () => {
    const statuses: number[] = [];
    const flood = Array.from({ length: 520 }, (_, i) => () => submit(`victim${i}@flood.example`, `198.51.100.${(i % 30) + 1}`));
    // 20 at a time, as fast as the server answers.
    await Promise.all(
      Array.from({ length: 20 }, async () => {
        for (let next = flood.shift(); next; next = flood.shift()) statuses.push((await next()).status);
      }),
    );
    const email = 'real.person@example.org';
    const created = await submit(email, '203.0.113.77');
    expect(created.status).toBe(201);
    expect(created.body.message).toBe(messages.querySubmitted);
    const mail = await smtp.waitFor((m) => m.to === email, 60_000);
    const verified = await app.call('POST', '/api/v1/query/verify-otp', { json: { otp: mail.code, queryId: created.body.data.id } });
    expect(verified.status).toBe(200);

    // The flood was held back: past its domain's half budget it was asked for a proof of work, and none of it was a server fault.
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(statuses.filter((status) => status === 201).length).toBeLessThan(260);
  });

  it('tells an API client at the flooded domain which challenge to solve, takes its solution once, then sends', async () => {
    const asked = await submit('someone@flood.example', '192.0.2.10');
    expect(asked.status).toBe(proofOfWork.status);
    expect(asked.body).toEqual({
      success: false,
      message: messages.proofOfWorkRequired,
      errors: [{ path: 'altcha', message: messages.proofOfWorkRequired }],
    });

    const challenge = await app.call('GET', '/api/v1/query/challenge');
    expect(challenge.status).toBe(200);
    expect(challenge.headers.get('cache-control')).toBe('no-store');
    const altcha = await solveAltcha(altchaChallengeSchema.parse(challenge.body.data));
    const created = await submit('someone@flood.example', '192.0.2.10', { altcha });
    expect(created.status).toBe(201);
    await smtp.waitFor((m) => m.to === 'someone@flood.example');

    const replayed = await submit('someone.else@flood.example', '192.0.2.10', { altcha });
    expect(replayed.status).toBe(proofOfWork.status);
    const forged = await submit('someone.else@flood.example', '192.0.2.10', { altcha: Buffer.from('{"challenge":{}}').toString('base64') });
    expect(forged.status).toBe(proofOfWork.status);
  });

  it('asks a network rotating through the /64s of an IPv6 /59 for a proof of work once it has sent 10 codes, whatever the domains', async () => {
    const statuses = [];
    for (let i = 0; i < 12; i++)
      statuses.push((await submit(`person${i}@domain${i}.example`, `2001:db8:0:${(0x20 + i).toString(16)}::1`)).status);
    expect(statuses).toEqual([...Array(10).fill(201), proofOfWork.status, proofOfWork.status]);
    expect((await submit('neighbour@example.net', '2001:db8:1:20::1')).status).toBe(201);
  });
});
