import {
  addDataAndFileToRequest,
  APIError,
  type CollectionBeforeOperationHook,
  type CollectionConfig,
  type Endpoint,
  type PayloadRequest,
} from 'payload';

import { messages, tooManyRequestsMessage } from '@agency/contract';
import { logger } from '@agency/server-kit/logger';

import { isStaff } from '../../access/staff';
import { env } from '../../config/env';
import { lockStaffAccounts } from '../../lib/database';
import { panelPasswordReset } from '../../lib/panel-email';
import { clientAddressHeader, signInThrottle, spendPasswordCheck, type ThrottleOutcome } from '../../lib/sign-in-throttle';

const addressOf = (req: PayloadRequest) => req.headers?.get(clientAddressHeader) ?? 'local';

function refuse(req: PayloadRequest, outcome: Exclude<ThrottleOutcome, { ok: true }>): never {
  const seconds = 'unavailable' in outcome ? 5 : outcome.retryAfterSeconds;
  // Payload's REST error response merges these; /api/v1 reads `data.headers`.
  const headers = { 'Retry-After': String(seconds) };
  req.responseHeaders = new Headers(headers);
  if ('unavailable' in outcome) throw new APIError(messages.serviceUnavailable, 503, { headers }, true);
  throw new APIError(tooManyRequestsMessage(seconds), 429, { headers }, true);
}

const forgotPasswordThrottled = 'forgotPasswordThrottled';

/** Sign-in, password reset and token refresh, throttled per source address through Redis (both APIs). */
const throttle: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  const address = addressOf(req);
  if (operation === 'login') {
    const data = (args as { data?: { email?: unknown; password?: unknown } }).data ?? {};
    const email = typeof data.email === 'string' ? data.email.trim().toLowerCase() : '';
    const outcome = await signInThrottle.signInAttempt(email, address);
    if (!outcome.ok) refuse(req, outcome);
    // Payload answers at once when no account has this e-mail: spend a password check's time.
    const account = email ? await req.payload.db.findOne({ collection: 'users', where: { email: { equals: email } }, req }) : null;
    if (!account) await spendPasswordCheck(typeof data.password === 'string' ? data.password : '');
  } else if (operation === 'forgotPassword' || operation === 'resetPassword' || operation === 'refresh') {
    // The panel's forgot-password endpoint (below) counted it before it answered.
    if (operation === 'forgotPassword' && req.context[forgotPasswordThrottled]) return args;
    const outcome = await signInThrottle.request(operation, address);
    if (!outcome.ok) refuse(req, outcome);
    if (operation === 'refresh') await refuseOldSession(req);
  }
  return args;
};

/**
 * The panel's forgot-password (`POST <rest>/users/forgot-password`), answered before the work is
 * done: Payload's own endpoint writes the token and sends the mail for a known address only, so
 * its time (and its 500 when the mail fails) told which addresses have an account. Here every
 * address gets the same answer at the same speed; the reset itself runs after, and a failure is
 * logged. The throttle counts the request first, as for the other auth operations.
 */
const forgotPasswordEndpoint: Endpoint = {
  path: '/forgot-password',
  method: 'post',
  handler: async (req) => {
    await addDataAndFileToRequest(req);
    const email = typeof req.data?.email === 'string' ? req.data.email.trim() : '';
    if (!email) throw new APIError('Missing email.', 400, undefined, true);
    const outcome = await signInThrottle.request('forgotPassword', addressOf(req));
    if (!outcome.ok) refuse(req, outcome);
    req.payload
      .forgotPassword({ collection: 'users', data: { email }, context: { [forgotPasswordThrottled]: true } })
      .catch((error: unknown) => logger.error({ err: error }, 'panel password reset not sent'));
    return Response.json({ message: req.t('general:success') });
  },
};

/** A session is refreshed up to SESSION_MAX_AGE_HOURS after its sign-in, then the password is asked again. */
async function refuseOldSession(req: PayloadRequest): Promise<void> {
  const user = req.user as { id?: string; _sid?: string } | null;
  if (!user?.id) return; // Payload refuses it next
  const account = await req.payload.db.findOne<{ id: string; sessions?: { id: string; createdAt: string | Date }[] }>({
    collection: 'users',
    where: { id: { equals: user.id } },
    req,
  });
  const session = account?.sessions?.find(({ id }) => id === user._sid);
  const started = session ? new Date(session.createdAt).getTime() : 0;
  if (Date.now() - started > env.SESSION_MAX_AGE_HOURS * 3600_000) throw new APIError(messages.tokenInvalid, 401, undefined, true);
}

/** The last staff account cannot be deleted, by either API, even by two staff deleting each other at once. */
async function keepLastAccount({ req }: { req: PayloadRequest }): Promise<void> {
  await lockStaffAccounts(req.payload.db, await req.transactionID);
  const { totalDocs } = await req.payload.count({ collection: 'users', req });
  if (totalDocs <= 1) throw new APIError(messages.lastStaffAccount, 409, undefined, true);
}

/** Staff accounts: they sign in to the dashboard and to the CMS panel. */
export const Users: CollectionConfig = {
  slug: 'users',
  admin: { useAsTitle: 'email', group: 'Staff' },
  auth: {
    tokenExpiration: 7200,
    // Payload's lockout locks the account for everyone; the throttle above slows the guesser only.
    maxLoginAttempts: 0,
    // The sign-in throttle spaces requests out (per address and account), not Payload's own interval.
    forgotPassword: { minRequestInterval: 0, ...panelPasswordReset },
    cookies: { secure: env.PUBLIC_URL?.startsWith('https://') ?? false, sameSite: 'Lax' },
  },
  access: { read: isStaff, create: isStaff, update: isStaff, delete: isStaff, admin: ({ req }) => Boolean(req.user) },
  hooks: {
    beforeOperation: [throttle],
    afterLogin: [
      async ({ req, user }) => {
        await signInThrottle.succeeded(String((user as { email?: string }).email ?? ''), addressOf(req));
      },
    ],
    beforeDelete: [keepLastAccount],
  },
  // The seed creates the first account: Payload's first-register window never opens.
  endpoints: [
    { path: '/init', method: 'get', handler: () => Response.json({ initialized: true }) },
    { path: '/first-register', method: 'post', handler: () => Response.json({ errors: [{ message: messages.forbidden }] }, { status: 403 }) },
    forgotPasswordEndpoint,
  ],
  fields: [],
};
