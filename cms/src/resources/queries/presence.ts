import type { Redis } from 'ioredis';

import { liveLimits, type StaffUser } from '@agency/contract';

/**
 * Who views which query: a sorted set per query in Redis, each viewer (`<id> <email>`) scored
 * with the time their presence lapses, `liveLimits.presenceTtlSeconds` after their last heartbeat.
 * Every replica reads the same sets, so a viewer on one is seen from all.
 */
const keyOf = (prefix: string, queryId: string) => `${prefix}:presence:${queryId}`;
const memberOf = (viewer: StaffUser) => `${viewer._id} ${viewer.email}`;
const viewerOf = (member: string): StaffUser => {
  const space = member.indexOf(' ');
  return { _id: member.slice(0, space), email: member.slice(space + 1) };
};

async function current(redis: Redis, key: string, change: (multi: ReturnType<Redis['multi']>) => void): Promise<StaffUser[]> {
  const now = Date.now();
  const multi = redis.multi();
  change(multi);
  multi.zremrangebyscore(key, '-inf', now);
  multi.zrange(key, 0, -1);
  multi.pexpire(key, liveLimits.presenceTtlSeconds * 1000);
  const results = (await multi.exec()) ?? [];
  const [error, members] = results[results.length - 2] ?? [];
  if (error) throw error;
  return (members as string[]).map(viewerOf).sort((a, b) => a.email.localeCompare(b.email));
}

/** `viewer` views the query for the next TTL (a heartbeat); answers everyone viewing it now. */
export function markViewing(redis: Redis, prefix: string, queryId: string, viewer: StaffUser): Promise<StaffUser[]> {
  const key = keyOf(prefix, queryId);
  return current(redis, key, (multi) => void multi.zadd(key, Date.now() + liveLimits.presenceTtlSeconds * 1000, memberOf(viewer)));
}

/** `viewer` left the query; answers who still views it. */
export async function stopViewing(redis: Redis, prefix: string, queryId: string, viewer: StaffUser): Promise<StaffUser[]> {
  const key = keyOf(prefix, queryId);
  return current(redis, key, (multi) => void multi.zrem(key, memberOf(viewer)));
}
