import { Router } from 'express';
import type { Payload } from 'payload';

import { accountLimits, contract, messages, roleLabels, type Role } from '@agency/contract';
import { brandedHtml, escapeHtml } from '@agency/otp-service/mail/layout';
import { logger } from '@agency/server-kit/logger';

import { requireStaff, staffWriteGuard } from '../../api/auth';
import type { ApiContext } from '../../api/context';
import { ApiError } from '../../api/errors';
import { findOr404 } from '../../api/find';
import { reply, route } from '../../api/route';
import { env } from '../../config/env';
import { publicOrigin } from '../../config/public-origin';
import { type Account, accountStatus, newInvitation, toAccount, unusablePassword } from './accounts';
import { sessionTurns } from './session-turns';
import { auditActionKey } from '../audit/record';

/**
 * The owner's account management (`/api/v1/staff`): the list with each account's status, an
 * invitation by mail, a role change or disabling, and a delete. The rules (the last active
 * owner, sessions ended on disabling) are the users collection's (accounts.ts); these routes
 * call the Local API as the owner.
 */

async function mailInvitation(payload: Payload, to: string, role: Role, token: string, invitedBy: string): Promise<void> {
  const brand = env.MAIL_BRAND;
  const link = `${publicOrigin(env)}/accept-invite?token=${encodeURIComponent(token)}`;
  const subject = `You are invited to ${brand}`;
  const body = `<p style="margin:0 0 16px;font-size:16px">Hello,</p>
<p style="margin:0 0 16px;font-size:15px">${escapeHtml(invitedBy)} invited you to the ${escapeHtml(brand)} team as ${escapeHtml(roleLabels[role])}. Choose your name and password within ${accountLimits.inviteHours} hours:</p>
<p style="margin:0 0 24px"><a href="${escapeHtml(link)}" style="display:inline-block;padding:12px 20px;border-radius:8px;background:#4c1d95;color:#ffffff;font-weight:600;text-decoration:none">Accept the invitation</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#6b7280;word-break:break-all">Or open ${escapeHtml(link)}</p>
<p style="margin:0;font-size:13px;color:#6b7280">The link works once. If you did not expect this, ignore this mail.</p>`;
  await payload.sendEmail({ to, subject, html: brandedHtml({ subject, body, brand }) });
}

/** Every account with what only the owner sees (status, last sign-in): hidden fields included. */
const findAccount = (payload: Payload, id: string) =>
  payload.findByID({ collection: 'users', id, depth: 0, showHiddenFields: true }) as Promise<Account>;

export function accountRouter(ctx: ApiContext): Router {
  const { payload } = ctx;
  const router = Router();
  const staff = requireStaff(payload);
  const staffWrite = staffWriteGuard(ctx);

  route(router, contract.staff.list, staff, async () => {
    const { docs } = await payload.find({ collection: 'users', pagination: false, sort: 'createdAt', depth: 0, showHiddenFields: true });
    return reply(messages.accountsRetrieved, (docs as Account[]).map(toAccount));
  });

  // A new address gets an invited account; an address still invited gets a new link (the old one
  // stops working). An active or disabled account's address is taken (409).
  route(router, contract.staff.invite, staffWrite, async ({ body: { email, name, role }, req }) => {
    const { token, stored } = newInvitation();
    const existing = (await payload.db.findOne({ collection: 'users', where: { email: { equals: email.toLowerCase() } } })) as Account | null;
    if (existing && accountStatus(existing) !== 'invited') {
      throw new ApiError(409, messages.emailTaken, [{ path: 'email', message: messages.emailTaken }]);
    }
    const data = { ...stored, role, ...(name ? { name } : {}) };
    const as = { overrideAccess: false, user: req.staff, showHiddenFields: true, context: { [auditActionKey]: 'invite' } };
    const account = existing
      ? await payload.update({ collection: 'users', id: existing.id, data, ...as })
      : await payload.create({ collection: 'users', data: { email, password: unusablePassword(), ...data }, ...as });
    try {
      await mailInvitation(payload, email, role, token, req.staff!.email);
    } catch (error) {
      // The account stays invited: the owner's retry sends a new link.
      logger.error({ err: error }, 'invitation not sent');
      throw new ApiError(503, messages.inviteMailFailed, undefined, { 'Retry-After': '5' });
    }
    return reply(messages.inviteSent, toAccount(account as Account), { status: 201 });
  });

  route(router, contract.staff.update, staffWrite, async ({ body, params, req }) => {
    const { id, email } = await findOr404(payload, 'users', params.id, 'User', { user: req.staff });
    // The users collection refuses (409) to leave the agency without an active owner, and ends a
    // disabled account's sessions: in the account's turn, as a sign-in writes them (session-turns.ts).
    await sessionTurns.take(email, () => payload.update({ collection: 'users', id, data: body, overrideAccess: false, user: req.staff }));
    return reply(messages.accountUpdated, toAccount(await findAccount(payload, id)));
  });

  route(router, contract.staff.delete, staffWrite, async ({ params, req }) => {
    const { id } = await findOr404(payload, 'users', params.id, 'User', { user: req.staff });
    await payload.delete({ collection: 'users', id, overrideAccess: false, user: req.staff });
    return reply(messages.accountDeleted, { _id: id });
  });

  return router;
}
