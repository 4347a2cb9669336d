import { Router, type Request } from 'express';
import type { Payload, Where } from 'payload';

import { contract, messages, waitingQueryStatuses, type Query } from '@agency/contract';

import { requireStaff, staffWriteGuard } from '../../api/auth';
import type { ApiContext } from '../../api/context';
import { ApiError } from '../../api/errors';
import { findOr404 } from '../../api/find';
import { isId } from '../../api/validate';
import { answered, reply, route } from '../../api/route';
import { queryColumns, writeCsv } from './csv';
import { overdueBefore, responseTargetHours } from '../inbox-settings/global';
import { liveEvents } from '../../lib/live-events';
import { toQuery } from './mapper';
import { markViewing, stopViewing } from './presence';
import { allRows, listPage, referenceSearched, type QueryFilters, type QuerySort } from './search';
import { sqlRunner } from '../../lib/database/raw-sql';
import { queryStats, statsRange } from './stats';
import { addNote, assignMany, changeQuery, deleteMany, notesOf, setStatusOfMany, threadOf } from './service';
import { recordAudit } from '../audit/record';

/** MongoDB has no SQL: its list and export go through Payload's find, its search a scan as before. */
function payloadWhere(filters: QueryFilters, targetHours: number): Where {
  const and: Where[] = [];
  if (filters.waiting) {
    and.push({ isVerified: { equals: true } }, { status: { in: [...waitingQueryStatuses] } }, { awaitingSince: { exists: true } });
    if (filters.waiting === 'overdue') and.push({ awaitingSince: { less_than: overdueBefore(targetHours).toISOString() } });
  }
  if (filters.isVerified) and.push({ isVerified: { equals: filters.isVerified === 'true' } });
  if (filters.status) and.push({ status: { equals: filters.status } });
  if (filters.assignee) and.push({ assignee: filters.assignee === 'none' ? { exists: false } : { equals: filters.assignee } });
  if (filters.from) and.push({ createdAt: { greater_than_equal: filters.from.toISOString() } });
  if (filters.to) and.push({ createdAt: { less_than: filters.to.toISOString() } });
  if (filters.searchTerm) {
    const reference = referenceSearched(filters.searchTerm);
    const fields: Where[] = ['name', 'email', 'phone', 'message'].map((field) => ({ [field]: { contains: filters.searchTerm } }));
    and.push({ or: reference === undefined ? fields : [...fields, { reference: { equals: reference } }] });
  }
  return and.length ? { and } : {};
}

const payloadSort = (sort: QuerySort) => (sort === 'status' ? ['status', '-createdAt'] : sort);

async function findPage(payload: Payload, filters: QueryFilters, sort: QuerySort, page: number, limit: number, targetHours: number) {
  const result = await payload.find({
    collection: 'queries',
    where: payloadWhere(filters, targetHours),
    sort: payloadSort(sort),
    limit,
    page,
    depth: 1,
  });
  return { docs: result.docs.map(toQuery), total: result.totalDocs };
}

async function* findAll(payload: Payload, filters: QueryFilters, sort: QuerySort, targetHours: number): AsyncGenerator<Query[]> {
  for (let page = 1; ; page++) {
    const { docs, total } = await findPage(payload, filters, sort, page, 1000, targetHours);
    if (docs.length) yield docs;
    if (page * 1000 >= total) return;
  }
}

const csvName = () => `queries-${new Date().toISOString().slice(0, 10)}.csv`;

