import { randomBytes } from 'node:crypto';

import type { Redis } from 'ioredis';

import { limits } from '@agency/contract';

import { codeDigest, domainKey, emailKey, generateCode } from './crypto';
import type { ProofPolicy } from './proof-of-work';

export interface OtpPolicy extends ProofPolicy {
  ttlSeconds: number;
  cooldownSeconds: number;
  triesPerCode: number;
  failsPerQueryPerHour: number;
  sendsPerEmail: number;
  sendsWindowSeconds: number;
  /** Code mails the whole site may send in an hour, to anyone; past half, a proof of work is asked for. */
  sendsPerHour: number;
  /** Code mails to one recipient domain in an hour; past half, a proof of work is asked for. */
  sendsPerDomainPerHour: number;
  /** Codes asked for from one network (an IPv4 address, an IPv6 /48) in an hour before a proof of work is. */
  proofAfterPerNetwork: number;
}

/** OWASP ASVS / NIST 800-63B / Twilio Verify figures of ARCHITECTURE.md. */
export const defaultPolicy: OtpPolicy = {
  ttlSeconds: 10 * 60,
  cooldownSeconds: limits.resendCooldownSeconds,
  triesPerCode: 5,
  failsPerQueryPerHour: 10,
  sendsPerEmail: 5,
  sendsWindowSeconds: 10 * 60,
  sendsPerHour: 500,
  sendsPerDomainPerHour: 200,
  proofAfterPerNetwork: 10,
  proofCost: 1000,
  proofCounterMax: 2000,
  proofTtlSeconds: 5 * 60,
};

/** Why no code went out: a wait (a limit) or a proof of work to show first. */
export type Refusal =
  { ok: false; reason: 'cooldown' | 'send-cap' | 'domain-cap' | 'budget'; retryAfterSeconds: number } | { ok: false; reason: 'challenge' };

/** Whom a code goes to and who asks for it: `network` is the client's (cms lib/client-address.ts), `proven` a proof of work accepted. */
export interface Asker {
  network: string;
  proven: boolean;
}

/** `codeId` names one issued code: random, so it never repeats for a query, even after the code expired. */
export type IssueResult = { ok: true; code: string; codeId: string; expiresAt: number } | Refusal;

export type VerifyResult =
  | { ok: true }
  | { ok: false; reason: 'wrong'; triesLeft: number }
  | { ok: false; reason: 'exhausted' }
  | { ok: false; reason: 'expired' }
  | { ok: false; reason: 'locked'; retryAfterSeconds: number };

// Cooldown, the recipient's send cap, the domain's and the site's hourly budgets, then the proof
// of work asked for under pressure (past half a budget, or a network asking often), then the
// digest stored and everything counted, all in one step so concurrent requests cannot all pass.
// A dry run (ARGV[13]) only answers whether a send would pass. The per-query failure count is
// not touched: a new code does not reset it (NIST SP 800-63B).
const issueScript = `
local dry = ARGV[13] == '1'
if not dry then
  local cooldown = redis.call('PTTL', KEYS[2])
  if cooldown > 0 then return {'cooldown', cooldown} end
end
local sends = tonumber(redis.call('GET', KEYS[3]) or '0')
if sends >= tonumber(ARGV[5]) then return {'send-cap', redis.call('PTTL', KEYS[3])} end
local domain = tonumber(redis.call('GET', KEYS[5]) or '0')
if domain >= tonumber(ARGV[10]) then return {'domain-cap', redis.call('PTTL', KEYS[5])} end
local spent = tonumber(redis.call('GET', KEYS[4]) or '0')
if spent >= tonumber(ARGV[8]) then return {'budget', redis.call('PTTL', KEYS[4])} end
if ARGV[12] ~= '1' then
  local network = tonumber(redis.call('GET', KEYS[6]) or '0')
  if spent * 2 >= tonumber(ARGV[8]) or domain * 2 >= tonumber(ARGV[10]) or network >= tonumber(ARGV[11]) then return {'challenge', 0} end
end
if dry then return {'ok', 0} end
redis.call('HSET', KEYS[1], 'digest', ARGV[1], 'id', ARGV[7], 'tries', 0, 'expiresAt', ARGV[2])
redis.call('PEXPIRE', KEYS[1], ARGV[3])
if tonumber(ARGV[4]) > 0 then redis.call('SET', KEYS[2], '1', 'PX', ARGV[4]) end
if redis.call('INCR', KEYS[3]) == 1 then redis.call('PEXPIRE', KEYS[3], ARGV[6]) end
for i = 4, 6 do
  if redis.call('INCR', KEYS[i]) == 1 then redis.call('PEXPIRE', KEYS[i], ARGV[9]) end
end
return {'ok', 0}`;

