import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { logger } from '@agency/server-kit/logger';

import { parseWorkerEnv } from './config/env';
import type { Delivery } from './deliveries';
import { createOtp, type Otp } from './otp';
import { queryOfAddress } from './reply-address';
import { SmtpCapture } from './testing/smtp-capture';
import { startWorker } from './worker';

const prefix = `outbox-test-${process.pid}`;
const secret = 'outbox-test-secret';
let redis: Redis;
let otp: Otp;
let smtp: SmtpCapture;
let dataDir: string;
let n = 0;

const queryId = () => `query-${Date.now()}-${n++}`;
const workerEnv = () =>
  parseWorkerEnv({
    REDIS_URL: inject('redisUrl'),
    REDIS_PREFIX: prefix,
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    SMTP_URL: smtp.url,
    OTP_SECRET: secret,
    PAYLOAD_SECRET: 'p',
  });

/** Polls the delivery until it is in `state`. */
async function settled(id: string, state: Delivery['state']): Promise<Delivery> {
  let delivery: Delivery | undefined;
  await expect
    .poll(
      async () => {
        delivery = (await otp.allDeliveries({ page: 1, limit: 1000 })).deliveries.find((d) => d._id === id);
        return delivery?.state;
      },
      { timeout: 15_000, interval: 50 },
    )
    .toBe(state);
  return delivery!;
}

const reply = (id = queryId()) => ({
  queryId: id,
  to: `visitor-${n}@example.com`,
  name: 'Ada Visitor',
  message: 'Thanks for writing.\n\nWe can start on Monday.',
});

