import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';

import { logger } from '@agency/server-kit/logger';

import { unseal } from './crypto';
import { createOtp } from './otp';
import { mailQueueName, type OtpMailJob } from './queue';

const prefix = `otp-facade-test-${process.pid}`;
const secret = 'test-secret';
let redis: Redis;
let queue: Queue<OtpMailJob>;
let n = 0;
const recipient = () => ({ id: `query-${Date.now()}-${n++}`, email: `visitor${n}@example.com`, name: 'Ada Visitor' });

beforeAll(() => {
  redis = new Redis(inject('redisUrl'));
  queue = new Queue<OtpMailJob>(mailQueueName, { connection: redis, prefix: `${prefix}:bull` });
});
afterAll(async () => {
  await queue.close();
  const keys = await redis.keys(`${prefix}:*`);
  if (keys.length) await redis.del(...keys);
  redis.disconnect();
});

const log = logger.child({ name: 'otp-test' });

describe('createOtp', () => {
  it('queues one mail per code, the code sealed, and verifies the code until it is forgotten', async () => {
    const otp = createOtp({ redis, secret, prefix, log, policy: { cooldownSeconds: 0 } });
    const to = recipient();
    expect(await otp.sendCode(to)).toEqual({ ok: true });
    const [job] = (await queue.getJobs(['waiting'])).filter((j) => j.data.queryId === to.id);
    expect(job?.data).toMatchObject({ to: to.email, name: to.name });
    const code = unseal(secret, job!.data.sealedCode);
    expect(JSON.stringify(job!.data)).not.toContain(code);

    expect(await otp.verify(to.id, code)).toEqual({ ok: true });
    await otp.forget(to.id);
    expect(await otp.verify(to.id, code)).toEqual({ ok: false, reason: 'expired' });
    expect((await otp.mailStatus()).queue).toMatchObject({ waiting: expect.any(Number) });
    await otp.close();
  });

  it('runs undo when a limit refuses the code, and answers with the wait', async () => {
    const otp = createOtp({ redis, secret, prefix, log, policy: { cooldownSeconds: 60 } });
    const to = recipient();
    const undo = vi.fn(async () => undefined);
    expect(await otp.sendCode(to, { undo })).toEqual({ ok: true });
    expect(undo).not.toHaveBeenCalled();
    expect(await otp.sendCode(to, { undo })).toEqual({ ok: false, reason: 'cooldown', retryAfterSeconds: 60 });
    expect(undo).toHaveBeenCalledTimes(1);
    await otp.close();
  });

  it('runs undo and throws when Redis fails; forget only logs', async () => {
    const otp = createOtp({ redis, secret, prefix, log });
    const down = new Error('Connection is closed.');
    const evalSpy = vi.spyOn(redis, 'eval').mockRejectedValueOnce(down);
    const delSpy = vi.spyOn(redis, 'del').mockRejectedValueOnce(down);
    const warn = vi.spyOn(log, 'warn').mockImplementation(() => undefined);
    const undo = vi.fn(async () => {
      throw new Error('the undo failed too');
    });
    try {
      await expect(otp.sendCode(recipient(), { undo })).rejects.toBe(down);
      expect(undo).toHaveBeenCalledTimes(1);
      await expect(otp.forget('query-gone')).resolves.toBeUndefined();
      expect(warn).toHaveBeenCalledTimes(2);
    } finally {
      evalSpy.mockRestore();
      delSpy.mockRestore();
      warn.mockRestore();
      await otp.close();
    }
  });
});
