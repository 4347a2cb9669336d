import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionBeforeOperationHook,
  GlobalAfterChangeHook,
  Payload,
  PayloadRequest,
  Plugin,
} from 'payload';

import { type AuditAction, auditActionLabels } from '@agency/contract';
import { logger } from '@agency/server-kit/logger';

import { clientIpHeader, requestScope } from '../../lib/request-scope';

/**
 * The audit log's writer (decision 037). Changes are recorded by the audited collections' and
 * globals' hooks, in the change's own transaction: a change and its entry are stored together or
 * not at all. Both APIs reach them (the dashboard's /api/v1 calls Payload's Local API as the
 * caller). The rest (sign-ins, sign-outs, exports) is recorded where it happens.
 */

/** Never recorded, whatever the resource: credentials and their traces. */
const secretFields = new Set([
  'password',
  'confirm-password',
  'hash',
  'salt',
  'resetPasswordToken',
  'resetPasswordExpiration',
  'sessions',
  'inviteTokenHash',
  'invitedUntil',
  'loginAttempts',
  'lockUntil',
  'apiKey',
  'apiKeyIndex',
]);
/** Kept by Payload or derived on read: no one changes them. */
const bookkeeping = new Set(['id', 'createdAt', 'updatedAt', 'deletedAt', 'lastSignInAt', 'replyDueAt', 'url', 'thumbnailURL', 'sizes']);

/** A value as the log keeps it: a related document by its id, and nothing longer than this. */
const valueLimit = 2_000;

/**
 * A value as compared and kept: a related document (populated, with its timestamps) by its id; an
 * array's rows without their ids, which Payload makes anew on every save.
 */
function comparable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(comparable);
  if (!value || typeof value !== 'object') return value ?? null;
  if ('id' in value && 'createdAt' in value) return (value as { id: unknown }).id;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== 'id')
      .map(([key, inner]) => [key, comparable(inner)]),
  );
}

function kept(value: unknown): unknown {
  const text = JSON.stringify(value);
  if (text === undefined || text.length <= valueLimit) return value;
  return `${text.slice(0, valueLimit)}… (${text.length} characters)`;
}

export type Changes = Record<string, { from: unknown; to: unknown }>;

/** The fields that differ between two versions of a document, secrets and bookkeeping left out. */
export function changesBetween(before: Record<string, unknown> | undefined, after: Record<string, unknown>): Changes {
  const changes: Changes = {};
  const names = new Set([...Object.keys(before ?? {}), ...Object.keys(after)]);
  for (const name of names) {
    if (secretFields.has(name) || bookkeeping.has(name) || name.startsWith('_')) continue;
    const from = comparable(before?.[name]);
    const to = comparable(after[name]);
    if (JSON.stringify(from) !== JSON.stringify(to)) changes[name] = { from: kept(from), to: kept(to) };
  }
  return changes;
}

export interface AuditInput {
  action: AuditAction;
  resource: string;
  resourceId?: string | number | null;
  changes?: Changes | null;
  /** The account that acted; by default the request's signed-in staff, if any. */
  actor?: { id: string | number; email: string } | null;
}

/** The staff member acting: Payload's signed-in user, or the /api/v1 caller the request's scope names. */
const actorOf = (req: PayloadRequest | undefined) => {
  const user = req?.user as { id?: string | number; email?: string; collection?: string } | null | undefined;
  if (user?.id !== undefined && user.collection === 'users') return { id: user.id, email: String(user.email ?? '') };
  return requestScope.getStore()?.actor ?? null;
};

const addressOf = (req: PayloadRequest | undefined) => requestScope.getStore()?.ip ?? req?.headers?.get(clientIpHeader) ?? null;

/**
 * Writes one entry. With `req`, in its transaction (the change's own); without, on its own
 * (a sign-in that failed has no transaction worth keeping).
 */
export async function recordAudit(payload: Payload, req: PayloadRequest | undefined, input: AuditInput): Promise<void> {
  const actor = input.actor === undefined ? actorOf(req) : input.actor;
  // Straight to the table: the entry needs no hooks, validation or read-back, and a sign-in's
  // (one per request in the account's turn) must not cost a whole operation.
  await payload.db.create({
    collection: 'audit-entries',
    data: {
      actorId: actor ? String(actor.id) : null,
      actorEmail: actor?.email ?? null,
      action: input.action,
      resource: input.resource,
      resourceId: input.resourceId === undefined || input.resourceId === null ? null : String(input.resourceId),
      changes: input.changes && Object.keys(input.changes).length > 0 ? input.changes : null,
      ip: addressOf(req),
    },
    ...(req ? { req } : {}),
    returning: false,
  });
}

