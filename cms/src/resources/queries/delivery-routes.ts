import { Router } from 'express';

import { contract, messages } from '@agency/contract';

import { requireStaff, staffWriteGuard } from '../../api/auth';
import type { ApiContext } from '../../api/context';
import { findOr404 } from '../../api/find';
import { reply, route } from '../../api/route';
import { replyTo, retryDelivery } from './service';

/**
 * Staff's mail of a query: the reply to the visitor, the query's deliveries and their retry, and
 * every delivery across queries (the Deliveries screen). Mail goes through the OTP facade's queue.
 */
export function deliveryRouter(ctx: ApiContext): Router {
  const { payload, otp } = ctx;
  const router = Router();
  const staff = requireStaff(payload);
  const staffWrite = staffWriteGuard(ctx);

  route(router, contract.queries.reply, staffWrite, async ({ body: { message }, params, req }) => {
    const query = await findOr404(payload, 'queries', params.id, 'Query', { user: req.staff });
    return reply(messages.replyQueued, await replyTo(ctx, query, req.staff!, message), { status: 201 });
  });

  route(router, contract.queries.deliveries, staff, async ({ params, req }) => {
    const query = await findOr404(payload, 'queries', params.id, 'Query', { user: req.staff });
    return reply(messages.deliveriesRetrieved, await otp.deliveries(query.id));
  });

  route(router, contract.queries.retryDelivery, staffWrite, async ({ params, req }) => {
    const query = await findOr404(payload, 'queries', params.id, 'Query', { user: req.staff });
    return reply(messages.deliveryRetried, await retryDelivery(ctx, query.id, params.deliveryId));
  });

  route(router, contract.deliveries.list, staff, async ({ query: { state, kind, page, limit } }) => {
    const { deliveries, total } = await otp.allDeliveries({ state, kind, page, limit });
    return reply(messages.deliveriesRetrieved, deliveries, { meta: { total, page, limit, totalPage: Math.ceil(total / limit) } });
  });

  return router;
}
