import type { Payload } from 'payload';

/**
 * Deletes unverified queries older than `maxAgeHours`; returns how many went. The
 * `purge-unverified-queries` scheduler (schedules.ts) runs it.
 */
export async function removeStaleQueries(payload: Payload, maxAgeHours: number): Promise<number> {
  const cutoff = new Date(Date.now() - maxAgeHours * 3600 * 1000).toISOString();
  const { docs } = await payload.delete({
    collection: 'queries',
    where: { and: [{ isVerified: { equals: false } }, { createdAt: { less_than: cutoff } }] },
  });
  return docs.length;
}
