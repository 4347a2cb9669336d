import { Router } from 'express';
import type { Payload, Where } from 'payload';

import {
  endpoints,
  messages,
  queryBulkSchema,
  queryExportParamsSchema,
  queryListParamsSchema,
  queryNoteSchema,
  queryPatchSchema,
  statsParamsSchema,
  type Query,
} from '@agency/contract';

import { requireStaff, staffWriteGuard } from '../../api/auth';
import type { ApiContext } from '../../api/context';
import { findOr404 } from '../../api/find';
import { ok } from '../../api/respond';
import { route } from '../../api/route';
import { parse } from '../../api/validate';
import { writeCsv } from './csv';
import { toQuery } from './mapper';
import { allRows, listPage, type QueryFilters, type QuerySort } from './search';
import { sqlRunner } from '../../lib/database/raw-sql';
import { queryStats, statsRange } from './stats';
import { addNote, changeQuery, deleteMany, notesOf, setStatusOfMany } from './service';

/** MongoDB has no SQL: its list and export go through Payload's find, its search a scan as before. */
function payloadWhere(filters: QueryFilters): Where {
  const and: Where[] = [];
  if (filters.isVerified) and.push({ isVerified: { equals: filters.isVerified === 'true' } });
  if (filters.status) and.push({ status: { equals: filters.status } });
  if (filters.assignee) and.push({ assignee: filters.assignee === 'none' ? { exists: false } : { equals: filters.assignee } });
  if (filters.from) and.push({ createdAt: { greater_than_equal: filters.from.toISOString() } });
  if (filters.to) and.push({ createdAt: { less_than: filters.to.toISOString() } });
  if (filters.searchTerm)
    and.push({ or: ['name', 'email', 'phone', 'message'].map((field) => ({ [field]: { contains: filters.searchTerm } })) });
  return and.length ? { and } : {};
}

const payloadSort = (sort: QuerySort) => (sort === 'status' ? ['status', '-createdAt'] : sort);

async function findPage(payload: Payload, filters: QueryFilters, sort: QuerySort, page: number, limit: number) {
  const result = await payload.find({
    collection: 'queries',
    where: payloadWhere(filters),
    sort: payloadSort(sort),
    limit,
    page,
    depth: 1,
  });
  return { docs: result.docs.map(toQuery), total: result.totalDocs };
}

async function* findAll(payload: Payload, filters: QueryFilters, sort: QuerySort): AsyncGenerator<Query[]> {
  for (let page = 1; ; page++) {
    const { docs, total } = await findPage(payload, filters, sort, page, 1000);
    if (docs.length) yield docs;
    if (page * 1000 >= total) return;
  }
}

const csvName = () => `queries-${new Date().toISOString().slice(0, 10)}.csv`;

/** Staff side of support queries: list, export, read, change, notes, bulk, delete, stats. Visitors create and verify them through visitor-routes.ts. */
export function queryRouter(ctx: ApiContext): Router {
  const { payload } = ctx;
  const db = sqlRunner(payload.db);
  const router = Router();
  const staff = requireStaff(payload);
  const staffWrite = staffWriteGuard(ctx);

  route(router, endpoints.queries.list, staff, async (req, res) => {
    const { limit, page, sort, ...filters } = parse(queryListParamsSchema, req.query);
    const { docs, total } = db ? await listPage(db, filters, sort, page, limit) : await findPage(payload, filters, sort, page, limit);
    ok(res, 'Queries retrieved successfully', docs, { total, page, limit, totalPage: Math.ceil(total / limit) });
  });

  // Before GET /query/:id, which would take 'export' for an id.
  route(router, endpoints.queries.export, staff, async (req, res) => {
    const { sort, ...filters } = parse(queryExportParamsSchema, req.query);
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="${csvName()}"`);
    try {
      await writeCsv(res, db ? allRows(db, filters, sort) : findAll(payload, filters, sort));
      res.end();
    } catch (error) {
      // The header is gone: cut the transfer so the download fails rather than looking complete.
      res.destroy();
      throw error;
    }
  });

  route(router, endpoints.queries.bulk, staffWrite, async (req, res) => {
    const input = parse(queryBulkSchema, req.body);
    if (input.action === 'delete') {
      ok(res, messages.queriesBulkDeleted, { action: input.action, ids: await deleteMany(payload, input.ids) });
    } else {
      ok(res, messages.queriesBulkUpdated, { action: input.action, ids: await setStatusOfMany(payload, input.ids, input.status) });
    }
  });

  route(router, endpoints.queries.get, staff, async (req, res) => {
    const doc = await findOr404(payload, 'queries', req.params.id, 'Query', { user: req.staff, depth: 1 });
    ok(
      res,
      'Query retrieved successfully',
      { ...toQuery(doc), notes: await notesOf(payload, doc.id) },
      { total: 1, page: 1, limit: 1, totalPage: 1 },
    );
  });

  route(router, endpoints.queries.update, staffWrite, async (req, res) => {
    const { id } = await findOr404(payload, 'queries', req.params.id, 'Query', { user: req.staff });
    ok(res, messages.queryUpdated, await changeQuery(payload, id, parse(queryPatchSchema, req.body)));
  });

  route(router, endpoints.queries.addNote, staffWrite, async (req, res) => {
    const { id } = await findOr404(payload, 'queries', req.params.id, 'Query', { user: req.staff });
    const { text } = parse(queryNoteSchema, req.body);
    ok(res, messages.noteAdded, await addNote(payload, { queryId: id, authorId: req.staff!.id, text }), undefined, 201);
  });

  route(router, endpoints.queries.delete, staffWrite, async (req, res) => {
    const { id } = await findOr404(payload, 'queries', req.params.id, 'Query', { user: req.staff });
    await payload.delete({ collection: 'queries', id, overrideAccess: false, user: req.staff });
    ok(res, messages.queryDeleted, { _id: id });
  });

  route(router, endpoints.stats.get, staff, async (req, res) => {
    const { from, to } = parse(statsParamsSchema, req.query);
    const range = statsRange(from, to);
    if (!db) throw new Error('The overview needs PostgreSQL');
    // Query figures from the database, mail figures from the delivery log in Redis.
    const [figures, mail] = await Promise.all([queryStats(db, range), ctx.otp.mailStats(range)]);
    ok(res, messages.statsRetrieved, { ...figures, ...mail });
  });

  return router;
}
