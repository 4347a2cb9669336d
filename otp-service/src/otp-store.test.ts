import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { seal, unseal } from './crypto';
import { defaultPolicy, OtpStore } from './otp-store';

let redis: Redis;
let other: Redis;
const prefix = `otp-test-${process.pid}`;
const secret = 'test-secret';
/** Whoever asks, with a proof of work shown: these tests are about the codes, not the gate. */
const asker = { network: 'test', proven: true };
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
    const issued = await store.issue(id, 'a@example.com', asker);
    if (!issued.ok) throw new Error('not issued');
    expect(issued.code).toMatch(/^[A-Z0-9]{6}$/);
    expect(await elsewhere.verify(id, issued.code.toLowerCase())).toEqual({ ok: true });
    await elsewhere.forget(id);
    expect(await elsewhere.verify(id, issued.code)).toEqual({ ok: false, reason: 'expired' });
  });

  it("draws codes from Crockford's alphabet and accepts its look-alikes typed: O as 0, I and L as 1, in any case", async () => {
    const store = new OtpStore(redis, secret, prefix, noCooldown);
    const drawn = new Set<string>();
    for (let i = 0; i < 40; i++) {
      const issued = await store.issue(newQuery(), `crockford${i}@example.com`, asker);
      if (!issued.ok) throw new Error('not issued');
      expect(issued.code).toMatch(/^[0-9A-HJKMNP-TV-Z]{6}$/);
      for (const character of issued.code) drawn.add(character);
    }
    expect(drawn.size).toBeGreaterThan(25);

    // A code with a 0 or a 1 in it (about one in three has one).
    let id = '';
    let issued;
    do {
      id = newQuery();
      issued = await store.issue(id, 'typed@example.com', asker);
      if (!issued.ok) throw new Error('not issued');
    } while (!/[01]/.test(issued.code));
    // Typed back the way people misread it: 0 as o, 1 as i or l, lower case.
    const typed = [...issued.code]
      .map((character, i) => (character === '0' ? 'o' : character === '1' ? 'il'[i % 2]! : character.toLowerCase()))
      .join('');
    expect(await store.verify(id, typed)).toEqual({ ok: true });
    expect(await store.verify(id, typed.toUpperCase())).toEqual({ ok: true });
  });

  it('refuses the 6th try even with the right code', async () => {
    const store = new OtpStore(redis, secret, prefix);
    const id = newQuery();
    const issued = await store.issue(id, 'b@example.com', asker);
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
      const issued = await store.issue(id, 'c@example.com', asker);
      if (!issued.ok) throw new Error('not issued');
      for (let i = 0; i < 5; i++) await store.verify(id, issued.code === 'ZZZZZZ' ? 'YYYYYY' : 'ZZZZZZ');
    }
    const fresh = await store.issue(id, 'c@example.com', asker);
    if (!fresh.ok) throw new Error('not issued');
    const result = await store.verify(id, fresh.code);
    expect(result).toMatchObject({ ok: false, reason: 'locked' });
    expect(result.ok === false && result.reason === 'locked' && result.retryAfterSeconds).toBeGreaterThan(3500);
  });

  it('lets only the newest code work', async () => {
    const store = new OtpStore(redis, secret, prefix, noCooldown);
    const id = newQuery();
    const first = await store.issue(id, 'd@example.com', asker);
    const second = await store.issue(id, 'd@example.com', asker);
    if (!first.ok || !second.ok) throw new Error('not issued');
    expect(second.codeId).not.toBe(first.codeId);
    if (first.code !== second.code) expect((await store.verify(id, first.code)).ok).toBe(false);
    expect(await store.verify(id, second.code)).toEqual({ ok: true });
  });

  it('expires codes after their life', async () => {
    const store = new OtpStore(redis, secret, prefix, { ...defaultPolicy, ttlSeconds: 0.2 });
    const id = newQuery();
    const issued = await store.issue(id, 'e@example.com', asker);
    if (!issued.ok) throw new Error('not issued');
    await expect.poll(() => store.currentCodeId(id), { timeout: 5000, interval: 50 }).toBeUndefined();
    expect(await store.verify(id, issued.code)).toEqual({ ok: false, reason: 'expired' });
  });

  it('gives the code issued after an expired one an id of its own, so its mail is not taken for the old one', async () => {
    const store = new OtpStore(redis, secret, prefix, { ...noCooldown, ttlSeconds: 0.2 });
    const id = newQuery();
    const first = await store.issue(id, 'g@example.com', asker);
    if (!first.ok) throw new Error('not issued');
    await expect.poll(() => store.currentCodeId(id), { timeout: 5000, interval: 50 }).toBeUndefined();
    const second = await store.issue(id, 'g@example.com', asker);
    if (!second.ok) throw new Error('not issued');
    expect(second.codeId).toEqual(expect.any(String));
    expect(second.codeId).not.toBe(first.codeId);
    expect(await store.currentCodeId(id)).toBe(second.codeId);
  });

  it('stops issuing codes to anyone once the hourly send budget is spent', async () => {
    const store = new OtpStore(redis, secret, `${prefix}:budget`, { ...noCooldown, sendsPerHour: 3 });
    const ids = [newQuery(), newQuery(), newQuery(), newQuery()];
    const results = [];
    for (const [i, id] of ids.entries()) results.push(await store.issue(id, `budget${i}@example.com`, asker));
    expect(results.map((r) => r.ok)).toEqual([true, true, true, false]);
    expect(results[3]).toMatchObject({ ok: false, reason: 'budget' });
    expect(results[3]).toMatchObject({ retryAfterSeconds: expect.toSatisfy((seconds: number) => seconds > 3500) });
    expect(await store.currentCodeId(ids[3]!)).toBeUndefined();
    expect(await store.issue(ids[0]!, 'budget0@example.com', asker)).toMatchObject({ ok: false, reason: 'budget' });
  });

  it('enforces the 60-second cooldown and the per-address send cap', async () => {
    const store = new OtpStore(redis, secret, prefix);
    const id = newQuery();
    expect((await store.issue(id, 'f@example.com', asker)).ok).toBe(true);
    const again = await store.issue(id, 'f@example.com', asker);
    expect(again).toMatchObject({ ok: false, reason: 'cooldown' });
    expect(again).toMatchObject({ retryAfterSeconds: expect.toSatisfy((seconds: number) => seconds >= 59) });

    const capped = new OtpStore(redis, secret, prefix, { ...defaultPolicy, cooldownSeconds: 0 });
    const results = [];
    for (let i = 0; i < 6; i++) results.push((await capped.issue(newQuery(), 'Cap@Example.com', asker)).ok);
    expect(results).toEqual([true, true, true, true, true, false]);
    expect(await capped.issue(newQuery(), 'cap@example.com', asker)).toMatchObject({ ok: false, reason: 'send-cap' });
  });

  it('keeps no plaintext code anywhere in Redis', async () => {
    const store = new OtpStore(redis, secret, prefix, noCooldown);
    const codes: string[] = [];
    for (let i = 0; i < 20; i++) {
      const issued = await store.issue(newQuery(), `scan${i}@example.com`, asker);
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
