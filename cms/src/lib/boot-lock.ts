import { randomUUID } from 'node:crypto';

import type { Redis } from '@agency/server-kit/redis';

// Deletes the lock only while it is still this holder's.
const releaseScript = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0`;
const renewScript = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('PEXPIRE', KEYS[1], ARGV[2]) end return 0`;

/**
 * Runs `work` while this process holds a lock in Redis. Instances that start together (compose
 * replicas, a rolling update) would otherwise migrate and seed the same empty database at once:
 * two CREATE TYPE statements, two copies of a seeded image. The lease is renewed while the work
 * runs and lapses if the holder dies, so a crashed instance never blocks the others for long.
 * Writes of one account's sessions take turns through it too (resources/users/session-turns.ts).
 */
export async function whileHolding<T>(redis: Redis, key: string, work: () => Promise<T>, { leaseMs = 30_000, waitMs = 10 * 60_000, readyWithinMs = 30_000, pollMs = 250 } = {}): Promise<T> {
  if (redis.status !== 'ready') await untilReady(redis, readyWithinMs);
  const token = randomUUID();
  const deadline = Date.now() + waitMs;
  while ((await redis.set(key, token, 'PX', leaseMs, 'NX')) !== 'OK') {
    if (Date.now() > deadline) throw new Error(`${key} is still held after ${waitMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  const renew = setInterval(() => void redis.eval(renewScript, 1, key, token, String(leaseMs)).catch(() => undefined), leaseMs / 3);
  try {
    return await work();
  } finally {
    clearInterval(renew);
    await redis.eval(releaseScript, 1, key, token).catch(() => undefined);
  }
}

/**
 * Waits for the client's 'ready'. The deadline timer is deliberately NOT unref'd: between ioredis
 * reconnect attempts no socket holds the event loop, and an unref'd timer let Node exit with code 13
 * ("unsettled top-level await") instead of waiting or failing with a message.
 */
async function untilReady(redis: Redis, withinMs: number): Promise<void> {
  // Not events.once: that rejects on the first 'error', and a refused connection is expected here.
  let onReady: (() => void) | undefined;
  let timer: NodeJS.Timeout | undefined;
  try {
    await new Promise<void>((resolve, reject) => {
      onReady = resolve;
      redis.once('ready', onReady);
      timer = setTimeout(() => reject(new Error(`Redis is not reachable after ${withinMs / 1000} s: cannot take the start-up lock`)), withinMs);
    });
  } finally {
    clearTimeout(timer);
    if (onReady) redis.off('ready', onReady);
  }
}
