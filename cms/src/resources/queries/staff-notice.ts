import type { Payload } from 'payload';

import { logger } from '@agency/server-kit/logger';

import type { ApiContext } from '../../api/context';
import { publicOrigin } from '../../config/public-origin';
import type { Query as QueryDoc } from '../../payload-types';
import { referenceOf } from './mapper';

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
      query: { name, email, phone, message, reference: referenceOf(query.reference) },
      link: `${publicOrigin(ctx.env)}${queryScreenPath(query.id)}`,
    });
  } catch (error) {
    log.error({ err: (error as Error).message, queryId: query.id }, 'staff not notified of a verified query');
  }
}

/**
 * Mails the visitor the receipt of their newly verified query: its reference, and that answering
 * the mail adds to it. Never fails the caller: a receipt that cannot be queued is logged.
 */
export async function sendReceipt(ctx: ApiContext, query: QueryDoc): Promise<void> {
  const reference = referenceOf(query.reference);
  if (!reference) return void log.error({ queryId: query.id }, 'a verified query without a reference: no receipt');
  try {
    await ctx.otp.sendReceipt({ queryId: query.id, to: query.email, name: query.name, reference, message: query.message });
  } catch (error) {
    log.error({ err: (error as Error).message, queryId: query.id }, 'receipt not queued');
  }
}

/**
 * The context each Payload instance's query hooks mail through (start.ts connects it): hooks run
 * for the panel's writes too, where no route hands them one.
 */
const mailContexts = new WeakMap<Payload, ApiContext>();

export function connectInboxMail(ctx: ApiContext): void {
  mailContexts.set(ctx.payload, ctx);
}

/**
 * Tells the staff account `assigneeId` that `assignedBy` gave them `query`, with a link to it.
 * Never fails the caller: a notice that cannot be queued is logged.
 */
export async function notifyAssignee(payload: Payload, query: QueryDoc, assigneeId: string, assignedBy: string): Promise<void> {
  const ctx = mailContexts.get(payload);
  if (!ctx) return; // scripts and seeding: no mail
  try {
    const assignee = await payload.findByID({ collection: 'users', id: assigneeId, depth: 0, disableErrors: true, select: { email: true } });
    if (!assignee) return;
    await ctx.otp.notifyAssignee({
      queryId: query.id,
      to: assignee.email,
      query: { name: query.name, message: query.message, reference: referenceOf(query.reference) },
      assignedBy,
      link: `${publicOrigin(ctx.env)}${queryScreenPath(query.id)}`,
    });
  } catch (error) {
    log.error({ err: (error as Error).message, queryId: query.id }, 'assignee not told of an assignment');
  }
}

/**
 * Tells the query's assignee, or all staff when nobody holds it, that the visitor answered by
 * mail. Never fails the caller: a notice that cannot be queued is logged.
 */
export async function notifyVisitorAnswer(ctx: ApiContext, query: QueryDoc, text: string): Promise<void> {
  try {
    const assigneeId = query.assignee && typeof query.assignee === 'object' ? query.assignee.id : query.assignee;
    const assignee = assigneeId
      ? await ctx.payload.findByID({ collection: 'users', id: assigneeId, depth: 0, disableErrors: true, select: { email: true } })
      : null;
    const to = assignee ? [assignee.email] : await staffRecipients(ctx);
    if (!to.length) return void log.warn({ queryId: query.id }, 'no staff address to tell of an answer');
    await ctx.otp.notifyVisitorAnswer({
      queryId: query.id,
      to,
      query: { name: query.name, reference: referenceOf(query.reference) },
      text,
      link: `${publicOrigin(ctx.env)}${queryScreenPath(query.id)}`,
    });
  } catch (error) {
    log.error({ err: (error as Error).message, queryId: query.id }, 'staff not told of a visitor answer');
  }
}
