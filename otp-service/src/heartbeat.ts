import { randomBytes } from 'node:crypto';
import os from 'node:os';

import type { Redis } from 'ioredis';

import { logger } from '@agency/server-kit/logger';

/** A worker reports this often; one silent for `heartbeatStaleMs` counts as down. */
export const heartbeatIntervalMs = 5_000;
export const heartbeatStaleMs = 30_000;

const log = logger.child({ name: 'otp-worker' });

// A sorted set: one member per worker, scored with the time of its last report.
const workersKey = (prefix: string) => `${prefix}:otp:workers`;
// The time of the last report of any worker: it outlives a worker that stopped (staff see when).
const lastReportKey = (prefix: string) => `${prefix}:otp:workers:last-report`;

/** Reports this worker alive in Redis until `stop()`, which removes the report at once. */
export function startHeartbeat(redis: Redis, prefix: string): { stop: () => Promise<void> } {
  const key = workersKey(prefix);
  const member = `${os.hostname()}/${process.pid}/${randomBytes(4).toString('hex')}`;
  const beat = () =>
    redis
      .multi()
      .zadd(key, Date.now(), member)
      .set(lastReportKey(prefix), Date.now(), 'EX', 7 * 24 * 3600)
      // Workers that were killed never say goodbye: drop their reports after a day.
      .zremrangebyscore(key, '-inf', Date.now() - 24 * 3600 * 1000)
      .exec()
      .catch((error: Error) => log.warn({ err: error.message }, 'heartbeat not written'));
  void beat();
  const timer = setInterval(() => void beat(), heartbeatIntervalMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      // Bounded: with Redis away the report is not removed, it goes stale.
      await Promise.race([redis.zrem(key, member), new Promise((resolve) => setTimeout(resolve, 1000).unref())]);
    },
  };
}

/** Whether a worker on this host (this container) reported within the last `heartbeatStaleMs`. */
export async function reportingHere(redis: Redis, prefix: string, hostname = os.hostname()): Promise<boolean> {
  const members = await redis.zrangebyscore(workersKey(prefix), Date.now() - heartbeatStaleMs, '+inf');
  return members.some((member) => member.startsWith(`${hostname}/`));
}

/** How many workers reported within the last `heartbeatStaleMs`. */
export async function liveWorkerCount(redis: Redis, prefix: string): Promise<number> {
  return redis.zcount(workersKey(prefix), Date.now() - heartbeatStaleMs, '+inf');
}

/** When a worker last reported (ms since the epoch), also after it stopped; undefined if none did for a week. */
export async function lastWorkerReport(redis: Redis, prefix: string): Promise<number | undefined> {
  const last = await redis.get(lastReportKey(prefix));
  return last === null ? undefined : Number(last);
}
