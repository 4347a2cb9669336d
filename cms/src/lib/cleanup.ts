import type { Payload } from 'payload';

import { logger } from '@agency/server-kit/logger';
import type { Redis } from '@agency/server-kit/redis';

const log = logger.child({ name: 'cleanup' });

/** Deletes unverified queries older than `maxAgeHours`; returns how many went. */
export async function removeStaleQueries(payload: Payload, maxAgeHours: number): Promise<number> {
  const cutoff = new Date(Date.now() - maxAgeHours * 3600 * 1000).toISOString();
  const { docs } = await payload.delete({
    collection: 'queries',
    where: { and: [{ isVerified: { equals: false } }, { createdAt: { less_than: cutoff } }] },
  });
  return docs.length;
}

/**
 * Runs the clean-up every `everyMs` on one instance at a time (a Redis lock),
 * so N app servers do the work once.
 */
export function scheduleCleanup(payload: Payload, redis: Redis, prefix: string, maxAgeHours: number, everyMs = 10 * 60 * 1000) {
  const tick = async () => {
    try {
      const got = await redis.set(`${prefix}:lock:cleanup`, '1', 'PX', everyMs - 1000, 'NX');
      if (got !== 'OK') return;
      const removed = await removeStaleQueries(payload, maxAgeHours);
      if (removed) log.info({ removed, maxAgeHours }, 'removed unverified queries');
    } catch (error) {
      log.warn({ err: error }, 'clean-up skipped');
    }
  };
  const timer = setInterval(() => void tick(), everyMs);
  timer.unref();
  void tick();
  return () => clearInterval(timer);
}