beforeAll(async () => {
  redis = new Redis(inject('redisUrl'));
  otp = createOtp({ redis, secret, prefix, log: logger.child({ name: 'outbox-test' }), policy: { cooldownSeconds: 0 } });
  smtp = await SmtpCapture.create();
  await smtp.listen();
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'outbox-test-'));
});
afterAll(async () => {
  await otp?.close();
  await smtp?.close();
  const keys = await redis.keys(`${prefix}:*`);
  if (keys.length) await redis.del(...keys);
  redis.disconnect();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('replies, staff notifications and deliveries', () => {
  // The Reply-To was the staff member's mailbox until the help-desk loop (issue 24): an answer now comes back to the query.
  it("mails a reply in the brand with Reply-To the query's signed reply address and a stable Message-ID, and records it sent", async () => {
    const worker = startWorker(workerEnv());
    try {
      const input = reply();
      const queued = await otp.sendReply(input);
      expect(queued).toMatchObject({
        queryId: input.queryId,
        kind: 'reply',
        state: 'queued',
        attempts: 0,
        to: input.to,
        lastError: null,
        sentAt: null,
      });
      const mail = await smtp.waitFor((m) => m.to === input.to);
      const replyTo = /^Reply-To:\s+(\S+)/m.exec(mail.raw)?.[1] ?? '';
      expect(replyTo).toMatch(/^reply\+[uox][0-9a-f]+-[0-9a-f]{20}@cutroomstudio\.com$/);
      expect(queryOfAddress(secret, replyTo, 'cutroomstudio.com')).toBe(input.queryId);
      expect(queryOfAddress('another secret', replyTo)).toBeUndefined();
      expect(mail.subject).toBe('Re: your Cutroom Studio support query');
      expect(mail.raw).toContain('We can start on Monday.');
      expect(mail.raw).toContain('The Cutroom Studio team</p>');
      expect(mail.raw).toContain('background:#f5f3ff');
      expect(mail.messageId).toBe(`<${queued._id}@otp.cutroom-studio>`);
      const sent = await settled(queued._id, 'sent');
      expect(sent).toMatchObject({ attempts: 1, lastError: null, sentAt: expect.any(String) });
      expect(await otp.deliveries(input.queryId)).toEqual([sent]);
      expect((await otp.allDeliveries({ state: 'sent', page: 1, limit: 100 })).deliveries.map((d) => d._id)).toContain(queued._id);
      expect((await otp.allDeliveries({ state: 'failed', page: 1, limit: 100 })).deliveries.map((d) => d._id)).not.toContain(queued._id);
      expect((await otp.allDeliveries({ state: 'sent', kind: 'reply', page: 1, limit: 100 })).deliveries.map((d) => d._id)).toContain(
        queued._id,
      );
      expect((await otp.allDeliveries({ kind: 'code', page: 1, limit: 100 })).deliveries.map((d) => d._id)).not.toContain(queued._id);
    } finally {
      await worker.close();
    }
  });

  it('tells staff once per query, with the query and its link', async () => {
    const worker = startWorker(workerEnv());
    try {
      const id = queryId();
      const notification = {
        queryId: id,
        to: ['one@example.com', 'two@example.com'],
        query: { name: 'Ada <Visitor>', email: 'ada@example.com', phone: '+1 555 010 2000', message: 'I need a trailer cut.' },
        link: `http://localhost:3000/dashboard/query/${id}`,
      };
      const first = await otp.notifyStaff(notification);
      const again = await otp.notifyStaff(notification);
      expect(again._id).toBe(first._id);
      const mail = await smtp.waitFor((m) => m.to === 'one@example.com,two@example.com');
      expect(mail.subject).toBe('New support query from Ada <Visitor>');
      for (const shown of ['ada@example.com', '+1 555 010 2000', 'I need a trailer cut.', notification.link, 'Ada &lt;Visitor&gt;'])
        expect(mail.raw).toContain(shown);
      await settled(first._id, 'sent');
      expect(await otp.deliveries(id)).toHaveLength(1);
      expect(smtp.mails.filter((m) => m.raw.includes(notification.link))).toHaveLength(1);
    } finally {
      await worker.close();
    }
  });

  it('records a refused mail as failed with the reason, and a retry sends it under the same delivery', async () => {
    const worker = startWorker(workerEnv());
    try {
      smtp.refuseRecipients = 550;
      const input = reply();
      const { _id } = await otp.sendReply(input);
      const failed = await settled(_id, 'failed');
      expect(failed).toMatchObject({ attempts: 1, sentAt: null, lastError: expect.stringMatching(/permanent SMTP failure.*550/) });
      expect((await otp.allDeliveries({ state: 'failed', page: 1, limit: 100 })).deliveries.map((d) => d._id)).toContain(_id);

      smtp.refuseRecipients = undefined;
      const retried = await otp.retry(_id);
      expect(retried).toMatchObject({ ok: true, delivery: { _id, state: 'queued' } });
      await smtp.waitFor((m) => m.to === input.to);
      expect(await settled(_id, 'sent')).toMatchObject({ attempts: 2 });
      expect(await otp.retry(_id)).toEqual({ ok: false, reason: 'not-failed' });
      expect(await otp.retry('no-such-delivery')).toEqual({ ok: false, reason: 'not-found' });
      expect(smtp.mails.filter((m) => m.to === input.to)).toHaveLength(1);
    } finally {
      smtp.refuseRecipients = undefined;
      await worker.close();
    }
  });

  it('never sends a superseded code, not even when its delivery is retried', async () => {
    const to = { id: queryId(), email: `coded-${n}@example.com`, name: 'Ada Visitor' };
    expect(await otp.sendCode(to, { network: 'outbox-test' })).toEqual({ ok: true });
    expect(await otp.sendCode(to, { network: 'outbox-test' })).toEqual({ ok: true });
    const [newer, older] = await otp.deliveries(to.id);
    expect([older?.kind, newer?.kind]).toEqual(['code', 'code']);
    const worker = startWorker(workerEnv());
    try {
      await settled(newer!._id, 'sent');
      expect(await settled(older!._id, 'failed')).toMatchObject({ lastError: 'code superseded or expired', attempts: 1 });
      expect(await otp.retry(older!._id)).toMatchObject({ ok: true });
      await expect.poll(async () => (await otp.deliveries(to.id)).find((d) => d._id === older!._id)?.attempts, { timeout: 15_000 }).toBe(2);
      expect(await settled(older!._id, 'failed')).toMatchObject({ lastError: 'code superseded or expired' });
      expect(smtp.mails.filter((m) => m.to === to.email)).toHaveLength(1);
      const stats = await otp.mailStats({ from: new Date(Date.parse(older!.createdAt)), to: new Date(Date.now() + 1000) });
      expect(stats.codeMailLatencyMs.p50).toBeGreaterThanOrEqual(0);
      expect(stats.codeMailLatencyMs.p95).toBeGreaterThanOrEqual(stats.codeMailLatencyMs.p50!);
      expect(stats.failedDeliveries).toBeGreaterThanOrEqual(1);
      expect(await otp.mailStats({ from: new Date(0), to: new Date(1000) })).toEqual({
        codeMailLatencyMs: { p50: null, p95: null },
        failedDeliveries: 0,
      });
      expect(JSON.stringify(await otp.deliveries(to.id))).not.toContain(smtp.mails.find((m) => m.to === to.email)!.code);
    } finally {
      await worker.close();
    }
  });

  it('sends a mail once even when a restarted worker runs its job again', async () => {
    const input = reply();
    let worker = startWorker(workerEnv());
    const { _id } = await otp.sendReply(input);
    await smtp.waitFor((m) => m.to === input.to);
    await settled(_id, 'sent');
    await worker.close();
    // As after a crash between the send and the job's completion: the job is run again by a new worker.
    const job = await otp.mailQueue.getJob(_id);
    await job!.retry('completed');
    worker = startWorker(workerEnv());
    try {
      await expect.poll(async () => (await otp.mailQueue.getJob(_id))?.returnvalue, { timeout: 15_000 }).toBe('skipped');
      expect(smtp.mails.filter((m) => m.to === input.to)).toHaveLength(1);
      expect(await settled(_id, 'sent')).toMatchObject({ state: 'sent' });
    } finally {
      await worker.close();
    }
  });
});
