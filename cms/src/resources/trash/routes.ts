import { Router } from 'express';

import { contract, messages } from '@agency/contract';

import { requireStaff, staffWriteGuard } from '../../api/auth';
import type { ApiContext } from '../../api/context';
import { reply, route } from '../../api/route';
import { restore, trashList, trashResourceOf } from './service';

/** The trash for owners and editors: what was deleted, and a way back. */
export function trashRouter(ctx: ApiContext): Router {
  const { payload } = ctx;
  const router = Router();

  route(router, contract.trash.list, requireStaff(payload), async ({ req }) => reply(messages.trashRetrieved, await trashList(payload, req.staff)));

  route(router, contract.trash.restore, staffWriteGuard(ctx), async ({ params, req }) =>
    reply(messages.restored, await restore(payload, trashResourceOf(params.resource), params.id, req.staff)),
  );

  return router;
}
