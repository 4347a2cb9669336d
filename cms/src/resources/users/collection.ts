import {
  addDataAndFileToRequest,
  APIError,
  commitTransaction,
  type CollectionAfterErrorHook,
  type CollectionAfterOperationHook,
  type CollectionBeforeOperationHook,
  type CollectionConfig,
  type Endpoint,
  type Payload,
  type PayloadRequest,
  type Where,
} from 'payload';

import { limits, messages, roleLabels, roles, tooManyRequestsMessage } from '@agency/contract';
import { logger } from '@agency/server-kit/logger';

import { inGroup, isOwner, isOwnerField, isStaff, roleOf } from '../../access/roles';
import { env } from '../../config/env';
import { lockStaffAccounts } from '../../lib/database';
import { panelPasswordReset, resetPageKey, type ResetPage } from '../../lib/panel-email';
import { clientAddressHeader, signInThrottle, spendPasswordCheck, type ThrottleOutcome } from '../../lib/sign-in-throttle';
import {
  accountAuditAction,
  auditFailedSignIn,
  auditPasswordReset,
  auditSignOut,
  endSessionsOnDisable,
  keepOwnerOnDelete,
  keepOwnerOnUpdate,
  notePasswordChange,
  recordSignIn,
  refuseInactiveSignIn,
  signInAttemptKey,
} from './accounts';
import { sessionTurns } from './session-turns';

const addressOf = (req: PayloadRequest) => req.headers?.get(clientAddressHeader) ?? 'local';

/** The error a throttled request gets: 429 with Retry-After, or 503 while Redis is away. */
export function throttled(outcome: Exclude<ThrottleOutcome, { ok: true }>): APIError {
  const seconds = 'unavailable' in outcome ? 5 : outcome.retryAfterSeconds;
  // /api/v1 reads `data.headers`.
  const headers = { 'Retry-After': String(seconds) };
  if ('unavailable' in outcome) return new APIError(messages.serviceUnavailable, 503, { headers }, true);
  return new APIError(tooManyRequestsMessage(seconds), 429, { headers }, true);
}

function refuse(req: PayloadRequest, outcome: Exclude<ThrottleOutcome, { ok: true }>): never {
  const error = throttled(outcome);
  // Payload's REST error response merges these.
  req.responseHeaders = new Headers((error.data as { headers: Record<string, string> }).headers);
  throw error;
}

const forgotPasswordThrottled = 'forgotPasswordThrottled';

const turnKey = 'sessionTurn';

/** The session turn a REST request holds: the operation that took it, and how to end it. */
interface HeldTurn {
  operation: string;
  end: () => void;
}

/** The account whose sessions a REST operation writes: a sign-in's, a refresh's, a reset's or an update's. */
async function accountWritten(req: PayloadRequest, operation: string, args: { data?: Record<string, unknown>; id?: unknown }) {
  if (operation === 'login') return typeof args.data?.email === 'string' ? args.data.email : undefined;
  if (operation === 'refresh') return (req.user as { email?: string } | null)?.email;
  const where: Where | undefined =
    operation === 'update' && (typeof args.id === 'string' || typeof args.id === 'number')
      ? { id: { equals: args.id } }
      : operation === 'resetPassword' && typeof args.data?.token === 'string'
        ? { resetPasswordToken: { equals: args.data.token } }
        : undefined;
  if (!where) return undefined;
  const account = await req.payload.db.findOne<{ id: string; email?: string }>({ collection: 'users', where });
  return account?.email;
}

/**
 * The panel's sign-in, refresh, reset and account update take the account's session turn for the
 * operation (session-turns.ts), ended by afterOperation or afterError. /api/v1 takes the turn
 * around its Local API calls itself; a nested operation on the same request already holds it.
 */
const takeSessionTurn: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (req.payloadAPI !== 'REST' || req.context[turnKey]) return args;
  const email = await accountWritten(req, operation, args as { data?: Record<string, unknown>; id?: unknown });
  if (email) req.context[turnKey] = { operation, end: await sessionTurns.enter(email) } satisfies HeldTurn;
  return args;
};

function endSessionTurn(req: PayloadRequest): void {
  const held = req.context[turnKey] as HeldTurn | undefined;
  delete req.context[turnKey];
  held?.end();
}

/**
 * The turn ends once its operation's writes are committed, so the next holder reads them. Payload
 * commits after this hook, so the hook commits first, with Payload's `commitTransaction` (Payload's
 * own commit then finds nothing left to do). The REST operation that took the turn started the
 * transaction itself; an operation nested in it on the same request (another name) ends nothing.
 */
const endTurnAfter: CollectionAfterOperationHook = async ({ operation, req, result }) => {
  // An update by id is 'update' before the operation and 'updateByID' after it.
  const named = operation === 'updateByID' ? 'update' : operation;
  if ((req.context[turnKey] as HeldTurn | undefined)?.operation !== named) return result;
  await commitTransaction(req);
  endSessionTurn(req);
  return result;
};

