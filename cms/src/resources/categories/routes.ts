import { Router } from 'express';

import { categorySchema, endpoints, messages } from '@agency/contract';

import { staffWriteGuard } from '../../api/auth';
import type { ApiContext } from '../../api/context';
import { ApiError } from '../../api/errors';
import { findOr404 } from '../../api/find';
import { ok } from '../../api/respond';
import { route } from '../../api/route';
import { parse } from '../../api/validate';
import { toCategory } from './mapper';

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

  route(router, endpoints.categories.create, staffWrite, async (req, res) => {
    const data = parse(categorySchema, req.body);
    await assertNameFree(data.name);
    const created = await payload.create({ collection: 'categories', data, overrideAccess: false, user: req.staff });
    ok(res, messages.categoryCreated, toCategory(created), undefined, 201);
  });

  route(router, endpoints.categories.update, staffWrite, async (req, res) => {
    const { id } = await findOr404(payload, 'categories', req.params.id, 'Category');
    const data = parse(categorySchema, req.body);
    await assertNameFree(data.name, id);
    const updated = await payload.update({ collection: 'categories', id, data, overrideAccess: false, user: req.staff });
    ok(res, messages.categoryUpdated, toCategory(updated));
  });

  route(router, endpoints.categories.delete, staffWrite, async (req, res) => {
    const { id } = await findOr404(payload, 'categories', req.params.id, 'Category');
    // A category in use is refused by the collection's beforeDelete hook (409, messages.categoryInUse).
    await payload.delete({ collection: 'categories', id, overrideAccess: false, user: req.staff });
    ok(res, messages.categoryDeleted, { _id: id });
  });

  return router;
}
