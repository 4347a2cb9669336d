import { randomUUID } from 'node:crypto';

import type { Redis } from '@agency/server-kit/redis';

// Renews or deletes the key only while it is still this holder's.
const renewScript = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('PEXPIRE', KEYS[1], ARGV[2]) end return 0`;
const releaseScript = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0`;

export interface LeaseOptions {
  /** The lease lapses this long after its holder stops renewing it (it died, or Redis went away). */
  leaseMs?: number;
  /** How long to wait for the holder before giving up; 0 takes the lease only if it is free. */
  waitMs?: number;
  pollMs?: number;
  /** How long to wait for a Redis that is not connected yet. */
  readyWithinMs?: number;
}

/**
 * The app's one lease: a Redis key that one holder at a time owns, renewed while its work runs
 * and lapsing if the holder dies, so a crashed instance never blocks the others for long. Used
 * where instances must not do one thing at once: migrating and seeding an empty database
 * (start.ts), running Payload's due jobs (scheduled-publish.ts).
 *
 * Waits up to `waitMs` for the lease, runs `work` and hands the lease on; throws if it stays held.
 */
export async function whileHolding<T>(redis: Redis, key: string, work: () => Promise<T>, options: LeaseOptions = {}): Promise<T> {
  const { waitMs = 10 * 60_000 } = options;
  const held = await holding(redis, key, work, { ...options, waitMs });
  if (!held.ran) throw new Error(`${key} is still held after ${waitMs / 1000} s`);
  return held.value;
}

/** Runs `work` only if the lease is free now; `{ ran: false }` when another holder has it. */
export function ifFree<T>(redis: Redis, key: string, work: () => Promise<T>, options: Omit<LeaseOptions, 'waitMs'> = {}) {
  return holding(redis, key, work, { ...options, waitMs: 0 });
}

async function holding<T>(
  redis: Redis,
  key: string,
  work: () => Promise<T>,
  { leaseMs = 30_000, waitMs = 0, readyWithinMs = 30_000, pollMs = 250 }: LeaseOptions,
): Promise<{ ran: true; value: T } | { ran: false }> {
  if (redis.status !== 'ready') await untilReady(redis, key, readyWithinMs);
  const token = randomUUID();
  const deadline = Date.now() + waitMs;
  const take = () =>
    redis.set(key, token, 'PX', leaseMs, 'NX').catch((error: unknown) => {
      letGo(redis, key, token, leaseMs);
      throw error;
    });
  while ((await take()) !== 'OK') {
    if (Date.now() >= deadline) return { ran: false };
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  const renew = setInterval(() => void redis.eval(renewScript, 1, key, token, String(leaseMs)).catch(() => undefined), leaseMs / 3);
  try {
    return { ran: true, value: await work() };
  } finally {
    clearInterval(renew);
    await redis.eval(releaseScript, 1, key, token).catch(() => letGo(redis, key, token, leaseMs));
  }
}

/**
 * A take or a release that failed may still run: a stalled Redis executes the commands in its
 * socket when it resumes, after the client gave up on them. Until the lease would lapse anyway,
 * this deletes the key whenever it holds this token, so nobody waits out a lease that no one holds.
 */
function letGo(redis: Redis, key: string, token: string, leaseMs: number): void {
  const until = Date.now() + leaseMs;
  const attempt = async () => {
    const released = await redis.eval(releaseScript, 1, key, token).catch(() => 0);
    if (released !== 1 && Date.now() + 250 < until) setTimeout(() => void attempt(), 250).unref();
  };
  void attempt();
}

/**
 * Waits for the client's 'ready'. The deadline timer is deliberately NOT unref'd: between ioredis
 * reconnect attempts no socket holds the event loop, and an unref'd timer let Node exit with code 13
 * ("unsettled top-level await") instead of waiting or failing with a message.
 */
async function untilReady(redis: Redis, key: string, withinMs: number): Promise<void> {
  // Not events.once: that rejects on the first 'error', and a refused connection is expected here.
  let onReady: (() => void) | undefined;
  let timer: NodeJS.Timeout | undefined;
  try {
    await new Promise<void>((resolve, reject) => {
      onReady = resolve;
      redis.once('ready', onReady);
      timer = setTimeout(
        () => reject(new Error(`Redis is not reachable after ${withinMs / 1000} s: cannot take the lease ${key}`)),
        withinMs,
      );
    });
  } finally {
    clearTimeout(timer);
    if (onReady) redis.off('ready', onReady);
  }
}
