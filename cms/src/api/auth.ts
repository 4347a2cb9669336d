import type { RequestHandler } from 'express';
import type { Payload } from 'payload';

import { messages } from '@agency/contract';

import { chain } from './chain';
import type { ApiContext } from './context';
import { ApiError } from './errors';
import { rateLimit } from './rate-limit';

export interface Staff {
  id: string;
  email: string;
  collection: 'users';
}

declare module 'express-serve-static-core' {
  interface Request {
    staff?: Staff;
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
      const { user } = await payload.auth({ headers: new Headers({ Authorization: `JWT ${match[1]}` }) });
      if (!user || user.collection !== 'users') throw new ApiError(401, messages.tokenInvalid, undefined, { 'WWW-Authenticate': 'Bearer error="invalid_token"' });
      req.staff = { id: String(user.id), email: String(user.email), collection: 'users' };
      next();
    } catch (error) {
      next(error instanceof ApiError ? error : new ApiError(401, messages.tokenInvalid, undefined, { 'WWW-Authenticate': 'Bearer error="invalid_token"' }));
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
      key: (req) => req.staff?.id ?? req.ip ?? 'unknown',
    }),
  );
}
