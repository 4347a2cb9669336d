import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';

import { altchaChallengeSchema, solveAltcha } from '@agency/contract';
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
/** A visitor in normal traffic: a network of its own, no proof of work. */
const visitor = { network: 'otp-test' };

describe('createOtp', () => {
  it('queues one mail per code, the code sealed, and verifies the code until it is forgotten', async () => {
    const otp = createOtp({ redis, secret, prefix, log, policy: { cooldownSeconds: 0 } });
    const to = recipient();
    expect(await otp.sendCode(to, visitor)).toEqual({ ok: true });
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
    expect(await otp.sendCode(to, visitor, { undo })).toEqual({ ok: true });
    expect(undo).not.toHaveBeenCalled();
    expect(await otp.sendCode(to, visitor, { undo })).toEqual({ ok: false, reason: 'cooldown', retryAfterSeconds: 60 });
    expect(undo).toHaveBeenCalledTimes(1);
    await otp.close();
  });

  it('asks for a proof of work past half a domain’s budget, and then sends to other domains without one', async () => {
    const otp = createOtp({ redis, secret, prefix: `${prefix}:domain`, log, policy: { sendsPerDomainPerHour: 4, proofCounterMax: 50 } });
    const at = (domain: string) => ({ id: `query-${n++}`, email: `someone${n}@${domain}`, name: 'Ada Visitor' });
    const flood = [];
    for (let i = 0; i < 6; i++) flood.push(await otp.sendCode(at('flood.example'), { network: `flood-${i}` }));
    expect(flood).toEqual([{ ok: true }, { ok: true }, ...Array(4).fill({ ok: false, reason: 'challenge' })]);
    expect(await otp.screen('someone@flood.example', { network: 'flood-9' })).toEqual({ ok: false, reason: 'challenge' });

    expect(await otp.screen('someone@other.example', visitor)).toEqual({ ok: true });
    expect(await otp.sendCode(at('other.example'), visitor)).toEqual({ ok: true });

    // A solved challenge gets one more code through, once; the domain's budget still ends it.
    const proof = await solveAltcha(altchaChallengeSchema.parse(await otp.challenge()));
    expect(await otp.sendCode(at('flood.example'), { network: 'flood-1', proof })).toEqual({ ok: true });
    expect(await otp.sendCode(at('flood.example'), { network: 'flood-1', proof })).toEqual({ ok: false, reason: 'challenge' });
    expect(await otp.sendCode(at('flood.example'), { network: 'flood-1', proof: 'bm90IGEgcHJvb2Y=' })).toEqual({
      ok: false,
      reason: 'challenge',
    });
    const another = await solveAltcha(altchaChallengeSchema.parse(await otp.challenge()));
    expect(await otp.sendCode(at('flood.example'), { network: 'flood-1', proof: another })).toEqual({ ok: true });
    const past = await solveAltcha(altchaChallengeSchema.parse(await otp.challenge()));
    expect(await otp.sendCode(at('flood.example'), { network: 'flood-1', proof: past })).toMatchObject({ ok: false, reason: 'domain-cap' });
    await otp.close();
  });

  it('asks for a proof of work past half the site’s hourly budget, and from a network that asks often', async () => {
    const busy = createOtp({ redis, secret, prefix: `${prefix}:site`, log, policy: { sendsPerHour: 4 } });
    const results = [];
    for (let i = 0; i < 3; i++) results.push(await busy.sendCode(recipient(), { network: `site-${i}` }));
    expect(results).toEqual([{ ok: true }, { ok: true }, { ok: false, reason: 'challenge' }]);
    await busy.close();

    const often = createOtp({ redis, secret, prefix: `${prefix}:network`, log, policy: { proofAfterPerNetwork: 3 } });
    const fromOne = [];
    for (let i = 0; i < 4; i++) fromOne.push((await often.sendCode(recipient(), { network: '2001:db8:1::/48' })).ok);
    expect(fromOne).toEqual([true, true, true, false]);
    expect(await often.sendCode(recipient(), { network: '2001:db8:2::/48' })).toEqual({ ok: true });
    await often.close();
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
      await expect(otp.sendCode(recipient(), visitor, { undo })).rejects.toBe(down);
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
