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

/** Purged in this order: what names a category (packages) before the categories, team members (and their photos) before the images. */
const trashedCollections = ['packages', 'team-members', 'legal-pages', 'categories', 'media'] as const;

/**
 * Destroys what has been in the trash longer than `days` (TRASH_DAYS); returns how many went. The
 * `purge-trash` scheduler runs it. What a collection's hooks refuse to destroy (a category a
 * package in the trash still names) stays until that goes.
 */
export async function removeExpiredTrash(payload: Payload, days: number): Promise<number> {
  const cutoff = new Date(Date.now() - days * 24 * 3600 * 1000).toISOString();
  let removed = 0;
  for (const collection of trashedCollections) {
    const { docs } = await payload.delete({ collection, trash: true, where: { deletedAt: { less_than_equal: cutoff } }, depth: 0 });
    removed += docs.length;
  }
  return removed;
}