// Compares digests (never codes) and counts the failure in the same step, so two
// concurrent guesses cannot both use the last try. A match leaves the code in place:
// the caller forgets it once the query is marked verified, so a failed write wastes nothing.
const verifyScript = `
local fails = tonumber(redis.call('GET', KEYS[2]) or '0')
if fails >= tonumber(ARGV[3]) then return {'locked', redis.call('PTTL', KEYS[2])} end
local digest = redis.call('HGET', KEYS[1], 'digest')
if not digest then return {'expired', 0} end
local tries = tonumber(redis.call('HGET', KEYS[1], 'tries') or '0')
if tries >= tonumber(ARGV[2]) then return {'exhausted', 0} end
if digest == ARGV[1] then return {'ok', 0} end
redis.call('HINCRBY', KEYS[1], 'tries', 1)
if redis.call('INCR', KEYS[2]) == 1 then redis.call('PEXPIRE', KEYS[2], ARGV[4]) end
return {'wrong', tonumber(ARGV[2]) - tries - 1}`;

const hourMs = 60 * 60 * 1000;

/** One-time codes of support queries, kept in Redis and shared by every app instance. */
export class OtpStore {
  readonly policy: OtpPolicy;

  constructor(
    private readonly redis: Redis,
    private readonly secret: string,
    private readonly prefix: string,
    policy: Partial<OtpPolicy> = {},
  ) {
    this.policy = { ...defaultPolicy, ...policy };
  }

  private keys(queryId: string) {
    return {
      code: `${this.prefix}:otp:code:${queryId}`,
      cooldown: `${this.prefix}:otp:cooldown:${queryId}`,
      fails: `${this.prefix}:otp:fails:${queryId}`,
    };
  }

  /** A new code for the query (the previous one stops working), unless a limit says wait or a proof of work is wanted. */
  issue(queryId: string, email: string, asker: Asker): Promise<IssueResult> {
    return this.run(queryId, email, asker, false);
  }

  /** Whether a code for this address and asker would go out now; nothing is stored or counted. */
  async screen(email: string, asker: Asker): Promise<{ ok: true } | Refusal> {
    const result = await this.run('screen', email, asker, true);
    return result.ok ? { ok: true } : result;
  }

  private async run(queryId: string, email: string, asker: Asker, dry: boolean): Promise<IssueResult> {
    const code = generateCode();
    const codeId = randomBytes(12).toString('base64url');
    const keys = this.keys(queryId);
    const expiresAt = Date.now() + this.policy.ttlSeconds * 1000;
    const [status, value] = (await this.redis.eval(
      issueScript,
      6,
      keys.code,
      keys.cooldown,
      `${this.prefix}:otp:sends:${emailKey(this.secret, email)}`,
      `${this.prefix}:otp:budget`,
      `${this.prefix}:otp:domain:${domainKey(this.secret, email)}`,
      `${this.prefix}:otp:network:${asker.network}`,
      codeDigest(this.secret, queryId, code),
      String(expiresAt),
      String(this.policy.ttlSeconds * 1000),
      String(Math.round(this.policy.cooldownSeconds * 1000)),
      String(this.policy.sendsPerEmail),
      String(this.policy.sendsWindowSeconds * 1000),
      codeId,
      String(this.policy.sendsPerHour),
      String(hourMs),
      String(this.policy.sendsPerDomainPerHour),
      String(this.policy.proofAfterPerNetwork),
      asker.proven ? '1' : '0',
      dry ? '1' : '0',
    )) as [string, number];
    if (status === 'ok') return { ok: true, code, codeId, expiresAt };
    if (status === 'challenge') return { ok: false, reason: 'challenge' };
    return {
      ok: false,
      reason: status as 'cooldown' | 'send-cap' | 'domain-cap' | 'budget',
      retryAfterSeconds: Math.max(1, Math.ceil(value / 1000)),
    };
  }

  /** Checks a code; a right one stays valid until `forget`. */
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
      String(hourMs),
    )) as [string, number];
    if (status === 'ok') return { ok: true };
    if (status === 'wrong') return { ok: false, reason: 'wrong', triesLeft: value };
    if (status === 'locked') return { ok: false, reason: 'locked', retryAfterSeconds: Math.max(1, Math.ceil(value / 1000)) };
    return status === 'exhausted' ? { ok: false, reason: 'exhausted' } : { ok: false, reason: 'expired' };
  }

  /** The id of the query's current code, if one is still valid (the worker skips superseded mails). */
  async currentCodeId(queryId: string): Promise<string | undefined> {
    const [digest, id] = await this.redis.hmget(this.keys(queryId).code, 'digest', 'id');
    return digest && id ? id : undefined;
  }

  /** Forgets everything about a query (verified or deleted). */
  async forget(queryId: string): Promise<void> {
    const keys = this.keys(queryId);
    await this.redis.del(keys.code, keys.cooldown, keys.fails);
  }
}