/** `attachment; filename="…"` with a plain-ASCII fallback and the UTF-8 name (RFC 6266). */
const attachmentDisposition = (name: string) =>
  `attachment; filename="${name.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

/** Staff side of support queries: list, export, read, change, notes, bulk, delete, stats. Visitors create and verify them through visitor-routes.ts. */
export function queryRouter(ctx: ApiContext): Router {
  const { payload } = ctx;
  const db = sqlRunner(payload.db);
  const router = Router();
  const staff = requireStaff(payload);
  const staffWrite = staffWriteGuard(ctx);

  route(router, contract.queries.list, staff, async ({ query: { limit, page, sort, ...filters } }) => {
    const target = await responseTargetHours(payload);
    const { docs, total } = db
      ? await listPage(db, filters, sort, page, limit, target)
      : await findPage(payload, filters, sort, page, limit, target);
    return reply('Queries retrieved successfully', docs, { meta: { total, page, limit, totalPage: Math.ceil(total / limit) } });
  });

  // Before GET /query/:id, which would take 'export' for an id.
  route(router, contract.queries.export, staff, async ({ query: { sort, ...filters }, res }) => {
    // Who took the inbox's addresses away, and which: the filters are the entry's changes.
    await recordAudit(payload, undefined, { action: 'export', resource: 'queries', changes: { filters: { from: null, to: { ...filters, sort } } } });
    const target = await responseTargetHours(payload);
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="${csvName()}"`);
    try {
      await writeCsv(res, db ? allRows(db, filters, sort, target) : findAll(payload, filters, sort, target), queryColumns);
      res.end();
      return answered;
    } catch (error) {
      // The header is gone: cut the transfer so the download fails rather than looking complete.
      res.destroy();
      throw error;
    }
  });

  route(router, contract.queries.bulk, staffWrite, async ({ body: input, req }) => {
    if (input.action === 'delete') {
      return reply(messages.queriesBulkDeleted, { action: input.action, ids: await deleteMany(payload, input.ids) });
    }
    if (input.action === 'assign') {
      return reply(messages.queriesBulkUpdated, { action: input.action, ids: await assignMany(payload, input.ids, input.assignee, req.staff!) });
    }
    return reply(messages.queriesBulkUpdated, { action: input.action, ids: await setStatusOfMany(payload, input.ids, input.status) });
  });

  route(router, contract.queries.get, staff, async ({ params, req }) => {
    const doc = await findOr404(payload, 'queries', params.id, 'Query', { user: req.staff, depth: 1 });
    return reply(
      'Query retrieved successfully',
      { ...toQuery(doc), notes: await notesOf(payload, doc.id) },
      { meta: { total: 1, page: 1, limit: 1, totalPage: 1 } },
    );
  });

  // Who views a query: each viewer's heartbeat, told to every staff screen (live events).
  const present = (change: typeof markViewing) => async ({ params, req }: { params: { id: string }; req: Request }) => {
    const { id } = await findOr404(payload, 'queries', params.id, 'Query', { user: req.staff });
    const viewers = await change(ctx.redis, ctx.env.REDIS_PREFIX, id, { _id: req.staff!.id, email: req.staff!.email });
    await liveEvents.publish({ type: 'presence', data: { queryId: id, viewers } });
    return reply(messages.presenceRecorded, { queryId: id, viewers });
  };
  route(router, contract.queries.presence, staff, present(markViewing));
  route(router, contract.queries.leave, staff, present(stopViewing));

  route(router, contract.queries.update, staffWrite, async ({ body, params, req }) => {
    const { id } = await findOr404(payload, 'queries', params.id, 'Query', { user: req.staff });
    return reply(messages.queryUpdated, await changeQuery(payload, id, body, req.staff!));
  });

  route(router, contract.queries.addNote, staffWrite, async ({ body: { text }, params, req }) => {
    const { id } = await findOr404(payload, 'queries', params.id, 'Query', { user: req.staff });
    return reply(messages.noteAdded, await addNote(payload, { queryId: id, authorId: req.staff!.id, text }), { status: 201 });
  });

  route(router, contract.queries.delete, staffWrite, async ({ params, req }) => {
    const { id } = await findOr404(payload, 'queries', params.id, 'Query', { user: req.staff });
    await payload.delete({ collection: 'queries', id, overrideAccess: false, user: req.staff });
    return reply(messages.queryDeleted, { _id: id });
  });

  route(router, contract.queries.thread, staff, async ({ params, req }) => {
    const query = await findOr404(payload, 'queries', params.id, 'Query', { user: req.staff });
    return reply(messages.threadRetrieved, await threadOf(payload, query));
  });

  route(router, contract.queries.attachment, staff, async ({ params, res }) => {
    if (!isId(params.id) || !isId(params.attachmentId)) throw new ApiError(404, messages.attachmentNotFound);
    const { docs } = await payload.find({
      collection: 'query-attachments',
      where: { and: [{ id: { equals: params.attachmentId } }, { query: { equals: params.id } }] },
      limit: 1,
      depth: 0,
      select: { name: true, contentType: true, content: true },
    });
    const file = docs[0];
    if (!file) throw new ApiError(404, messages.attachmentNotFound);
    const body = Buffer.from(file.content, 'base64');
    // Always a download, never rendered on this origin: a visitor's HTML or SVG file stays inert.
    res.setHeader('Content-Type', file.contentType);
    res.setHeader('Content-Disposition', attachmentDisposition(file.name));
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Content-Length', body.length);
    res.end(body);
    return answered;
  });

  route(router, contract.stats.get, staff, async ({ query: { from, to } }) => {
    const range = statsRange(from, to);
    if (!db) throw new Error('The overview needs PostgreSQL');
    // Query figures from the database, mail figures from the delivery log in Redis.
    const [figures, mail] = await Promise.all([queryStats(db, range, await responseTargetHours(payload)), ctx.otp.mailStats(range)]);
    return reply(messages.statsRetrieved, { ...figures, ...mail });
  });

  return router;
}
