import { createHash, randomBytes } from 'node:crypto';

import {
  APIError,
  type CollectionAfterChangeHook,
  type CollectionAfterErrorHook,
  type CollectionAfterLoginHook,
  type CollectionAfterLogoutHook,
  type CollectionAfterOperationHook,
  type CollectionBeforeChangeHook,
  type CollectionBeforeDeleteHook,
  type CollectionBeforeLoginHook,
  type Payload,
  type PayloadRequest,
} from 'payload';

import { accountLimits, messages, type Role, type StaffAccount } from '@agency/contract';

import { ApiError } from '../../api/errors';
import { lockStaffAccounts } from '../../lib/database';
import type { User } from '../../payload-types';
import { auditActionKey, type AuditActionNamer, recordAudit, recordAuditAside } from '../audit/record';

/**
 * The rules of staff accounts, for both APIs: roles, the last active owner, disabling, the last
 * sign-in, invitations. The users collection's hooks call them; /api/v1's routes call the same
 * Local API. Decision 036.
 */

export type Account = Pick<User, 'id' | 'email'> & {
  name?: string | null;
  role?: Role | null;
  disabled?: boolean | null;
  lastSignInAt?: string | null;
  inviteTokenHash?: string | null;
};

export function accountStatus(account: Account): StaffAccount['status'] {
  if (account.disabled) return 'disabled';
  return account.inviteTokenHash ? 'invited' : 'active';
}

const isActiveOwner = (account: Account) => account.role === 'owner' && accountStatus(account) === 'active';

/**
 * Throws 409 unless an active owner other than `account` remains. Under the staff accounts' lock,
 * in the write's transaction: two owners demoting each other at once cannot both pass.
 */
async function keepAnotherActiveOwner(req: PayloadRequest, account: Account): Promise<void> {
  await lockStaffAccounts(req.payload.db, await req.transactionID);
  const { totalDocs } = await req.payload.count({
    collection: 'users',
    where: {
      and: [
        { id: { not_equals: account.id } },
        { role: { equals: 'owner' } },
        { disabled: { not_equals: true } },
        { inviteTokenHash: { exists: false } },
      ],
    },
    req,
  });
  if (totalDocs === 0) throw new ApiError(409, messages.lastOwner);
}

/** An update that demotes or disables the last active owner is refused. */
export const keepOwnerOnUpdate: CollectionBeforeChangeHook = async ({ data, originalDoc, operation, req }) => {
  if (operation !== 'update' || !originalDoc) return data;
  const before = originalDoc as Account;
  const after = { ...before, ...data } as Account;
  if (isActiveOwner(before) && !isActiveOwner(after)) await keepAnotherActiveOwner(req, before);
  return data;
};

/** Deleting the last active owner is refused. */
export const keepOwnerOnDelete: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const account = await req.payload.db.findOne<Account>({ collection: 'users', where: { id: { equals: id } }, req });
  if (account && isActiveOwner(account)) await keepAnotherActiveOwner(req, account);
};

/** Disabling ends the account's sessions in the same transaction: every token of it stops working at once. */
export const endSessionsOnDisable: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  if (operation === 'update' && doc.disabled && !previousDoc?.disabled) {
    await req.payload.db.updateOne({ collection: 'users', id: doc.id, data: { sessions: [] }, req, returning: false });
  }
  return doc;
};

/** A disabled account, or one whose invitation is not accepted yet, cannot sign in (either API). */
export const refuseInactiveSignIn: CollectionBeforeLoginHook = ({ user }) => {
  const status = accountStatus(user as Account);
  if (status === 'disabled') throw new APIError(messages.accountDisabled, 403, undefined, true);
  if (status === 'invited') throw new APIError(messages.loginInvalid, 401, undefined, true);
  return user;
};

/** The owner's list shows when each person last signed in (only that column is written), and the audit log who did, from where. */
export const recordSignIn: CollectionAfterLoginHook = async ({ req, user }) => {
  if (req.context[passwordCheckKey]) return;
  const { id, email } = user as Account;
  await req.payload.db.updateOne({ collection: 'users', id, data: { lastSignInAt: new Date().toISOString() }, req, returning: false });
  await recordAudit(req.payload, req, { action: 'sign-in', resource: 'users', resourceId: id, actor: { id, email } });
};

/** The request context's key of a sign-in that only checks a password before it changes (users/routes.ts). */
export const passwordCheckKey = 'passwordCheck';

/** A sign-in that failed, with the address tried (never the password); no account acted. */
export function recordFailedSignIn(payload: Payload, email: string): void {
  recordAuditAside(payload, { action: 'sign-in.failed', resource: 'users', actor: null, changes: { email: { from: null, to: email } } });
}

/** The request context's key of the address a sign-in tries (the throttle notes it), for its failure's entry. */
export const signInAttemptKey = 'signInAttempt';

/** The panel's failed sign-ins (Payload's REST): /api/v1's route records its own. */
export const auditFailedSignIn: CollectionAfterErrorHook = ({ error, req }) => {
  const email = req.context[signInAttemptKey];
  if (typeof email === 'string' && (error as { name?: string }).name === 'AuthenticationError') recordFailedSignIn(req.payload, email);
};

export const auditSignOut: CollectionAfterLogoutHook = async ({ req }) => {
  recordAuditAside(req.payload, { action: 'sign-out', resource: 'users', resourceId: (req.user as Account | null)?.id ?? null, actor: actorFrom(req) });
};

/** A reset by a mailed link: the person who had the link acted. */
export const auditPasswordReset: CollectionAfterOperationHook = async ({ operation, req, result }) => {
  if (operation !== 'resetPassword') return result;
  const user = (result as { user?: Account } | undefined)?.user;
  if (user) await recordAudit(req.payload, req, { action: 'password.reset', resource: 'users', resourceId: user.id, actor: { id: user.id, email: user.email } });
  return result;
};

const actorFrom = (req: PayloadRequest) => {
  const user = req.user as Account | null;
  return user ? { id: user.id, email: user.email } : null;
};

/** What an account's update is called in the audit log: a role change, disabling. */
export const accountAuditAction: AuditActionNamer = (_data, changes) => {
  if (changes.role) return 'role.change';
  if (changes.disabled) return changes.disabled.to ? 'disable' : 'enable';
  return undefined;
};

/** A new password is no field the log can compare (Payload keeps only its hash): the update says so before it goes. */
export const notePasswordChange: CollectionBeforeChangeHook = ({ data, operation, req }) => {
  if (operation === 'update' && typeof data.password === 'string') req.context[auditActionKey] = 'password.change';
  return data;
};

// Invitations ------------------------------------------------------------------

/** What is stored of an invitation's token: its hash, so the table alone opens no account. */
export const inviteHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new invitation: the token for the link, and what the account stores of it. */
export function newInvitation(now = Date.now()) {
  const token = randomBytes(32).toString('base64url');
  return {
    token,
    stored: { inviteTokenHash: inviteHash(token), invitedUntil: new Date(now + accountLimits.inviteHours * 3600_000).toISOString() },
  };
}

/** A password nobody knows, for an account until its invitation is accepted. */
export const unusablePassword = () => randomBytes(32).toString('base64url');

/** The record of `GET /api/v1/staff`. */
export const toAccount = (account: Account): StaffAccount => ({
  _id: String(account.id),
  email: account.email,
  name: account.name || null,
  role: account.role ?? 'support',
  status: accountStatus(account),
  lastSignInAt: account.lastSignInAt ? new Date(account.lastSignInAt).toISOString() : null,
});
