import { Router } from 'express';

import { messages, packageSchema, type PackageInput } from '@agency/contract';

import { staffWriteGuard } from '../auth';
import type { ApiContext } from '../context';
import { ApiError } from '../errors';
import { findOr404 } from '../find';
import { ok } from '../respond';
import { isId, parse } from '../validate';
import { toPackage } from '../../lib/mappers';

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
    return { ...input, features: input.features.map((text) => ({ text })) };
  }

  router.post('/package/create', staffWrite, async (req, res) => {
    const data = await toData(parse(packageSchema, req.body));
    const created = await payload.create({ collection: 'packages', data, depth: 1, overrideAccess: false, user: req.staff });
    ok(res, messages.packageCreated, toPackage(created), undefined, 201);
  });

  router.put('/package/update-package/:id', staffWrite, async (req, res) => {
    const { id } = await findOr404(payload, 'packages', req.params.id, 'Package');
    const data = await toData(parse(packageSchema, req.body));
    const updated = await payload.update({ collection: 'packages', id, data, depth: 1, overrideAccess: false, user: req.staff });
    ok(res, messages.packageUpdated, toPackage(updated));
  });

  router.delete('/package/delete-package/:id', staffWrite, async (req, res) => {
    const { id } = await findOr404(payload, 'packages', req.params.id, 'Package');
    await payload.delete({ collection: 'packages', id, overrideAccess: false, user: req.staff });
    ok(res, messages.packageDeleted, { _id: id });
  });

  return router;
}
