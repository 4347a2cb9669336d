import { Router } from 'express';

import { contract, messages } from '@agency/contract';

import { staffWriteGuard } from '../../api/auth';
import type { ApiContext } from '../../api/context';
import { ApiError } from '../../api/errors';
import { findOr404 } from '../../api/find';
import { reply, route } from '../../api/route';
import { moveToTrash } from '../trash/service';
import { toCategory } from './mapper';

export function categoryRouter(ctx: ApiContext): Router {
  const { payload } = ctx;
  const router = Router();
  const staffWrite = staffWriteGuard(ctx);

  async function assertNameFree(name: string, exceptId?: string) {
    // A category in the trash keeps its name until it is restored or purged.
    const { totalDocs } = await payload.count({
      collection: 'categories',
      trash: true,
      where: { and: [{ name: { equals: name } }, ...(exceptId ? [{ id: { not_equals: exceptId } }] : [])] },
    });
    if (totalDocs > 0) throw new ApiError(409, messages.categoryNameTaken, [{ path: 'name', message: messages.categoryNameTaken }]);
  }

  route(router, contract.categories.create, staffWrite, async ({ body, req }) => {
    await assertNameFree(body.name);
    const created = await payload.create({ collection: 'categories', data: body, overrideAccess: false, user: req.staff });
    return reply(messages.categoryCreated, toCategory(created), { status: 201 });
  });

  route(router, contract.categories.update, staffWrite, async ({ body, params, req }) => {
    const { id } = await findOr404(payload, 'categories', params.id, 'Category');
    await assertNameFree(body.name, id);
    const updated = await payload.update({ collection: 'categories', id, data: body, overrideAccess: false, user: req.staff });
    return reply(messages.categoryUpdated, toCategory(updated));
  });

  route(router, contract.categories.delete, staffWrite, async ({ params, req }) => {
    const { id } = await findOr404(payload, 'categories', params.id, 'Category');
    // A category in use is refused by the collection's hooks (409, messages.categoryInUse).
    await moveToTrash(payload, 'categories', id, req.staff);
    return reply(messages.categoryDeleted, { _id: id });
  });

  return router;
}
