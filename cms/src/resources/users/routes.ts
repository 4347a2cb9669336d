import { Router, type Request, type Response } from 'express';
import { createLocalReq, logoutOperation, type Payload } from 'payload';
import { generateExpiredPayloadCookie, generatePayloadCookie } from 'payload/shared';

import { contract, messages } from '@agency/contract';

import { requireStaff, staffWriteGuard } from '../../api/auth';
import type { ApiContext } from '../../api/context';
import { ApiError } from '../../api/errors';
import { findOr404 } from '../../api/find';
import { reply, route } from '../../api/route';
import { clientAddressHeader } from '../../lib/sign-in-throttle';
import { requestPasswordReset, throttled } from './collection';
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

function login(payload: Payload, req: Request, email: string, password: string) {
  const headers = new Headers({ [clientAddressHeader]: addressOf(req) });
  return payload.login({ collection: 'users', data: { email, password }, req: { headers } });
}

/** The account's own password, checked before it changes, in the account's turn; a wrong one is a 400 on `field`. */
async function confirmPassword(payload: Payload, req: Request, password: string, field: string, wrong: string) {
  try {
    await login(payload, req, req.staff!.email, password);
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
    const result = await sessionTurns.take(email, () => login(payload, req, email, password));
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

  route(router, contract.users.list, staff, async ({ req }) => {
    const { docs } = await payload.find({ collection: 'users', pagination: false, sort: 'createdAt', overrideAccess: false, user: req.staff });
    return reply('Users retrieved successfully', docs.map(toUser));
  });

  route(router, contract.users.update, staffWrite, async ({ body: { currentPassword, ...data }, params, req }) => {
    const { id, email } = await findOr404(payload, 'users', params.id, 'User', { user: req.staff });
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
