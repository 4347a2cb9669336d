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

/**
 * Deletes audit entries older than `days` (AUDIT_RETENTION_DAYS); returns how many went. The
 * `purge-audit-log` scheduler runs it; nothing else deletes an entry.
 */
export async function removeOldAuditEntries(payload: Payload, days: number): Promise<number> {
  const where = { createdAt: { less_than: new Date(Date.now() - days * 24 * 3600 * 1000).toISOString() } };
  const { totalDocs } = await payload.count({ collection: 'audit-entries', where });
  if (totalDocs > 0) await payload.db.deleteMany({ collection: 'audit-entries', where });
  return totalDocs;
}
