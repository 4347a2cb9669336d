import type { Redis } from 'ioredis';

import { limits } from '@agency/contract';

import { codeDigest, emailKey, generateCode } from './crypto';

export interface OtpPolicy {
  ttlSeconds: number;
  cooldownSeconds: number;
  triesPerCode: number;
  failsPerQueryPerHour: number;
  sendsPerEmail: number;
  sendsWindowSeconds: number;
}

/** OWASP ASVS / NIST 800-63B / Twilio Verify figures of ARCHITECTURE.md. */
export const defaultPolicy: OtpPolicy = {
  ttlSeconds: 10 * 60,
  cooldownSeconds: limits.resendCooldownSeconds,
  triesPerCode: 5,
  failsPerQueryPerHour: 10,
  sendsPerEmail: 5,
  sendsWindowSeconds: 10 * 60,
};

export type IssueResult =
  | { ok: true; code: string; version: number; expiresAt: number }
  | { ok: false; reason: 'cooldown' | 'send-cap'; retryAfterSeconds: number };

export type VerifyResult =
  | { ok: true }
  | { ok: false; reason: 'wrong'; triesLeft: number }
  | { ok: false; reason: 'exhausted' }
  | { ok: false; reason: 'expired' }
  | { ok: false; reason: 'locked'; retryAfterSeconds: number };

// Cooldown and send cap checked, then the digest stored, all in one step so
// concurrent requests cannot both pass. The per-query failure count is not touched:
// a new code does not reset it (NIST SP 800-63B).
const issueScript = `
local cooldown = redis.call('PTTL', KEYS[2])
if cooldown > 0 then return {'cooldown', cooldown} end
local sends = tonumber(redis.call('GET', KEYS[3]) or '0')
if sends >= tonumber(ARGV[5]) then return {'send-cap', redis.call('PTTL', KEYS[3])} end
local version = redis.call('HINCRBY', KEYS[1], 'version', 1)
redis.call('HSET', KEYS[1], 'digest', ARGV[1], 'tries', 0, 'expiresAt', ARGV[2])
redis.call('PEXPIRE', KEYS[1], ARGV[3])
if tonumber(ARGV[4]) > 0 then redis.call('SET', KEYS[2], '1', 'PX', ARGV[4]) end
if redis.call('INCR', KEYS[3]) == 1 then redis.call('PEXPIRE', KEYS[3], ARGV[6]) end
return {'ok', version}`;

// Compares digests (never codes) and counts the failure in the same step, so two
// concurrent guesses cannot both use the last try.
const verifyScript = `
local fails = tonumber(redis.call('GET', KEYS[2]) or '0')
if fails >= tonumber(ARGV[3]) then return {'locked', redis.call('PTTL', KEYS[2])} end
local digest = redis.call('HGET', KEYS[1], 'digest')
if not digest then return {'expired', 0} end
local tries = tonumber(redis.call('HGET', KEYS[1], 'tries') or '0')
if tries >= tonumber(ARGV[2]) then return {'exhausted', 0} end
if digest == ARGV[1] then
  redis.call('HDEL', KEYS[1], 'digest', 'tries', 'expiresAt')
  return {'ok', 0}
end
redis.call('HINCRBY', KEYS[1], 'tries', 1)
if redis.call('INCR', KEYS[2]) == 1 then redis.call('PEXPIRE', KEYS[2], ARGV[4]) end
return {'wrong', tonumber(ARGV[2]) - tries - 1}`;

/** One-time codes of support queries, kept in Redis and shared by every app instance. */
export class OtpStore {
  constructor(
    private readonly redis: Redis,
    private readonly secret: string,
    private readonly prefix: string,
    readonly policy: OtpPolicy = defaultPolicy,
  ) {}

  private keys(queryId: string) {
    return {
      code: `${this.prefix}:otp:code:${queryId}`,
      cooldown: `${this.prefix}:otp:cooldown:${queryId}`,
      fails: `${this.prefix}:otp:fails:${queryId}`,
    };
  }

  /** A new code for the query (the previous one stops working), unless a limit says wait. */
  async issue(queryId: string, email: string): Promise<IssueResult> {
    const code = generateCode();
    const keys = this.keys(queryId);
    const expiresAt = Date.now() + this.policy.ttlSeconds * 1000;
    const [status, value] = (await this.redis.eval(
      issueScript,
      3,
      keys.code,
      keys.cooldown,
      `${this.prefix}:otp:sends:${emailKey(this.secret, email)}`,
      codeDigest(this.secret, queryId, code),
      String(expiresAt),
      String(this.policy.ttlSeconds * 1000),
      String(Math.round(this.policy.cooldownSeconds * 1000)),
      String(this.policy.sendsPerEmail),
      String(this.policy.sendsWindowSeconds * 1000),
    )) as [string, number];
    if (status === 'ok') return { ok: true, code, version: value, expiresAt };
    return { ok: false, reason: status as 'cooldown' | 'send-cap', retryAfterSeconds: Math.max(1, Math.ceil(value / 1000)) };
  }

  async verify(queryId: string, code: string): Promise<VerifyResult> {
    const keys = this.keys(queryId);
    const [status, value] = (await this.redis.eval(
      verifyScript,
      2,
      keys.code,
      keys.fails,
      codeDigest(this.secret, queryId, code),
      String(this.policy.triesPerCode),
      String(this.policy.failsPerQueryPerHour),
      String(60 * 60 * 1000),
    )) as [string, number];
    if (status === 'ok') return { ok: true };
    if (status === 'wrong') return { ok: false, reason: 'wrong', triesLeft: value };
    if (status === 'locked') return { ok: false, reason: 'locked', retryAfterSeconds: Math.max(1, Math.ceil(value / 1000)) };
    return status === 'exhausted' ? { ok: false, reason: 'exhausted' } : { ok: false, reason: 'expired' };
  }

  /** The version of the query's current code, if one is still valid (the worker skips superseded mails). */
  async currentVersion(queryId: string): Promise<number | undefined> {
    const [digest, version] = await this.redis.hmget(this.keys(queryId).code, 'digest', 'version');
    return digest && version ? Number(version) : undefined;
  }

  /** Forgets everything about a query (verified or deleted). */
  async forget(queryId: string): Promise<void> {
    const keys = this.keys(queryId);
    await this.redis.del(keys.code, keys.cooldown, keys.fails);
  }
}
