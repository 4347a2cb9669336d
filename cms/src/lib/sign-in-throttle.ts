import { createHmac, pbkdf2 } from 'node:crypto';
import { promisify } from 'node:util';

import type { Redis } from 'ioredis';

/** The header Express sets (overwriting whatever a client sent) to tell Payload's hooks who is asking. */
export const clientAddressHeader = 'x-agency-client-address';

export interface ThrottleLimits {
  /** Failed sign-ins from one address, any account, per window. */
  failsPerAddress: number;
  /** Failed sign-ins to one account from one address, per window. */
  failsPerAccountAddress: number;
  /** Forgot-password, reset-password and refresh-token requests from one address, per window. */
  requestsPerAddress: Record<'forgotPassword' | 'resetPassword' | 'refresh', number>;
  windowSeconds: number;
}

export type ThrottleOutcome = { ok: true } | { ok: false; retryAfterSeconds: number } | { ok: false; unavailable: true };

// Refuses when either counter is at its limit; otherwise counts this attempt against both.
// A sign-in that then succeeds takes its attempt back (`succeeded`).
const attemptScript = `
for i = 1, #KEYS do
  local n = tonumber(redis.call('GET', KEYS[i]) or '0')
  if n >= tonumber(ARGV[i]) then return redis.call('PTTL', KEYS[i]) end
end
for i = 1, #KEYS do
  if redis.call('INCR', KEYS[i]) == 1 then redis.call('PEXPIRE', KEYS[i], ARGV[#KEYS + 1]) end
end
return 0`;

const successScript = `
redis.call('DEL', KEYS[2])
if tonumber(redis.call('GET', KEYS[1]) or '0') > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

const slowHash = promisify(pbkdf2);

/**
 * Sign-in throttling shared by every app instance through Redis: it slows down whoever
 * guesses (counted per source address, and per account from that address), never the
 * account itself, so the owner still signs in from elsewhere. Payload's own lockout is off.
 */
export class SignInThrottle {
  private redis: Redis | undefined;
  private prefix = 'agency';
  private secret = '';
  limits: ThrottleLimits = {
    failsPerAddress: 20,
    failsPerAccountAddress: 5,
    requestsPerAddress: { forgotPassword: 5, resetPassword: 10, refresh: 120 },
    windowSeconds: 15 * 60,
  };

  connect(redis: Redis, prefix: string, secret: string, limits: Partial<ThrottleLimits> = {}): void {
    this.redis = redis;
    this.prefix = prefix;
    this.secret = secret;
    this.limits = { ...this.limits, ...limits };
  }

  private accountKey(email: string, address: string): string {
    const digest = createHmac('sha256', this.secret).update(email.trim().toLowerCase()).digest('base64url').slice(0, 22);
    return `${this.prefix}:signin:account:${digest}:${address}`;
  }

  private async run(keys: string[], limits: number[]): Promise<ThrottleOutcome> {
    if (!this.redis) return { ok: true }; // not connected: scripts and seeding, no HTTP
    try {
      const ttl = (await this.redis.eval(attemptScript, keys.length, ...keys, ...limits.map(String), String(this.limits.windowSeconds * 1000))) as number;
      return ttl === 0 ? { ok: true } : { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(ttl / 1000)) };
    } catch {
      return { ok: false, unavailable: true };
    }
  }

  /** Before checking a password: may this address try this account now? */
  signInAttempt(email: string, address: string): Promise<ThrottleOutcome> {
    return this.run(
      [`${this.prefix}:signin:address:${address}`, this.accountKey(email, address)],
      [this.limits.failsPerAddress, this.limits.failsPerAccountAddress],
    );
  }

  /** The password was right: this attempt was not a failure. */
  async succeeded(email: string, address: string): Promise<void> {
    await this.redis
      ?.eval(successScript, 2, `${this.prefix}:signin:address:${address}`, this.accountKey(email, address))
      .catch(() => undefined);
  }

  /** Forgot-password, reset-password and refresh-token: plain request counts per address. */
  request(operation: keyof ThrottleLimits['requestsPerAddress'], address: string): Promise<ThrottleOutcome> {
    return this.run([`${this.prefix}:signin:${operation}:${address}`], [this.limits.requestsPerAddress[operation]]);
  }
}

/**
 * The process's throttle, connected by start.ts. The panel's sign-ins reach it through the users
 * collection's hooks: Payload keeps one instance per process, made from the server's config, so
 * Next's route handlers run the server's hooks (security suite: the panel's sign-ins are throttled).
 */
export const signInThrottle = new SignInThrottle();

/**
 * What checking a password costs Payload 3.90 (pbkdf2-sha256, 600,000 rounds, 32 bytes, its
 * `pbkdf2-sha256-v1` hashes): spent on e-mails that have no account, so the answer takes as
 * long as for a wrong password.
 */
export async function spendPasswordCheck(password: string): Promise<void> {
  await slowHash(password, 'no-account-has-this-salt', 600_000, 32, 'sha256');
}
