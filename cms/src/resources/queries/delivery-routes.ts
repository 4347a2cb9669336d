import { Router, type Request } from 'express';
import { commitTransaction, createLocalReq, initTransaction, killTransaction } from 'payload';

import { deliveryListParamsSchema, endpoints, messages, queryReplySchema } from '@agency/contract';
import { logger } from '@agency/server-kit/logger';

import { requireStaff, staffWriteGuard } from '../../api/auth';
import type { ApiContext } from '../../api/context';
import { ApiError } from '../../api/errors';
import { findOr404 } from '../../api/find';
import { ok } from '../../api/respond';
import { route } from '../../api/route';
import { parse } from '../../api/validate';
import type { Query as QueryDoc } from '../../payload-types';
import { recordReply } from './workflow';

const log = logger.child({ name: 'support' });

/** Where the dashboard shows one query; the staff notification links to it. */
export const queryScreenPath = (id: string) => `/dashboard/query/${encodeURIComponent(id)}`;

/** STAFF_NOTIFY_EMAILS, or else every staff account's address. */
async function staffRecipients({ payload, env }: ApiContext): Promise<string[]> {
  if (env.STAFF_NOTIFY_EMAILS) return env.STAFF_NOTIFY_EMAILS;
  const { docs } = await payload.find({ collection: 'users', depth: 0, pagination: false, select: { email: true } });
  return docs.map((user) => user.email);
}

/**
 * Tells staff that `query` was verified, with a link to it in the dashboard (on PUBLIC_URL, else
 * on the origin the visitor used). Never fails the caller: a notification that cannot be queued
 * is logged.
 */
export async function notifyStaffOfQuery(ctx: ApiContext, query: QueryDoc, req: Request): Promise<void> {
  try {
    const to = await staffRecipients(ctx);
    if (!to.length) return void log.warn({ queryId: query.id }, 'no staff address to notify');
    const base = (ctx.env.PUBLIC_URL ?? `${req.protocol}://${req.get('host')}`).replace(/\/+$/, '');
    const { name, email, phone, message } = query;
    await ctx.otp.notifyStaff({
      queryId: query.id,
      to,
      query: { name, email, phone, message },
      link: `${base}${queryScreenPath(query.id)}`,
    });
  } catch (error) {
    log.error({ err: (error as Error).message, queryId: query.id }, 'staff not notified of a verified query');
  }
}

/**
 * Staff's mail of a query: the reply to the visitor, the query's deliveries and their retry, and
 * every delivery across queries (the Deliveries screen). Mail goes through the OTP facade's queue.
 */
export function deliveryRouter(ctx: ApiContext): Router {
  const { payload, otp } = ctx;
  const router = Router();
  const staff = requireStaff(payload);
  const staffWrite = staffWriteGuard(ctx);

  /**
   * 409 for an unverified query: its address is whatever a stranger typed, and the code mail is
   * the only mail it may get. The reply is recorded (a `reply` note, status `answered`) in the
   * same transaction that queues the mail, so a failure leaves neither.
   */
  route(router, endpoints.queries.reply, staffWrite, async (req, res) => {
    const { message } = parse(queryReplySchema, req.body);
    const query = await findOr404(payload, 'queries', req.params.id, 'Query', { user: req.staff });
    if (!query.isVerified) throw new ApiError(409, messages.replyUnverified);
    const tx = await createLocalReq({}, payload);
    const owns = await initTransaction(tx);
    try {
      let recorded: Awaited<ReturnType<typeof recordReply>> | undefined;
      const delivery = await otp.sendReply(
        { queryId: query.id, to: query.email, name: query.name, message, replyTo: req.staff!.email },
        {
          before: async (deliveryId) =>
            (recorded = await recordReply(payload, { queryId: query.id, authorId: req.staff!.id, text: message, deliveryId }, tx)),
        },
      );
      if (owns) await commitTransaction(tx);
      ok(res, messages.replyQueued, { note: recorded!.note, delivery }, undefined, 201);
    } catch (error) {
      if (owns) await killTransaction(tx);
      throw error;
    }
  });

  route(router, endpoints.queries.deliveries, staff, async (req, res) => {
    const query = await findOr404(payload, 'queries', req.params.id, 'Query', { user: req.staff });
    ok(res, messages.deliveriesRetrieved, await otp.deliveries(query.id));
  });

  route(router, endpoints.queries.retryDelivery, staffWrite, async (req, res) => {
    const query = await findOr404(payload, 'queries', req.params.id, 'Query', { user: req.staff });
    const deliveryId = String(req.params.deliveryId);
    if (!(await otp.deliveries(query.id)).some((delivery) => delivery._id === deliveryId))
      throw new ApiError(404, messages.deliveryNotFound);
    const retried = await otp.retry(deliveryId);
    if (retried.ok) return ok(res, messages.deliveryRetried, retried.delivery);
    if (retried.reason === 'not-found') throw new ApiError(404, messages.deliveryNotFound);
    throw new ApiError(409, retried.reason === 'gone' ? messages.deliveryGone : messages.deliveryNotFailed);
  });

  route(router, endpoints.deliveries.list, staff, async (req, res) => {
    const { state, kind, page, limit } = parse(deliveryListParamsSchema, req.query);
    const { deliveries, total } = await otp.allDeliveries({ state, kind, page, limit });
    ok(res, messages.deliveriesRetrieved, deliveries, { total, page, limit, totalPage: Math.ceil(total / limit) });
  });

  return router;
}
