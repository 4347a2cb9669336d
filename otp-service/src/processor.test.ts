import { Queue, UnrecoverableError, Worker, type Job } from 'bullmq';
import { Redis } from 'ioredis';
import type { Transporter } from 'nodemailer';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';

import { seal } from './crypto';
import { OtpStore } from './otp-store';
import { cappedExponential, createProcessor } from './processor';
import { enqueueOtpMail, mailQueueName, type OtpMailJob } from './queue';

const prefix = `processor-test-${process.pid}`;
const secret = 'test-secret';
/** Whoever asks, with a proof of work shown: these tests are about the codes, not the gate. */
const asker = { network: 'test', proven: true };
let redis: Redis;
let store: OtpStore;
let n = 0;

beforeAll(() => {
  redis = new Redis(inject('redisUrl'), { maxRetriesPerRequest: null });
  store = new OtpStore(redis, secret, prefix);
});
afterAll(async () => {
  const keys = await redis.keys(`${prefix}:*`);
  if (keys.length) await redis.del(...keys);
  redis.disconnect();
});

/** nodemailer's errors carry `code` and, when the server answered, `responseCode`. */
const smtpError = (message: string, fields: { code: string; responseCode?: number }) => Object.assign(new Error(message), fields);

const processorFailingWith = (error: Error) =>
  createProcessor({
    transport: { sendMail: vi.fn().mockRejectedValue(error) } as unknown as Transporter,
    store,
    redis,
    secret,
    prefix,
    from: 'Cutroom Studio <no-reply@example.com>',
    brand: 'Cutroom Studio',
    replyDomain: 'example.com',
  });

/** A freshly issued code and the mail that carries it, as the API queues it. */
async function issueMail() {
  const queryId = `query-${Date.now()}-${n++}`;
  const issued = await store.issue(queryId, `visitor${n}@example.com`, asker);
  if (!issued.ok) throw new Error('not issued');
  const { ok: _ok, ...rest } = issued;
  return { queryId, to: `visitor${n}@example.com`, name: 'Ada Visitor', ...rest };
}

async function mailJob(): Promise<Job<OtpMailJob>> {
  const { code, ...input } = await issueMail();
  return { id: `${input.queryId}-job`, attemptsMade: 0, data: { ...input, sealedCode: seal(secret, code) } } as unknown as Job<OtpMailJob>;
}

describe('the mail processor', () => {
  it.each([
    [
      'authentication refused',
      smtpError('Invalid login: 535 5.7.8 Authentication credentials invalid', { code: 'EAUTH', responseCode: 535 }),
    ],
    [
      'authentication required',
      smtpError('Mail command failed: 530 5.7.0 Authentication required', { code: 'EENVELOPE', responseCode: 530 }),
    ],
    ['unknown host', smtpError('getaddrinfo ENOTFOUND smtp.nowhere.invalid', { code: 'EDNS' })],
    [
      'recipient rejected',
      smtpError("Can't send mail - all recipients were rejected: 550 5.1.1 No such user", { code: 'EENVELOPE', responseCode: 550 }),
    ],
  ])('gives up at once on a permanent fault: %s', async (_what, error) => {
    const attempt = processorFailingWith(error)(await mailJob());
    await expect(attempt).rejects.toBeInstanceOf(UnrecoverableError);
    await expect(attempt).rejects.toThrow(error.message);
  });

  it.each([
    ['connection refused', smtpError('connect ECONNREFUSED 127.0.0.1:1025', { code: 'ECONNECTION' })],
    ['timeout', smtpError('Greeting never received', { code: 'ETIMEDOUT' })],
    ['temporary rejection', smtpError('Mail command failed: 451 4.3.0 Try again later', { code: 'EENVELOPE', responseCode: 451 })],
    ['DNS server unreachable', smtpError('getaddrinfo EAI_AGAIN smtp.example.com', { code: 'EDNS' })],
  ])('keeps retrying a transient fault: %s', async (_what, error) => {
    const attempt = processorFailingWith(error)(await mailJob());
    await expect(attempt).rejects.toThrow(error.message);
    await expect(attempt).rejects.not.toBeInstanceOf(UnrecoverableError);
  });

  it('fails the job once, with the reason recorded, when SMTP refuses the credentials', async () => {
    const queue = new Queue<OtpMailJob>(mailQueueName, { connection: redis, prefix: `${prefix}:bull` });
    const worker = new Worker<OtpMailJob>(
      mailQueueName,
      processorFailingWith(smtpError('Invalid login: 535 5.7.8 Authentication credentials invalid', { code: 'EAUTH', responseCode: 535 })),
      { connection: redis, prefix: `${prefix}:bull`, settings: { backoffStrategy: cappedExponential } },
    );
    try {
      const failed = new Promise<Job<OtpMailJob>>((resolve) => worker.once('failed', (job) => resolve(job!)));
      await enqueueOtpMail(queue, secret, await issueMail());
      const job = await failed;
      expect(await job.getState()).toBe('failed');
      expect(job.attemptsMade).toBe(1);
      expect(job.failedReason).toMatch(/535/);
      expect(await queue.getJobCounts('failed')).toEqual({ failed: 1 });
    } finally {
      await worker.close();
      await queue.close();
    }
  });
});
