import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { messages } from '@agency/contract';
import { parseWorkerEnv } from '@agency/otp-service/config';
import { startWorker } from '@agency/otp-service/worker';

import { startRedis, type PrivateRedis } from '@agency/otp-service/testing/redis-server';
import { SmtpCapture } from '@agency/otp-service/testing/smtp-capture';
import { bootApp, type TestApp } from '../../testing/boot';

const visitor = (email: string) => ({ name: 'Ada Visitor', email, phone: '+1 (555) 010-2000', message: 'Please help me with my video order.' });

describe('support queries verified by a mailed code', () => {
  let redis: PrivateRedis;
  let smtp: SmtpCapture;
  let app: TestApp;
  let worker: ReturnType<typeof startWorker>;

  beforeAll(async () => {
    // A Redis of this file's own: one test stops it.
    redis = await startRedis();
    smtp = await SmtpCapture.create();
    await smtp.listen();
    app = await bootApp({ redisUrl: redis.url, prefix: 'support', env: { RATE_LIMIT_QUERY_CREATE: '100', RATE_LIMIT_OTP_VERIFY: '100', RATE_LIMIT_OTP_RESEND: '100' } });
    worker = startWorker(parseWorkerEnv({ ...process.env, SMTP_URL: smtp.url, REDIS_URL: redis.url, REDIS_PREFIX: 'support', DATA_DIR: app.dataDir }));
  });

  afterAll(async () => {
    await worker?.close();
    await app?.stop();
    await smtp?.close();
    await redis?.stop();
  });

  const submit = (email: string, extra: object = {}) => app.call('POST', '/api/v1/query/create', { json: { ...visitor(email), ...extra } });

  it('submits, mails a code, verifies it once and lists the query to staff', async () => {
    const created = await submit('flow@example.com');
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ success: true, message: messages.querySubmitted });
    const queryId = created.body.data.id;

    const mail = await smtp.waitFor((m) => m.to === 'flow@example.com');
    expect(mail.subject).toMatch(/verification code/i);
    expect(mail.raw).toMatch(/valid for \S*10 minutes/);
    expect(mail.raw).toMatch(/Didn't ask for this\?/);
    expect(mail.raw).toMatch(/Content-Type: text\/plain/);
    expect(mail.raw).toMatch(/Content-Type: text\/html/);
    expect(mail.code).toMatch(/^[A-Z0-9]{6}$/);

    const verified = await app.call('POST', '/api/v1/query/verify-otp', { json: { otp: mail.code!.toLowerCase(), queryId } });
    expect(verified.status).toBe(200);
    expect(verified.body.message).toBe(messages.otpVerified);
    const again = await app.call('POST', '/api/v1/query/verify-otp', { json: { otp: mail.code, queryId } });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(messages.queryAlreadyVerified);

    const list = await app.call('GET', '/api/v1/query?isVerified=true&searchTerm=flow%40example.com', { token: await app.token() });
    expect(list.body.data).toEqual([expect.objectContaining({ _id: queryId, isVerified: true })]);
  });

  it('checks the contact form on the server with the spec messages', async () => {
    const res = await app.call('POST', '/api/v1/query/create', { json: { name: 'A', email: 'nope', phone: '12ab', message: 'short' } });
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e: { message: string }) => e.message)).toEqual([
      messages.contactNameMin,
      messages.contactEmail,
      messages.contactPhoneMin,
      messages.contactPhoneInvalid,
      messages.contactMessageMin,
    ]);
    const phone = await app.call('POST', '/api/v1/query/create', { json: { ...visitor('x@example.com'), phone: '555-CALL-NOW-1' } });
    expect(phone.body.errors).toEqual([{ path: 'phone', message: messages.contactPhoneInvalid }]);
  });

  it('drops honeypot submissions silently', async () => {
    const before = (await app.payload.count({ collection: 'queries' })).totalDocs;
    const res = await submit('bot@example.com', { website: 'http://spam.example' });
    expect(res.status).toBe(201);
    expect(res.body.data.id).toBeTruthy();
    expect((await app.payload.count({ collection: 'queries' })).totalDocs).toBe(before);
  });

  it('gives each refusal its own message: wrong code, cooldown, wrong address, unknown query', async () => {
    const { body } = await submit('refusals@example.com');
    const queryId = body.data.id;
    const mail = await smtp.waitFor((m) => m.to === 'refusals@example.com');
    const wrongCode = mail.code === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA';
    const wrong = await app.call('POST', '/api/v1/query/verify-otp', { json: { otp: wrongCode, queryId } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('Invalid OTP. Please try again. 4 tries left for this code.');
    const badShape = await app.call('POST', '/api/v1/query/verify-otp', { json: { otp: 'AB-12', queryId } });
    expect(badShape.body.errors.map((e: { message: string }) => e.message)).toContain(messages.otpLength);

    const cooldown = await app.call('POST', '/api/v1/query/resend-otp', { json: { email: 'refusals@example.com', queryId } });
    expect(cooldown.status).toBe(429);
    expect(cooldown.body.message).toMatch(/^Please wait (59|60) seconds before requesting a new code\.$/);
    expect(Number(cooldown.headers.get('retry-after'))).toBeGreaterThanOrEqual(59);

    const otherAddress = await app.call('POST', '/api/v1/query/resend-otp', { json: { email: 'someone@example.com', queryId } });
    expect(otherAddress.status).toBe(404);
    const unknown = await app.call('POST', '/api/v1/query/verify-otp', { json: { otp: 'ABC123', queryId: '00000000-0000-4000-8000-000000000000' } });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(messages.queryNotFound);
  });

  it('keeps a correct code working when the database fails to mark the query verified', async () => {
    const { body } = await submit('hiccup@example.com');
    const queryId = body.data.id;
    const mail = await smtp.waitFor((m) => m.to === 'hiccup@example.com');
    const hiccup = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const update = vi.spyOn(app.payload, 'update').mockRejectedValueOnce(hiccup);
    try {
      const failed = await app.call('POST', '/api/v1/query/verify-otp', { json: { otp: mail.code, queryId } });
      expect(failed.status).toBe(503);
      expect(failed.headers.get('retry-after')).toBeTruthy();
      expect(update).toHaveBeenCalledTimes(1);
    } finally {
      update.mockRestore();
    }
    const retried = await app.call('POST', '/api/v1/query/verify-otp', { json: { otp: mail.code, queryId } });
    expect(retried.status).toBe(200);
    expect((await app.payload.findByID({ collection: 'queries', id: queryId })).isVerified).toBe(true);
  });

  it('answers 503 and stores nothing when Redis is down, and recovers when it is back', async () => {
    const before = (await app.payload.count({ collection: 'queries' })).totalDocs;
    await redis.stop();
    const res = await submit('down@example.com');
    expect(res.status).toBe(503);
    expect(res.body.success).toBe(false);
    expect(res.headers.get('retry-after')).toBeTruthy();
    expect((await app.payload.count({ collection: 'queries' })).totalDocs).toBe(before);
    expect((await app.call('GET', '/api/v1/health')).status).toBe(503);

    redis = await startRedis({ port: redis.port });
    await expect.poll(async () => (await app.call('GET', '/api/v1/health')).status, { timeout: 15_000, interval: 200 }).toBe(200);
    expect((await submit('back@example.com')).status).toBe(201);
    await smtp.waitFor((m) => m.to === 'back@example.com', 20_000);
  });

  it('never answered with a 5xx other than the deliberate 503s', () => {
    expect(app.statuses.filter((s) => s >= 500 && s !== 503)).toEqual([]);
  });
});
