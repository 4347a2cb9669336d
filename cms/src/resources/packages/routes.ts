import { Router } from 'express';

import { contract, messages, type PackageInput } from '@agency/contract';

import { staffWriteGuard } from '../../api/auth';
import type { ApiContext } from '../../api/context';
import { ApiError } from '../../api/errors';
import { findOr404 } from '../../api/find';
import { refuseOverNewerDraft } from '../../api/newer-draft';
import { reply, route } from '../../api/route';
import { isId } from '../../api/validate';
import { published } from '../../lib/drafts';
import { toTextRows } from '../../lib/text-rows';
import { toPackage } from './mapper';
import { moveToTrash } from '../trash/service';

export function packageRouter(ctx: ApiContext): Router {
  const { payload } = ctx;
  const router = Router();
  const staffWrite = staffWriteGuard(ctx);

  /** The body as Payload stores it, once its category is known to exist. */
  async function toData(input: PackageInput) {
    const category = isId(input.category)
      ? await payload.findByID({ collection: 'categories', id: input.category, disableErrors: true, depth: 0 })
      : null;
    if (!category) throw new ApiError(400, 'Category not found', [{ path: 'category', message: 'Category not found' }]);
    // The dashboard has no drafts: its writes go live at once.
    return { ...input, features: toTextRows(input.features), ...published };
  }

  route(router, contract.packages.create, staffWrite, async ({ body, req }) => {
    const data = await toData(body);
    const created = await payload.create({ collection: 'packages', data, depth: 1, overrideAccess: false, user: req.staff });
    return reply(messages.packageCreated, toPackage(created), { status: 201 });
  });

  route(router, contract.packages.update, staffWrite, async ({ body, query, params, req }) => {
    const { id } = await findOr404(payload, 'packages', params.id, 'Package');
    const data = await toData(body);
    await refuseOverNewerDraft(payload, 'packages', id, query);
    const updated = await payload.update({ collection: 'packages', id, data, depth: 1, overrideAccess: false, user: req.staff });
    return reply(messages.packageUpdated, toPackage(updated));
  });

  route(router, contract.packages.delete, staffWrite, async ({ params, req }) => {
    const { id } = await findOr404(payload, 'packages', params.id, 'Package');
    await moveToTrash(payload, 'packages', id, req.staff);
    return reply(messages.packageDeleted, { _id: id });
  });

  return router;
}
