import { Router } from 'express';
import type { Payload, Where } from 'payload';

import { contract, messages, type AuditEntry, type AuditFilters } from '@agency/contract';

import { requireStaff } from '../../api/auth';
import type { ApiContext } from '../../api/context';
import { answered, reply, route } from '../../api/route';
import type { AuditEntry as AuditDoc } from '../../payload-types';
import { type CsvColumns, writeCsv } from '../queries/csv';

/** The owner's reading of the audit log: newest first, filtered, paged, or every entry as CSV. */

function whereOf({ actor, action, resource, from, to }: AuditFilters): Where {
  const and: Where[] = [];
  if (actor) and.push(actor === 'none' ? { actorId: { exists: false } } : { actorId: { equals: actor } });
  if (action) and.push({ action: { equals: action } });
  if (resource) and.push({ resource: { equals: resource } });
  if (from) and.push({ createdAt: { greater_than_equal: from.toISOString() } });
  if (to) and.push({ createdAt: { less_than: to.toISOString() } });
  return { and };
}

export const toAuditEntry = (doc: AuditDoc): AuditEntry => ({
  _id: doc.id,
  at: doc.createdAt,
  actor: doc.actorId ? { _id: doc.actorId, email: doc.actorEmail ?? '' } : null,
  action: doc.action,
  resource: doc.resource,
  resourceId: doc.resourceId ?? null,
  changes: (doc.changes as AuditEntry['changes']) ?? null,
  ip: doc.ip ?? null,
});

const auditColumns: CsvColumns<AuditEntry> = [
  ['id', (entry) => entry._id],
  ['at', (entry) => entry.at],
  ['actor', (entry) => entry.actor?.email ?? ''],
  ['action', (entry) => entry.action],
  ['resource', (entry) => entry.resource],
  ['resourceId', (entry) => entry.resourceId ?? ''],
  ['changes', (entry) => (entry.changes ? JSON.stringify(entry.changes) : '')],
  ['ip', (entry) => entry.ip ?? ''],
];

const pageOf = (payload: Payload, filters: AuditFilters, page: number, limit: number) =>
  payload.find({ collection: 'audit-entries', where: whereOf(filters), sort: '-createdAt', page, limit, depth: 0 });

async function* allEntries(payload: Payload, filters: AuditFilters): AsyncGenerator<AuditEntry[]> {
  for (let page = 1; ; page++) {
    const { docs, hasNextPage } = await pageOf(payload, filters, page, 1000);
    if (docs.length) yield docs.map(toAuditEntry);
    if (!hasNextPage) return;
  }
}

export function auditRouter({ payload }: ApiContext): Router {
  const router = Router();
  const staff = requireStaff(payload);

  route(router, contract.audit.list, staff, async ({ query: { page, limit, ...filters } }) => {
    const { docs, totalDocs } = await pageOf(payload, filters, page, limit);
    return reply(messages.auditRetrieved, docs.map(toAuditEntry), {
      meta: { total: totalDocs, page, limit, totalPage: Math.ceil(totalDocs / limit) },
    });
  });

  route(router, contract.audit.export, staff, async ({ query: filters, res }) => {
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="audit-${new Date().toISOString().slice(0, 10)}.csv"`);
    try {
      await writeCsv(res, allEntries(payload, filters), auditColumns);
      res.end();
      return answered;
    } catch (error) {
      // The header is gone: cut the transfer so the download fails rather than looking complete.
      res.destroy();
      throw error;
    }
  });

  return router;
}
