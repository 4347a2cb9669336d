import type { Request, RequestHandler } from 'express';

import { tooManyRequestsMessage } from '@agency/contract';
import { logger } from '@agency/server-kit/logger';
import type { Redis } from '@agency/server-kit/redis';

import { ApiError, unavailable } from './errors';
import { addressKey } from '../lib/client-address';

export interface RateLimitRule {
  name: string;
  max: number;
  windowSeconds: number;
  /** What a request counts against: its address (IPv6 by /64) unless told otherwise. */
  key?: (req: Request) => string;
  /** Redis down: refuse (503) where the route needs Redis anyway, else let it through. */
  failClosed?: boolean;
}

// INCR and set the window on the first hit, atomically; returns [count, ttl in ms].
const script = `local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {n, redis.call('PTTL', KEYS[1])}`;

// Gives a request back to its window, if the window still stands.
const refund = `if redis.call('EXISTS', KEYS[1]) == 1 then return redis.call('DECR', KEYS[1]) end
return 0`;

/**
 * Fixed-window counters in Redis, shared by every app instance. A request the server failed
 * (5xx: a dependency down) is given back, so retrying through an outage costs the visitor nothing.
 */
export function rateLimit(redis: Redis, prefix: string, rule: RateLimitRule): RequestHandler {
  return async (req, res, next) => {
    const who = rule.key?.(req) ?? addressKey(req.ip);
    const key = `${prefix}:rl:${rule.name}:${who}`;
    let count: number;
    let ttlMs: number;
    try {
      [count, ttlMs] = (await redis.eval(script, 1, key, String(rule.windowSeconds * 1000))) as [number, number];
    } catch (error) {
      if (rule.failClosed) return next(unavailable());
      logger.warn({ err: error, rule: rule.name }, 'rate limit skipped: redis unavailable');
      return next();
    }
    res.setHeader('RateLimit-Limit', rule.max);
    res.setHeader('RateLimit-Remaining', Math.max(0, rule.max - count));
    if (count > rule.max) {
      const seconds = Math.max(1, Math.ceil(ttlMs / 1000));
      return next(new ApiError(429, tooManyRequestsMessage(seconds), undefined, { 'Retry-After': String(seconds) }));
    }
    res.once('finish', () => {
      if (res.statusCode >= 500) redis.eval(refund, 1, key).catch(() => undefined);
    });
    next();
  };
}
