import { Router } from 'express';

import { deliveryListParamsSchema, endpoints, messages, queryReplySchema } from '@agency/contract';

import { requireStaff, staffWriteGuard } from '../../api/auth';
import type { ApiContext } from '../../api/context';
import { findOr404 } from '../../api/find';
import { ok } from '../../api/respond';
import { route } from '../../api/route';
import { parse } from '../../api/validate';
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

  route(router, endpoints.queries.reply, staffWrite, async (req, res) => {
    const { message } = parse(queryReplySchema, req.body);
    const query = await findOr404(payload, 'queries', req.params.id, 'Query', { user: req.staff });
    ok(res, messages.replyQueued, await replyTo(ctx, query, req.staff!, message), undefined, 201);
  });

  route(router, endpoints.queries.deliveries, staff, async (req, res) => {
    const query = await findOr404(payload, 'queries', req.params.id, 'Query', { user: req.staff });
    ok(res, messages.deliveriesRetrieved, await otp.deliveries(query.id));
  });

  route(router, endpoints.queries.retryDelivery, staffWrite, async (req, res) => {
    const query = await findOr404(payload, 'queries', req.params.id, 'Query', { user: req.staff });
    ok(res, messages.deliveryRetried, await retryDelivery(ctx, query.id, String(req.params.deliveryId)));
  });

  route(router, endpoints.deliveries.list, staff, async (req, res) => {
    const { state, kind, page, limit } = parse(deliveryListParamsSchema, req.query);
    const { deliveries, total } = await otp.allDeliveries({ state, kind, page, limit });
    ok(res, messages.deliveriesRetrieved, deliveries, { total, page, limit, totalPage: Math.ceil(total / limit) });
  });

  return router;
}