/** An entry that must not fail what it describes (a sign-out that already happened): a failure is logged. */
export function recordAuditAside(payload: Payload, input: AuditInput): void {
  recordAudit(payload, undefined, input).catch((error: unknown) =>
    logger.error({ err: error, action: input.action }, 'audit entry not written'),
  );
}

// Hooks of the audited collections and globals ---------------------------------------------

/** The request context's key of an action named by the caller (an invitation), used instead of the one the change implies. */
export const auditActionKey = 'auditAction';
const draftKey = 'auditDraft';

/** Remembers whether the operation saves a draft (the change hooks cannot tell). */
export const noteDraft: CollectionBeforeOperationHook = ({ args, req }) => {
  if ('draft' in (args as object)) req.context[draftKey] = Boolean((args as { draft?: boolean }).draft);
  return args;
};

/**
 * A collection's own names for some updates (`custom.auditAction`): the users collection calls a
 * change of role `role.change`. Undefined: the generic name.
 */
export type AuditActionNamer = (data: Record<string, unknown>, changes: Changes) => AuditAction | undefined;

/** create, update, or what a change of `_status` means: publish, unpublish, a draft saved. */
function actionOf(
  operation: 'create' | 'update',
  before: Record<string, unknown> | undefined,
  after: Record<string, unknown>,
  req: PayloadRequest,
): AuditAction {
  const named = req.context[auditActionKey];
  if (typeof named === 'string' && Object.hasOwn(auditActionLabels, named)) return named as AuditAction;
  if (after.deletedAt && !before?.deletedAt) return 'delete';
  if (!after.deletedAt && before?.deletedAt) return 'restore';
  if (req.context[draftKey]) return 'draft';
  if (after._status === 'published' && before?._status !== 'published') return operation === 'create' ? 'create' : 'publish';
  if (after._status === 'draft' && before?._status === 'published') return 'unpublish';
  return operation;
}

/**
 * A change by staff (the public's own submissions are the inbox's business, not the log's) in
 * the change's transaction. A save that changes nothing leaves no entry.
 */
export const auditChange: CollectionAfterChangeHook = async ({ collection, data, doc, operation, previousDoc, req }) => {
  if (!actorOf(req)) return doc;
  const before = operation === 'update' ? (previousDoc as Record<string, unknown>) : undefined;
  const changes = changesBetween(before, doc as Record<string, unknown>);
  const namer = (collection.custom as { auditAction?: AuditActionNamer } | undefined)?.auditAction;
  const action =
    (operation === 'update' ? namer?.(data, changes) : undefined) ?? actionOf(operation, before, doc as Record<string, unknown>, req);
  if (operation === 'update' && action === 'update' && Object.keys(changes).length === 0) return doc;
  await recordAudit(req.payload, req, { action, resource: collection.slug, resourceId: doc.id, changes });
  return doc;
};

export const auditDelete: CollectionAfterDeleteHook = async ({ collection, doc, id, req }) => {
  if (!actorOf(req)) return doc;
  await recordAudit(req.payload, req, {
    action: 'delete',
    resource: collection.slug,
    resourceId: id,
    changes: changesBetween(doc as Record<string, unknown>, {}),
  });
  return doc;
};

export const auditGlobalChange: GlobalAfterChangeHook = async ({ doc, global, previousDoc, req }) => {
  if (!actorOf(req)) return doc;
  const changes = changesBetween(previousDoc as Record<string, unknown>, doc as Record<string, unknown>);
  const action = actionOf('update', previousDoc as Record<string, unknown>, doc as Record<string, unknown>, req);
  if (action === 'update' && Object.keys(changes).length === 0) return doc;
  await recordAudit(req.payload, req, { action, resource: global.slug, changes });
  return doc;
};

/** Collections and globals whose changes are not the log's business: the log itself and the seed's bookkeeping. */
const unaudited = new Set(['audit-entries', 'seed-state']);

/** Adds the audit hooks to every collection and global of the config but those. */
export const auditLog: Plugin = (config) => ({
  ...config,
  collections: config.collections?.map((collection) =>
    unaudited.has(collection.slug)
      ? collection
      : {
          ...collection,
          hooks: {
            ...collection.hooks,
            beforeOperation: [...(collection.hooks?.beforeOperation ?? []), noteDraft],
            afterChange: [...(collection.hooks?.afterChange ?? []), auditChange],
            afterDelete: [...(collection.hooks?.afterDelete ?? []), auditDelete],
          },
        },
  ),
  globals: config.globals?.map((global) =>
    unaudited.has(global.slug)
      ? global
      : { ...global, hooks: { ...global.hooks, afterChange: [...(global.hooks?.afterChange ?? []), auditGlobalChange] } },
  ),
});