const endTurnOnError: CollectionAfterErrorHook = ({ req }) => {
  endSessionTurn(req);
};

/** Sign-in, password reset and token refresh, throttled per source address through Redis (both APIs). */
const throttle: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  const address = addressOf(req);
  if (operation === 'login') {
    const data = (args as { data?: { email?: unknown; password?: unknown } }).data ?? {};
    const email = typeof data.email === 'string' ? data.email.trim().toLowerCase() : '';
    req.context[signInAttemptKey] = email;
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
 * A forgot-password request, from the panel or the dashboard, answered before the work is done:
 * Payload writes the token and sends the mail for a known address only, so its time (and its
 * 500 when the mail fails) would tell which addresses have an account. The throttle counts the
 * request (per address) first; the reset itself runs after, and a failure is logged.
 */
export async function requestPasswordReset(payload: Payload, address: string, email: string, page: ResetPage): Promise<ThrottleOutcome> {
  const outcome = await signInThrottle.request('forgotPassword', address);
  if (!outcome.ok) return outcome;
  payload
    .forgotPassword({ collection: 'users', data: { email }, context: { [forgotPasswordThrottled]: true, [resetPageKey]: page } })
    .catch((error: unknown) => logger.error({ err: error }, 'password reset not sent'));
  return outcome;
}

/** The panel's forgot-password (`POST <rest>/users/forgot-password`): every address gets the same answer at the same speed. */
const forgotPasswordEndpoint: Endpoint = {
  path: '/forgot-password',
  method: 'post',
  handler: async (req) => {
    await addDataAndFileToRequest(req);
    const email = typeof req.data?.email === 'string' ? req.data.email.trim() : '';
    if (!email) throw new APIError('Missing email.', 400, undefined, true);
    const outcome = await requestPasswordReset(req.payload, addressOf(req), email, 'panel');
    if (!outcome.ok) refuse(req, outcome);
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
  // Colleagues' names are no secret among staff (a query's assignee); the owner manages accounts,
  // everyone else edits only their own. The panel is for owners and editors (decision 036).
  access: {
    read: isStaff,
    create: isOwner,
    update: ({ req }) => (roleOf(req) === 'owner' ? true : req.user ? { id: { equals: req.user.id } } : false),
    delete: isOwner,
    admin: ({ req }) => inGroup('content', roleOf(req)),
  },
  hooks: {
    beforeOperation: [throttle, takeSessionTurn],
    // The audit entry first: the turn's end commits the operation's transaction.
    afterOperation: [auditPasswordReset, endTurnAfter],
    afterError: [endTurnOnError, auditFailedSignIn],
    afterLogout: [auditSignOut],
    beforeLogin: [refuseInactiveSignIn],
    afterLogin: [
      async ({ req, user }) => {
        await signInThrottle.succeeded(String((user as { email?: string }).email ?? ''), addressOf(req));
      },
      recordSignIn,
    ],
    beforeChange: [keepOwnerOnUpdate, notePasswordChange],
    afterChange: [endSessionsOnDisable],
    beforeDelete: [keepLastAccount, keepOwnerOnDelete],
  },
  custom: { auditAction: accountAuditAction },
  // The seed creates the first account: Payload's first-register window never opens.
  endpoints: [
    { path: '/init', method: 'get', handler: () => Response.json({ initialized: true }) },
    { path: '/first-register', method: 'post', handler: () => Response.json({ errors: [{ message: messages.forbidden }] }, { status: 403 }) },
    forgotPasswordEndpoint,
  ],
  fields: [
    { name: 'name', type: 'text', maxLength: limits.nameMax },
    {
      name: 'role',
      type: 'select',
      required: true,
      options: roles.map((value) => ({ value, label: roleLabels[value] })),
      // Only an owner gives a role: nobody promotes themselves.
      access: { create: isOwnerField, update: isOwnerField },
      admin: { position: 'sidebar', description: 'Owner: everything. Editor: the site’s content and media. Support: the inbox.' },
    },
    {
      name: 'disabled',
      type: 'checkbox',
      defaultValue: false,
      access: { create: isOwnerField, update: isOwnerField },
      admin: { position: 'sidebar', description: 'A disabled account cannot sign in; its sessions end at once.' },
    },
    { name: 'lastSignInAt', type: 'date', access: { create: () => false, update: () => false }, admin: { readOnly: true, position: 'sidebar' } },
    // An invitation not yet accepted: the hash of the mailed token, and until when it works.
    { name: 'inviteTokenHash', type: 'text', hidden: true, index: true },
    { name: 'invitedUntil', type: 'date', hidden: true },
  ],
};
