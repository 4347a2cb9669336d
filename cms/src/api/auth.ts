import type { RequestHandler } from 'express';
import type { Payload } from 'payload';

import { messages, type Role } from '@agency/contract';

import { chain } from './chain';
import type { ApiContext } from './context';
import { ApiError, isDependencyDown, unavailable } from './errors';
import { rateLimit } from './rate-limit';
import { addressKey } from '../lib/client-address';

export interface Staff {
  id: string;
  email: string;
  collection: 'users';
  /** What the account may do: the route checks it against the endpoint's access (route.ts), Payload's access functions too. */
  role: Role;
}

declare module 'express-serve-static-core' {
  interface Request {
    staff?: Staff;
    /**
     * The session of the staff token (sign-out ends it). Kept apart from `staff`: Payload spares the
     * acting user's own session when its password changes, and a change of password must end them all.
     */
    staffSession?: string;
  }
}

/**
 * Payload answers "no user" when it cannot read the account too: with the database away that is a
 * 503 to retry, not a 401 that signs the staff member out of the dashboard.
 */
async function assertDatabaseUp(payload: Payload): Promise<void> {
  try {
    await payload.count({ collection: 'users' });
  } catch (error) {
    throw isDependencyDown(error) ? unavailable() : error;
  }
}

/**
 * Staff endpoints need `Authorization: Bearer <token>` of a user Payload still
 * accepts (signature, expiry, and a session not ended by a password change).
 * Only that header is passed on: the CMS panel's cookie never authorises /api/v1.
 */
export function requireStaff(payload: Payload): RequestHandler {
  return async (req, _res, next) => {
    const header = req.headers.authorization;
    if (!header) return next(new ApiError(401, messages.unauthorized, undefined, { 'WWW-Authenticate': 'Bearer' }));
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match) return next(new ApiError(401, messages.tokenInvalid, undefined, { 'WWW-Authenticate': 'Bearer' }));
    try {
      const authenticate = async () => (await payload.auth({ headers: new Headers({ Authorization: `JWT ${match[1]}` }) })).user;
      let user = await authenticate();
      if (!user) {
        await assertDatabaseUp(payload);
        // The database answers now; the lookup may have failed on a connection it dropped while it
        // was away (the pool's first use after an outage). A second look decides.
        user = await authenticate();
      }
      if (!user || user.collection !== 'users') throw new ApiError(401, messages.tokenInvalid, undefined, { 'WWW-Authenticate': 'Bearer error="invalid_token"' });
      // A disabled account has no sessions left (its token fails above); this is the same rule, said twice.
      if ((user as { disabled?: boolean }).disabled) throw new ApiError(401, messages.accountDisabled, undefined, { 'WWW-Authenticate': 'Bearer error="invalid_token"' });
      req.staff = { id: String(user.id), email: String(user.email), collection: 'users', role: (user as { role: Role }).role };
      req.staffSession = (user as { _sid?: string })._sid;
      next();
    } catch (error) {
      if (error instanceof ApiError) return next(error);
      next(isDependencyDown(error) ? unavailable() : new ApiError(401, messages.tokenInvalid, undefined, { 'WWW-Authenticate': 'Bearer error="invalid_token"' }));
    }
  };
}

/** Staff writes: a valid token, then a per-account rate limit. */
export function staffWriteGuard({ payload, redis, env }: ApiContext): RequestHandler {
  return chain(
    requireStaff(payload),
    rateLimit(redis, env.REDIS_PREFIX, {
      name: 'staff-write',
      max: env.RATE_LIMIT_STAFF_WRITES,
      windowSeconds: 10 * 60,
      key: (req) => req.staff?.id ?? addressKey(req.ip),
    }),
  );
}
