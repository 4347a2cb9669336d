import { Router, type Request, type Response } from 'express';
import { createLocalReq, logoutOperation, type Payload } from 'payload';
import { generateExpiredPayloadCookie, generatePayloadCookie } from 'payload/shared';

import { contract, messages } from '@agency/contract';

import { requireStaff, staffWriteGuard } from '../../api/auth';
import type { ApiContext } from '../../api/context';
import { ApiError } from '../../api/errors';
import { findOr404 } from '../../api/find';
import { reply, route } from '../../api/route';
import { clientAddressHeader, signInThrottle } from '../../lib/sign-in-throttle';
import { requestPasswordReset, throttled } from './collection';
import { type Account, inviteHash, passwordCheckKey, recordFailedSignIn } from './accounts';
import { recordAudit } from '../audit/record';
import { toUser } from './mapper';
import { sessionTurns } from './session-turns';

async function assertEmailFree({ payload }: ApiContext, email: string, exceptId?: string) {
  const { totalDocs } = await payload.count({
    collection: 'users',
    where: { and: [{ email: { equals: email.toLowerCase() } }, ...(exceptId ? [{ id: { not_equals: exceptId } }] : [])] },
  });
  if (totalDocs > 0) throw new ApiError(409, messages.emailTaken, [{ path: 'email', message: messages.emailTaken }]);
}

/**
 * Payload's login, so the sign-in throttle (users collection hooks) counts a password check
 * against the caller's address like any sign-in. It writes the account's sessions: call it in
 * the account's turn (session-turns.ts).
 */
const addressOf = (req: Request) => String(req.headers[clientAddressHeader] ?? 'unknown');

function login(payload: Payload, req: Request, email: string, password: string, context: Record<string, unknown> = {}) {
  const headers = new Headers({ [clientAddressHeader]: addressOf(req) });
  return payload.login({ collection: 'users', data: { email, password }, req: { headers, context } });
}

/** The account's own password, checked before it changes, in the account's turn; a wrong one is a 400 on `field`. */
async function confirmPassword(payload: Payload, req: Request, password: string, field: string, wrong: string) {
  try {
    // A check, not a sign-in: the audit log records the change it allows instead.
    await login(payload, req, req.staff!.email, password, { [passwordCheckKey]: true });
  } catch (error) {
    if ((error as { name?: string }).name === 'AuthenticationError') throw new ApiError(400, wrong, [{ path: field, message: wrong }]);
    throw error;
  }
}

