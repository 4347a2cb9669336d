import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { seal, unseal } from './crypto';
import { defaultPolicy, OtpStore } from './otp-store';

let redis: Redis;
let other: Redis;
const prefix = `otp-test-${process.pid}`;
const secret = 'test-secret';
let n = 0;
const newQuery = () => `query-${Date.now()}-${n++}`;

beforeAll(() => {
  redis = new Redis(inject('redisUrl'));
  other = new Redis(inject('redisUrl'));
});
afterAll(async () => {
  const keys = await redis.keys(`${prefix}:*`);
  if (keys.length) await redis.del(...keys);
  redis.disconnect();
  other.disconnect();
});

const noCooldown = { ...defaultPolicy, cooldownSeconds: 0, sendsPerEmail: 100 };

describe('OtpStore', () => {
  it('verifies a code case-insensitively through another connection (another app instance) until it is forgotten', async () => {
    const store = new OtpStore(redis, secret, prefix);
    const elsewhere = new OtpStore(other, secret, prefix);
    const id = newQuery();
    const issued = await store.issue(id, 'a@example.com');
    if (!issued.ok) throw new Error('not issued');
    expect(issued.code).toMatch(/^[A-Z0-9]{6}$/);
    expect(await elsewhere.verify(id, issued.code.toLowerCase())).toEqual({ ok: true });
    await elsewhere.forget(id);
    expect(await elsewhere.verify(id, issued.code)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses the 6th try even with the right code', async () => {
    const store = new OtpStore(redis, secret, prefix);
    const id = newQuery();
    const issued = await store.issue(id, 'b@example.com');
    if (!issued.ok) throw new Error('not issued');
    const wrong = issued.code === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA';
    const left = [];
    for (let i = 0; i < 5; i++) {
      const result = await store.verify(id, wrong);
      left.push(result.ok === false && result.reason === 'wrong' ? result.triesLeft : -1);
    }
    expect(left).toEqual([4, 3, 2, 1, 0]);
    expect(await store.verify(id, issued.code)).toEqual({ ok: false, reason: 'exhausted' });
  });

  it('does not reset the failure count on resend: 10 failures an hour lock the query', async () => {
    const store = new OtpStore(redis, secret, prefix, noCooldown);
    const id = newQuery();
    for (let round = 0; round < 2; round++) {
      const issued = await store.issue(id, 'c@example.com');
      if (!issued.ok) throw new Error('not issued');
      for (let i = 0; i < 5; i++) await store.verify(id, issued.code === 'ZZZZZZ' ? 'YYYYYY' : 'ZZZZZZ');
    }
    const fresh = await store.issue(id, 'c@example.com');
    if (!fresh.ok) throw new Error('not issued');
    const result = await store.verify(id, fresh.code);
    expect(result).toMatchObject({ ok: false, reason: 'locked' });
    expect(result.ok === false && result.reason === 'locked' && result.retryAfterSeconds).toBeGreaterThan(3500);
  });

  it('lets only the newest code work', async () => {
    const store = new OtpStore(redis, secret, prefix, noCooldown);
    const id = newQuery();
    const first = await store.issue(id, 'd@example.com');
    const second = await store.issue(id, 'd@example.com');
    if (!first.ok || !second.ok) throw new Error('not issued');
    expect(second.codeId).not.toBe(first.codeId);
    if (first.code !== second.code) expect((await store.verify(id, first.code)).ok).toBe(false);
    expect(await store.verify(id, second.code)).toEqual({ ok: true });
  });

  it('expires codes after their life', async () => {
    const store = new OtpStore(redis, secret, prefix, { ...defaultPolicy, ttlSeconds: 0.2 });
    const id = newQuery();
    const issued = await store.issue(id, 'e@example.com');
    if (!issued.ok) throw new Error('not issued');
    await expect.poll(() => store.currentCodeId(id), { timeout: 5000, interval: 50 }).toBeUndefined();
    expect(await store.verify(id, issued.code)).toEqual({ ok: false, reason: 'expired' });
  });

  it('gives the code issued after an expired one an id of its own, so its mail is not taken for the old one', async () => {
    const store = new OtpStore(redis, secret, prefix, { ...noCooldown, ttlSeconds: 0.2 });
    const id = newQuery();
    const first = await store.issue(id, 'g@example.com');
    if (!first.ok) throw new Error('not issued');
    await expect.poll(() => store.currentCodeId(id), { timeout: 5000, interval: 50 }).toBeUndefined();
    const second = await store.issue(id, 'g@example.com');
    if (!second.ok) throw new Error('not issued');
    expect(second.codeId).toEqual(expect.any(String));
    expect(second.codeId).not.toBe(first.codeId);
    expect(await store.currentCodeId(id)).toBe(second.codeId);
  });

  it('stops issuing codes to anyone once the hourly send budget is spent', async () => {
    const store = new OtpStore(redis, secret, `${prefix}:budget`, { ...noCooldown, sendsPerHour: 3 });
    const ids = [newQuery(), newQuery(), newQuery(), newQuery()];
    const results = [];
    for (const [i, id] of ids.entries()) results.push(await store.issue(id, `budget${i}@example.com`));
    expect(results.map((r) => r.ok)).toEqual([true, true, true, false]);
    expect(results[3]).toMatchObject({ ok: false, reason: 'budget' });
    expect(results[3]!.ok === false && results[3]!.retryAfterSeconds).toBeGreaterThan(3500);
    expect(await store.currentCodeId(ids[3]!)).toBeUndefined();
    expect(await store.issue(ids[0]!, 'budget0@example.com')).toMatchObject({ ok: false, reason: 'budget' });
  });

  it('enforces the 60-second cooldown and the per-address send cap', async () => {
    const store = new OtpStore(redis, secret, prefix);
    const id = newQuery();
    expect((await store.issue(id, 'f@example.com')).ok).toBe(true);
    const again = await store.issue(id, 'f@example.com');
    expect(again).toMatchObject({ ok: false, reason: 'cooldown' });
    expect(again.ok === false && again.retryAfterSeconds).toBeGreaterThanOrEqual(59);

    const capped = new OtpStore(redis, secret, prefix, { ...defaultPolicy, cooldownSeconds: 0 });
    const results = [];
    for (let i = 0; i < 6; i++) results.push((await capped.issue(newQuery(), 'Cap@Example.com')).ok);
    expect(results).toEqual([true, true, true, true, true, false]);
    expect(await capped.issue(newQuery(), 'cap@example.com')).toMatchObject({ ok: false, reason: 'send-cap' });
  });

  it('keeps no plaintext code anywhere in Redis', async () => {
    const store = new OtpStore(redis, secret, prefix, noCooldown);
    const codes: string[] = [];
    for (let i = 0; i < 20; i++) {
      const issued = await store.issue(newQuery(), `scan${i}@example.com`);
      if (issued.ok) codes.push(issued.code);
    }
    const dump: string[] = [];
    for (const key of await redis.keys(`${prefix}:*`)) {
      const type = await redis.type(key);
      dump.push(key, type === 'hash' ? JSON.stringify(await redis.hgetall(key)) : type === 'string' ? ((await redis.get(key)) ?? '') : '');
    }
    const text = dump.join('\n').toUpperCase();
    for (const code of codes) expect(text).not.toContain(code);
  });

  it('seals codes for job data and refuses to open them with another secret', () => {
    const sealed = seal(secret, 'ABC123');
    expect(sealed).not.toContain('ABC123');
    expect(unseal(secret, sealed)).toBe('ABC123');
    expect(() => unseal('other-secret', sealed)).toThrow();
  });
});
