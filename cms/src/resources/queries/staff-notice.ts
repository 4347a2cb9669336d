import { logger } from '@agency/server-kit/logger';

import type { ApiContext } from '../../api/context';
import { publicOrigin } from '../../config/public-origin';
import type { Query as QueryDoc } from '../../payload-types';

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
 * Tells staff that `query` was verified, with a link to it in the dashboard on the public origin
 * (never the visitor's Host header). Never fails the caller: a notification that cannot be queued
 * is logged.
 */
export async function notifyStaffOfQuery(ctx: ApiContext, query: QueryDoc): Promise<void> {
  try {
    const to = await staffRecipients(ctx);
    if (!to.length) return void log.warn({ queryId: query.id }, 'no staff address to notify');
    const { name, email, phone, message } = query;
    await ctx.otp.notifyStaff({
      queryId: query.id,
      to,
      query: { name, email, phone, message },
      link: `${publicOrigin(ctx.env)}${queryScreenPath(query.id)}`,
    });
  } catch (error) {
    log.error({ err: (error as Error).message, queryId: query.id }, 'staff not notified of a verified query');
  }
}
