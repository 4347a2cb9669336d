import { Router } from 'express';

import { categorySchema, messages } from '@agency/contract';

import { staffWriteGuard } from '../auth';
import type { ApiContext } from '../context';
import { ApiError } from '../errors';
import { findOr404 } from '../find';
import { ok } from '../respond';
import { parse } from '../validate';
import { toCategory } from '../../lib/mappers';

export function categoryRouter(ctx: ApiContext): Router {
  const { payload } = ctx;
  const router = Router();
  const staffWrite = staffWriteGuard(ctx);

  async function assertNameFree(name: string, exceptId?: string) {
    const { totalDocs } = await payload.count({
      collection: 'categories',
      where: { and: [{ name: { equals: name } }, ...(exceptId ? [{ id: { not_equals: exceptId } }] : [])] },
    });
    if (totalDocs > 0) throw new ApiError(409, messages.categoryNameTaken, [{ path: 'name', message: messages.categoryNameTaken }]);
  }

  router.post('/category/create', staffWrite, async (req, res) => {
    const data = parse(categorySchema, req.body);
    await assertNameFree(data.name);
    const created = await payload.create({ collection: 'categories', data, overrideAccess: false, user: req.staff });
    ok(res, messages.categoryCreated, toCategory(created), undefined, 201);
  });

  router.put('/category/update-category/:id', staffWrite, async (req, res) => {
    const { id } = await findOr404(payload, 'categories', req.params.id, 'Category');
    const data = parse(categorySchema, req.body);
    await assertNameFree(data.name, id);
    const updated = await payload.update({ collection: 'categories', id, data, overrideAccess: false, user: req.staff });
    ok(res, messages.categoryUpdated, toCategory(updated));
  });

  router.delete('/category/delete-category/:id', staffWrite, async (req, res) => {
    const { id } = await findOr404(payload, 'categories', req.params.id, 'Category');
    // A category in use is refused by the collection's beforeDelete hook (409, messages.categoryInUse).
    await payload.delete({ collection: 'categories', id, overrideAccess: false, user: req.staff });
    ok(res, messages.categoryDeleted, { _id: id });
  });

  return router;
}
