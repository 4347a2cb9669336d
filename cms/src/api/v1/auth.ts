import { Router } from 'express';

import { changePasswordSchema, createAdminSchema, loginSchema, messages, updateUserSchema } from '@agency/contract';

import { requireStaff, staffWriteGuard } from '../auth';
import type { ApiContext } from '../context';
import { ApiError } from '../errors';
import { rateLimit } from '../rate-limit';
import { ok } from '../respond';
import { findOr404 } from '../find';
import { parse } from '../validate';

const toUser = (doc: { id: string; email: string }) => ({ _id: doc.id, email: doc.email });

async function assertEmailFree({ payload }: ApiContext, email: string, exceptId?: string) {
  const { totalDocs } = await payload.count({
    collection: 'users',
    where: { and: [{ email: { equals: email.toLowerCase() } }, ...(exceptId ? [{ id: { not_equals: exceptId } }] : [])] },
  });
  if (totalDocs > 0) throw new ApiError(409, messages.emailTaken, [{ path: 'email', message: messages.emailTaken }]);
}

/**
 * Payload's login reads the account's sessions before it checks the password and writes them
 * back with the new session: two sign-ins to one account at once keep only one of the two
 * sessions, and the other token is refused straight away. Here sign-ins to one account take
 * turns. (Two app instances could still interleave them, which takes two sign-ins to one account
 * within the same few milliseconds on different instances.)
 */
const signIns = new Map<string, Promise<unknown>>();

function oneSignInAtATime<T>(email: string, signIn: () => Promise<T>): Promise<T> {
  const key = email.toLowerCase();
  const mine = (signIns.get(key) ?? Promise.resolve()).then(signIn);
  const settled = mine.catch(() => undefined);
  signIns.set(key, settled);
  void settled.then(() => signIns.get(key) === settled && signIns.delete(key));
  return mine;
}

export function authRouter(ctx: ApiContext): Router {
  const { payload, redis, env } = ctx;
  const router = Router();
  const staff = requireStaff(payload);
  const staffWrite = staffWriteGuard(ctx);
  const loginLimit = rateLimit(redis, env.REDIS_PREFIX, { name: 'login', max: env.RATE_LIMIT_LOGIN, windowSeconds: 15 * 60 });

  router.post('/auth/login', loginLimit, async (req, res) => {
    const { email, password } = parse(loginSchema, req.body);
    const result = await oneSignInAtATime(email, () => payload.login({ collection: 'users', data: { email, password } }));
    if (!result.token) throw new ApiError(401, messages.loginInvalid);
    ok(res, messages.loginSuccess, { token: result.token });
  });

  router.post('/auth/change-password', staffWrite, async (req, res) => {
    const { oldPassword, newPassword } = parse(changePasswordSchema, req.body);
    const me = req.staff!;
    try {
      await oneSignInAtATime(me.email, () => payload.login({ collection: 'users', data: { email: me.email, password: oldPassword } }));
    } catch (error) {
      if ((error as { name?: string }).name === 'AuthenticationError')
        throw new ApiError(400, messages.oldPasswordWrong, [{ path: 'oldPassword', message: messages.oldPasswordWrong }]);
      throw error;
    }
    // Payload re-hashes the password and ends the account's sessions: every old token stops working.
    await payload.update({ collection: 'users', id: me.id, data: { password: newPassword }, overrideAccess: false, user: { ...me } });
    ok(res, messages.passwordChanged, null);
  });

  router.get('/auth', staff, async (req, res) => {
    const { docs } = await payload.find({ collection: 'users', pagination: false, sort: 'createdAt', overrideAccess: false, user: req.staff });
    ok(res, 'Users retrieved successfully', docs.map(toUser));
  });

  router.put('/auth/:id', staffWrite, async (req, res) => {
    const { id } = await findOr404(payload, 'users', req.params.id, 'User', { user: req.staff });
    const data = parse(updateUserSchema, req.body);
    if (data.email) await assertEmailFree(ctx, data.email, id);
    const updated = await payload.update({ collection: 'users', id, data, overrideAccess: false, user: req.staff });
    ok(res, 'User updated successfully', toUser(updated));
  });

  router.delete('/auth/:id', staffWrite, async (req, res) => {
    const { id } = await findOr404(payload, 'users', req.params.id, 'User', { user: req.staff });
    const { totalDocs } = await payload.count({ collection: 'users' });
    if (totalDocs <= 1) throw new ApiError(409, messages.lastStaffAccount);
    await payload.delete({ collection: 'users', id, overrideAccess: false, user: req.staff });
    ok(res, 'User deleted successfully', { _id: id });
  });

  router.post('/user/create-admin', staffWrite, async (req, res) => {
    const data = parse(createAdminSchema, req.body);
    await assertEmailFree(ctx, data.email);
    const created = await payload.create({ collection: 'users', data, overrideAccess: false, user: req.staff });
    ok(res, 'Admin created successfully', toUser(created), undefined, 201);
  });

  return router;
}
