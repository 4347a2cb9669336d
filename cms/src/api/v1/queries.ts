import { Router } from 'express';
import type { Where } from 'payload';

import { messages, queryListParamsSchema, queryPatchSchema } from '@agency/contract';

import { requireStaff, staffWriteGuard } from '../auth';
import type { ApiContext } from '../context';
import { findOr404 } from '../find';
import { ok } from '../respond';
import { parse } from '../validate';
import { toQuery } from '../../lib/mappers';

/** Staff side of support queries: list, read, change, delete. Creation and verification live in the OTP routes. */
export function queryRouter(ctx: ApiContext): Router {
  const { payload } = ctx;
  const router = Router();
  const staff = requireStaff(payload);
  const staffWrite = staffWriteGuard(ctx);

  router.get('/query', staff, async (req, res) => {
    const { searchTerm, isVerified, limit, page } = parse(queryListParamsSchema, req.query);
    const and: Where[] = [];
    if (isVerified) and.push({ isVerified: { equals: isVerified === 'true' } });
    if (searchTerm) {
      and.push({
        or: ['name', 'email', 'phone', 'message'].map((field) => ({ [field]: { contains: searchTerm } })),
      });
    }
    const result = await payload.find({
      collection: 'queries',
      where: and.length ? { and } : {},
      limit,
      page,
      sort: '-createdAt',
      overrideAccess: false,
      user: req.staff,
    });
    ok(res, 'Queries retrieved successfully', result.docs.map(toQuery), {
      total: result.totalDocs,
      page,
      limit,
      totalPage: Math.ceil(result.totalDocs / limit),
    });
  });

  router.get('/query/:id', staff, async (req, res) => {
    const doc = await findOr404(payload, 'queries', req.params.id, 'Query', { user: req.staff });
    ok(res, 'Query retrieved successfully', toQuery(doc), { total: 1, page: 1, limit: 1, totalPage: 1 });
  });

  router.patch('/query/:id', staffWrite, async (req, res) => {
    const { id } = await findOr404(payload, 'queries', req.params.id, 'Query', { user: req.staff });
    const data = parse(queryPatchSchema, req.body);
    const updated = await payload.update({ collection: 'queries', id, data, overrideAccess: false, user: req.staff });
    ok(res, 'Query updated successfully', toQuery(updated));
  });

  router.delete('/query/:id', staffWrite, async (req, res) => {
    const { id } = await findOr404(payload, 'queries', req.params.id, 'Query', { user: req.staff });
    await payload.delete({ collection: 'queries', id, overrideAccess: false, user: req.staff });
    ok(res, messages.queryDeleted, { _id: id });
  });

  return router;
}
