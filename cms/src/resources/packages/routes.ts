import { Router } from 'express';

import { endpoints, messages, packageSchema, type PackageInput } from '@agency/contract';

import { staffWriteGuard } from '../../api/auth';
import type { ApiContext } from '../../api/context';
import { ApiError } from '../../api/errors';
import { findOr404 } from '../../api/find';
import { refuseOverNewerDraft } from '../../api/newer-draft';
import { ok } from '../../api/respond';
import { route } from '../../api/route';
import { isId, parse } from '../../api/validate';
import { published } from '../../lib/drafts';
import { toTextRows } from '../../lib/text-rows';
import { toPackage } from './mapper';

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

  route(router, endpoints.packages.create, staffWrite, async (req, res) => {
    const data = await toData(parse(packageSchema, req.body));
    const created = await payload.create({ collection: 'packages', data, depth: 1, overrideAccess: false, user: req.staff });
    ok(res, messages.packageCreated, toPackage(created), undefined, 201);
  });

  route(router, endpoints.packages.update, staffWrite, async (req, res) => {
    const { id } = await findOr404(payload, 'packages', req.params.id, 'Package');
    const data = await toData(parse(packageSchema, req.body));
    await refuseOverNewerDraft(payload, 'packages', id, req);
    const updated = await payload.update({ collection: 'packages', id, data, depth: 1, overrideAccess: false, user: req.staff });
    ok(res, messages.packageUpdated, toPackage(updated));
  });

  route(router, endpoints.packages.delete, staffWrite, async (req, res) => {
    const { id } = await findOr404(payload, 'packages', req.params.id, 'Package');
    await payload.delete({ collection: 'packages', id, overrideAccess: false, user: req.staff });
    ok(res, messages.packageDeleted, { _id: id });
  });

  return router;
}