export function userRouter(ctx: ApiContext): Router {
  const { payload } = ctx;
  const router = Router();
  const staff = requireStaff(payload);
  const staffWrite = staffWriteGuard(ctx);

  // Throttled per address and per account from that address by the users collection's hooks.
  // One sign-in (issue 25 item 4): the dashboard's token is also the CMS panel's cookie, an
  // HttpOnly cookie of the same session, so the panel and the queue board open signed in, and a
  // sign-out anywhere ends both. /api/v1 itself reads only the Authorization header.
  const auth = payload.collections.users.config.auth;
  const panelSignIn = (res: Response, token: string) =>
    res.append('Set-Cookie', generatePayloadCookie({ collectionAuthConfig: auth, cookiePrefix: payload.config.cookiePrefix, token }));
  const panelSignOut = (res: Response) =>
    res.append('Set-Cookie', generateExpiredPayloadCookie({ collectionAuthConfig: auth, cookiePrefix: payload.config.cookiePrefix }));

  route(router, contract.auth.login, async ({ body: { email, password }, req, res }) => {
    const result = await sessionTurns.take(email, () => login(payload, req, email, password)).catch((error: unknown) => {
      if ((error as { name?: string }).name === 'AuthenticationError') recordFailedSignIn(payload, email);
      throw error;
    });
    if (!result.token) throw new ApiError(401, messages.loginInvalid);
    panelSignIn(res, result.token);
    return reply(messages.loginSuccess, { token: result.token });
  });

  // Ends this token's session on the server: the token stops working at once.
  route(router, contract.auth.logout, staff, async ({ req, res }) => {
    // The logout reads only the account's id and the token's session (`_sid`).
    const user = { ...req.staff, _sid: req.staffSession } as unknown as Parameters<typeof createLocalReq>[0]['user'];
    const localReq = await createLocalReq({ user }, payload);
    await sessionTurns.take(req.staff!.email, () => logoutOperation({ collection: payload.collections.users, req: localReq }));
    panelSignOut(res);
    return reply(messages.signedOut, null);
  });

  route(router, contract.auth.changePassword, staffWrite, async ({ body: { oldPassword, newPassword }, req }) => {
    const me = req.staff!;
    await sessionTurns.take(me.email, async () => {
      await confirmPassword(payload, req, oldPassword, 'oldPassword', messages.oldPasswordWrong);
      // Payload re-hashes the password and ends the account's sessions: every old token stops working.
      await payload.update({ collection: 'users', id: me.id, data: { password: newPassword }, overrideAccess: false, user: { ...me } });
    });
    return reply(messages.passwordChanged, null);
  });

  // Answered alike and at once for any address; the mail links to the dashboard's reset page.
  route(router, contract.auth.forgotPassword, async ({ body: { email }, req }) => {
    const outcome = await requestPasswordReset(payload, addressOf(req), email, 'dashboard');
    if (!outcome.ok) throw throttled(outcome);
    return reply(messages.resetLinkSent, null);
  });

  // The link's token, once and within the hour: the new password, the account's other sessions
  // ended, and the person signed in (Payload's reset). Throttled per address by the users hooks.
  route(router, contract.auth.resetPassword, async ({ body: { token, password }, req, res }) => {
    const invalid = new ApiError(400, messages.resetLinkInvalid, [{ path: 'token', message: messages.resetLinkInvalid }]);
    const account = await payload.db.findOne<{ id: string; email: string }>({ collection: 'users', where: { resetPasswordToken: { equals: token } } });
    if (!account) throw invalid;
    const headers = new Headers({ [clientAddressHeader]: addressOf(req) });
    const result = await sessionTurns.take(account.email, async () => {
      try {
        return await payload.resetPassword({ collection: 'users', data: { token, password }, overrideAccess: true, req: { headers } });
      } catch (error) {
        // Expired, or used by a request that took its turn first.
        if ((error as { status?: number }).status === 403) throw invalid;
        throw error;
      }
    });
    if (!result.token) throw invalid;
    panelSignIn(res, result.token);
    return reply(messages.passwordReset, { token: result.token });
  });

  route(router, contract.auth.me, staff, async ({ req }) => {
    const me = (await findOr404(payload, 'users', req.staff!.id, 'User', { user: req.staff })) as Account;
    return reply(messages.meRetrieved, { _id: String(me.id), email: me.email, name: me.name || null, role: req.staff!.role });
  });

  // The invitation's token, once and within its hours: the password and name set, the
  // invitation spent, and the person signed in. Throttled per address like a reset.
  route(router, contract.auth.acceptInvite, async ({ body: { token, password, name }, req, res }) => {
    const invalid = new ApiError(400, messages.inviteInvalid, [{ path: 'token', message: messages.inviteInvalid }]);
    const outcome = await signInThrottle.request('resetPassword', addressOf(req));
    if (!outcome.ok) throw throttled(outcome);
    const invited = (await payload.db.findOne({ collection: 'users', where: { inviteTokenHash: { equals: inviteHash(token) } } })) as
      | (Account & { invitedUntil?: string | null })
      | null;
    if (!invited) throw invalid;
    const result = await sessionTurns.take(invited.email, async () => {
      // Read again in the turn: a second use of the link, or a new invitation, finds nothing.
      const current = (await payload.db.findOne({ collection: 'users', where: { id: { equals: invited.id } } })) as
        | (Account & { invitedUntil?: string | null })
        | null;
      if (!current || current.inviteTokenHash !== inviteHash(token) || current.disabled) throw invalid;
      if (!current.invitedUntil || new Date(current.invitedUntil).getTime() < Date.now()) throw invalid;
      await payload.update({
        collection: 'users',
        id: current.id,
        data: { password, ...(name ? { name } : {}), inviteTokenHash: null, invitedUntil: null },
      });
      await recordAudit(payload, undefined, { action: 'invite.accept', resource: 'users', resourceId: current.id, actor: { id: current.id, email: current.email } });
      return login(payload, req, current.email, password);
    });
    if (!result.token) throw invalid;
    panelSignIn(res, result.token);
    return reply(messages.inviteAccepted, { token: result.token });
  });

  route(router, contract.users.list, staff, async ({ req }) => {
    const { docs } = await payload.find({ collection: 'users', pagination: false, sort: 'createdAt', overrideAccess: false, user: req.staff });
    return reply('Users retrieved successfully', docs.map(toUser));
  });

  route(router, contract.users.update, staffWrite, async ({ body: { currentPassword, ...data }, params, req }) => {
    const { id, email } = await findOr404(payload, 'users', params.id, 'User', { user: req.staff });
    if (req.staff!.role !== 'owner' && id !== req.staff!.id) throw new ApiError(403, messages.ownChangeOnly);
    if (data.password && id === req.staff!.id && !currentPassword) {
      const required = messages.currentPasswordRequired;
      throw new ApiError(400, required, [{ path: 'currentPassword', message: required }]);
    }
    // An update writes the account's sessions back (a new password ends them): in its turn, like a sign-in.
    const updated = await sessionTurns.take(email, async () => {
      if (data.password && currentPassword && id === req.staff!.id) {
        await confirmPassword(payload, req, currentPassword, 'currentPassword', messages.currentPasswordWrong);
      }
      if (data.email) await assertEmailFree(ctx, data.email, id);
      return payload.update({ collection: 'users', id, data, overrideAccess: false, user: req.staff });
    });
    return reply('User updated successfully', toUser(updated));
  });

  route(router, contract.users.delete, staffWrite, async ({ params, req }) => {
    const { id } = await findOr404(payload, 'users', params.id, 'User', { user: req.staff });
    // The users collection refuses to delete the last account (409), inside the delete's transaction.
    await payload.delete({ collection: 'users', id, overrideAccess: false, user: req.staff });
    return reply('User deleted successfully', { _id: id });
  });

  route(router, contract.users.create, staffWrite, async ({ body: data, req }) => {
    await assertEmailFree(ctx, data.email);
    const created = await payload.create({ collection: 'users', data, overrideAccess: false, user: req.staff });
    return reply('Admin created successfully', toUser(created), { status: 201 });
  });

  return router;
}
