import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type CollectionAfterChangeHook,
  type CollectionAfterDeleteHook,
  type CollectionBeforeChangeHook,
  type CollectionBeforeDeleteHook,
  type FieldAccess,
  type FieldHook,
  type Payload,
  type PayloadRequest,
  type Validate,
} from 'payload';

import { messages, queryNoteKinds, queryStatusSchema, type Query, type QueryNote, type QueryStatus, type ThreadEntry } from '@agency/contract';
import type { Delivery } from '@agency/otp-service';

import type { Staff } from '../../api/auth';
import type { ApiContext } from '../../api/context';
import { ApiError, notFound } from '../../api/errors';
import { isId } from '../../api/validate';
import { afterCommit } from '../../lib/database';
import { sql, sqlRunner } from '../../lib/database/raw-sql';
import { liveEvents } from '../../lib/live-events';
import type { Query as QueryDoc, QueryNote as QueryNoteDoc } from '../../payload-types';
import { responseTargetHours } from '../inbox-settings/global';
import { awaitingOf, dueAt, referenceOf, toQuery, toQueryNote, toThreadEntry } from './mapper';
import { notifyAssignee, notifyStaffOfQuery, sendReceipt } from './staff-notice';

/**
 * The support inbox's rules (decision 025): a query's status and the stamps it leaves
 * (`answeredAt`, `verifiedAt`), its assignee, its append-only notes and the mails sent about it.
 *
 * Two kinds of callers, one set of rules. The rules every write must keep — whoever writes, the
 * dashboard through /api/v1, an editor in the CMS panel through Payload's REST, or server code
 * through the Local API — are the collection's hooks, validators and field access below
 * (collection.ts wires them in). The /api/v1 routes call the operations further down after
 * checking the caller; those operations write through Payload, so the same hooks apply to them.
 */

// ---- Rules of every write (the queries collection's hooks and validators) ----

/** A status is one of the four; the contract's message, so both APIs refuse it with the same words. */
export const validateStatus: Validate = (value) => {
  const parsed = queryStatusSchema.safeParse(value);
  return parsed.success || (parsed.error.issues[0]?.message ?? messages.validationFailed);
};

const idOf = (value: unknown): unknown => (value && typeof value === 'object' && 'id' in value ? value.id : value);

/** The assignee is a staff account (or nobody). Checked when it changes, in the write's transaction. */
export const validateAssignee: Validate = async (value, { req, previousValue }) => {
  const id = idOf(value);
  if (id === null || id === undefined || id === idOf(previousValue)) return true;
  if (!isId(id)) return messages.assigneeUnknown;
  const user = await req.payload.findByID({ collection: 'users', id, depth: 0, disableErrors: true, req });
  return user ? true : messages.assigneeUnknown;
};

/** The stamps are the server's: a client (the panel, Payload's REST) cannot write them; the Local API can (imports, fixtures). */
export const stampedByServer: FieldAccess = () => false;

/** `replyDueAt`, worked out on read: the wait plus the response target (the settings read once per request, and only for a query that waits). */
export const replyDue: FieldHook<QueryDoc> = async ({ data, req }) => {
  const awaiting = awaitingOf(data?.status, data?.awaitingSince);
  return awaiting ? dueAt(awaiting, await responseTargetHours(req.payload, req)) : null;
};

/**
 * The next query reference: PostgreSQL's sequence `queries_reference_seq` (from 1001; the
 * migration `query_reference` made it), or one past the highest on MongoDB, where the unique
 * index refuses the rare twin.
 */
async function nextReference(req: PayloadRequest): Promise<number> {
  const db = sqlRunner(req.payload.db);
  if (db) return Number((await db.rows(sql`SELECT nextval('queries_reference_seq') AS n`))[0]!.n);
  const { docs } = await req.payload.find({ collection: 'queries', sort: '-reference', limit: 1, depth: 0, select: { reference: true }, req });
  return Math.max(1000, docs[0]?.reference ?? 0) + 1;
}

/**
 * A query whose status is `answered` has an `answeredAt`: the first answer stamps it, and it stays
 * through a reopening and a second answer (the time to first response). `verifiedAt` is stamped
 * when `isVerified` turns true, and the visitor waits for a reply from then (`awaitingSince`, which
 * a reply clears and a visitor's answer sets again); a verified query gets its reference (`Q-1042`) once. Payload
 * hands an update's hook the whole document with the changes applied, so an unchanged field reads
 * as it is stored.
 */
export const stampQuery: CollectionBeforeChangeHook<QueryDoc> = async ({ data, originalDoc, operation, req }) => {
  const now = new Date().toISOString();
  if (data.status === 'answered' && !data.answeredAt) data.answeredAt = now;
  if (operation === 'update' && data.isVerified && !originalDoc?.isVerified && !data.verifiedAt) data.verifiedAt = now;
  // Verified (through the form's code, staff, or made so): the visitor waits for a reply from now.
  if (data.isVerified && !(operation === 'update' && originalDoc?.isVerified)) data.awaitingSince ??= now;
  if (data.isVerified && typeof (data.reference ?? originalDoc?.reference) !== 'number') data.reference = await nextReference(req);
  return data;
};

/**
 * Assigning a query to someone else tells them by mail, once the assignment is committed; nobody
 * is told of assigning themselves, or of a release. The one who assigns is the write's user: the
 * panel's signed-in editor, or the staff member an /api/v1 route passes to the Local API.
 */
export const tellAssignee: CollectionAfterChangeHook<QueryDoc> = async ({ doc, previousDoc, operation, req }) => {
  const assignee = idOf(doc.assignee);
  if (operation !== 'update' || typeof assignee !== 'string' || assignee === idOf(previousDoc?.assignee)) return doc;
  const actor = req.user as { id?: unknown; email?: string } | null | undefined;
  if (actor?.id === assignee) return doc;
  const by = actor?.email ?? 'A colleague';
  await afterCommit(req, `assignment:${doc.id}`, () => notifyAssignee(req.payload, doc, assignee, by));
  return doc;
};

/**
 * The workflow's changes go into the query's log, in the write's transaction, for its timeline:
 * a `status` entry when the status changes, an `assignment` entry when the assignee does (none:
 * released), each by the write's staff user (none: the system, e.g. an answer reopening it).
 */
export const logWorkflow: CollectionAfterChangeHook<QueryDoc> = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update') return doc;
  const actor = req.user as { id?: unknown; collection?: string } | null | undefined;
  const author = actor?.collection === 'users' && typeof actor.id === 'string' ? actor.id : null;
  const entry = (data: { kind: 'status' | 'assignment'; status?: QueryDoc['status']; assignee?: string | null }) =>
    req.payload.create({ collection: 'query-notes', data: { query: doc.id, author, ...data }, depth: 0, req });
  if (doc.status !== previousDoc?.status) await entry({ kind: 'status', status: doc.status });
  const assignee = idOf(doc.assignee);
  if (assignee !== idOf(previousDoc?.assignee)) await entry({ kind: 'assignment', assignee: typeof assignee === 'string' ? assignee : null });
  return doc;
};

/**
 * Staff's screens hear of a verified query's changes once they are committed (live events,
 * decision 034): `query.created` when it becomes verified (it joins their list), `query.updated`
 * after. An unverified query is nobody's business yet.
 */
export const announceQuery: CollectionAfterChangeHook<QueryDoc> = async ({ doc, previousDoc, operation, req }) => {
  if (!doc.isVerified) return doc;
  const type = operation === 'create' || !previousDoc?.isVerified ? 'query.created' : 'query.updated';
  await afterCommit(req, `event:${doc.id}`, () => liveEvents.publish({ type, data: { id: doc.id } }));
  return doc;
};

export const announceDeletion: CollectionAfterDeleteHook<QueryDoc> = async ({ doc, req }) => {
  if (doc.isVerified) await afterCommit(req, `event:${doc.id}`, () => liveEvents.publish({ type: 'query.deleted', data: { id: doc.id } }));
};

/** A note, reply or visitor's answer added to a query's log: `query.thread` once committed. */
export const announceEntry: CollectionAfterChangeHook<QueryNoteDoc> = async ({ doc, operation, req }) => {
  const queryId = idOf(doc.query);
  if (operation !== 'create' || typeof queryId !== 'string' || !(queryNoteKinds as readonly string[]).includes(doc.kind)) return doc;
  await afterCommit(req, `thread:${queryId}`, () => liveEvents.publish({ type: 'query.thread', data: { id: queryId } }));
  return doc;
};

/** A query's notes and their files go with it, in the delete's transaction. */
export const deleteNotesOf: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await req.payload.delete({ collection: 'query-notes', where: { query: { equals: id } }, depth: 0, req });
  await req.payload.delete({ collection: 'query-attachments', where: { query: { equals: id } }, depth: 0, req });
};

// ---- Operations (the /api/v1 routes call these once the caller is checked) ----

/** Runs `work` in one transaction of its own, or in `outer`'s when given. */
export async function inTransaction<T>(payload: Payload, work: (req: PayloadRequest) => Promise<T>, outer?: PayloadRequest): Promise<T> {
  if (outer) return work(outer);
  const req = await createLocalReq({}, payload);
  const owns = await initTransaction(req);
  try {
    const result = await work(req);
    if (owns) await commitTransaction(req);
    return result;
  } catch (error) {
    if (owns) await killTransaction(req);
    throw error;
  }
}

async function queryOr404(payload: Payload, id: string, req: PayloadRequest): Promise<QueryDoc> {
  const doc = await payload.findByID({ collection: 'queries', id, depth: 0, disableErrors: true, req });
  if (!doc) throw notFound('Query');
  return doc;
}

export interface QueryChange {
  name?: string;
  email?: string;
  phone?: string;
  message?: string;
  isVerified?: boolean;
  status?: QueryStatus;
  /** A staff user's id, or null to release the query. */
  assignee?: string | null;
}

/** `PATCH /query/:id` by `staff`: the given fields; 400 (the validator's message) for an unknown assignee. */
export async function changeQuery(payload: Payload, id: string, change: QueryChange, staff: Staff): Promise<Query> {
  return toQuery(await payload.update({ collection: 'queries', id, data: change, depth: 1, user: staff }));
}

/** Sets the status of every existing query of `ids`; answers the ids it changed. */
export async function setStatusOfMany(payload: Payload, ids: readonly string[], status: QueryStatus): Promise<string[]> {
  const changed = await payload.update({ collection: 'queries', where: { id: { in: [...ids] } }, data: { status }, depth: 0 });
  return changed.docs.map((doc) => doc.id);
}

/** Assigns every existing query of `ids` to `assignee` (null: nobody), as `staff`; answers the ids it changed. */
export async function assignMany(payload: Payload, ids: readonly string[], assignee: string | null, staff: Staff): Promise<string[]> {
  const changed = await payload.update({ collection: 'queries', where: { id: { in: [...ids] } }, data: { assignee }, depth: 0, user: staff });
  return changed.docs.map((doc) => doc.id);
}

/** Deletes every existing query of `ids` (their notes go with them); answers the ids it deleted. */
export async function deleteMany(payload: Payload, ids: readonly string[]): Promise<string[]> {
  const deleted = await payload.delete({ collection: 'queries', where: { id: { in: [...ids] } }, depth: 0 });
  return deleted.docs.map((doc) => doc.id);
}

export interface NoteInput {
  queryId: string;
  /** The staff member writing it; null for the system. */
  authorId: string | null;
  text: string;
}

async function appendNote(payload: Payload, input: NoteInput & { kind: QueryNote['kind']; deliveryId?: string }, req: PayloadRequest) {
  const doc = await payload.create({
    collection: 'query-notes',
    data: { query: input.queryId, kind: input.kind, text: input.text, author: input.authorId, deliveryId: input.deliveryId },
    depth: 1,
    req,
  });
  return toQueryNote(doc);
}

/** `POST /query/:id/notes`: appends a staff note; 404 for an unknown query. */
export async function addNote(payload: Payload, input: NoteInput): Promise<QueryNote> {
  return inTransaction(payload, async (req) => {
    await queryOr404(payload, input.queryId, req);
    return appendNote(payload, { ...input, kind: 'note' }, req);
  });
}

/** A query's notes and replies, oldest first. */
export async function notesOf(payload: Payload, queryId: string): Promise<QueryNote[]> {
  const { docs } = await payload.find({
    collection: 'query-notes',
    where: { and: [{ query: { equals: queryId } }, { kind: { in: [...queryNoteKinds] } }] },
    sort: 'createdAt',
    depth: 1,
    pagination: false,
  });
  return docs.map(toQueryNote);
}

/** Entries written in the same millisecond, in the order they happen: an answer before the reopening it causes, a reply before its `answered`. */
const sameInstantOrder: Record<ThreadEntry['kind'], number> = { message: 0, inbound: 1, reply: 2, note: 3, status: 4, assignment: 5 };

/** `GET /query/:id/thread`: the visitor's message, then the query's log, oldest first. */
export async function threadOf(payload: Payload, query: QueryDoc): Promise<ThreadEntry[]> {
  const { docs } = await payload.find({
    collection: 'query-notes',
    where: { query: { equals: query.id } },
    sort: 'createdAt',
    depth: 1,
    pagination: false,
  });
  const message: ThreadEntry = { _id: query.id, kind: 'message', at: query.createdAt, from: query.email, text: query.message };
  return [message, ...docs.map(toThreadEntry)].sort((a, b) => a.at.localeCompare(b.at) || sameInstantOrder[a.kind] - sameInstantOrder[b.kind]);
}

/**
 * Records a reply mailed to the visitor: a `reply` note (with the mail's delivery id) and the
 * status `answered`. 404 for an unknown query. Pass `req` to join a transaction of the caller's.
 */
export async function recordReply(
  payload: Payload,
  input: NoteInput & { deliveryId: string },
  req?: PayloadRequest,
): Promise<{ note: QueryNote; query: Query }> {
  return inTransaction(
    payload,
    async (tx) => {
      await queryOr404(payload, input.queryId, tx);
      const note = await appendNote(payload, { ...input, kind: 'reply' }, tx);
      // Answered: nobody waits for a reply any more.
      const updated = await payload.update({ collection: 'queries', id: input.queryId, data: { status: 'answered', awaitingSince: null }, depth: 1, req: tx });
      return { note, query: toQuery(updated) };
    },
    req,
  );
}

/** Staff accounts have no name yet: the address's local part, as a name (`ann.smith@…` → Ann Smith). */
export const staffNameOf = (email: string): string =>
  (email.split('@')[0] ?? email)
    .split(/[._-]+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase() + part.slice(1))
    .join(' ');

/** `{name}`, `{reference}` and `{staffName}` replaced by their values; anything else in braces stays as written. */
export function fillPlaceholders(text: string, values: { name: string; reference: string; staffName: string }): string {
  return text.replace(/\{(name|reference|staffName)\}/g, (_, key: keyof typeof values) => values[key]);
}

/**
 * `POST /query/:id/reply`: mails `message` to the visitor and records it — a `reply` note with
 * the mail's delivery id, and the status `answered` — in the transaction that queues the mail, so
 * a failure leaves neither. 409 for an unverified query: its address is whatever a stranger
 * typed, and the code mail is the only mail it may get.
 */
export async function replyTo(
  { payload, otp }: Pick<ApiContext, 'payload' | 'otp'>,
  query: QueryDoc,
  staff: { id: string; email: string },
  message: string,
): Promise<{ note: QueryNote; delivery: Delivery }> {
  if (!query.isVerified) throw new ApiError(409, messages.replyUnverified);
  // What is mailed and recorded is the reply with its placeholders filled, whichever client sent it.
  message = fillPlaceholders(message, { name: query.name, reference: referenceOf(query.reference) ?? '', staffName: staffNameOf(staff.email) });
  return inTransaction(payload, async (req) => {
    // The writes are the staff member's: the timeline names them on the `answered` too.
    req.user = { ...staff, collection: 'users' } as PayloadRequest['user'];
    let note: QueryNote | undefined;
    const delivery = await otp.sendReply(
      { queryId: query.id, to: query.email, name: query.name, message, reference: referenceOf(query.reference) },
      {
        before: async (deliveryId) => {
          ({ note } = await recordReply(payload, { queryId: query.id, authorId: staff.id, text: message, deliveryId }, req));
        },
      },
    );
    return { note: note!, delivery };
  });
}

/** `POST /query/:id/deliveries/:deliveryId/retry`: 404 unless the delivery is the query's, 409 unless it failed and is still kept. */
export async function retryDelivery({ otp }: Pick<ApiContext, 'otp'>, queryId: string, deliveryId: string): Promise<Delivery> {
  if (!(await otp.deliveries(queryId)).some((delivery) => delivery._id === deliveryId)) throw new ApiError(404, messages.deliveryNotFound);
  const retried = await otp.retry(deliveryId);
  if (retried.ok) return retried.delivery;
  if (retried.reason === 'not-found') throw new ApiError(404, messages.deliveryNotFound);
  throw new ApiError(409, retried.reason === 'gone' ? messages.deliveryGone : messages.deliveryNotFailed);
}

/**
 * A visitor's right code: the query is verified (the hook stamps `verifiedAt`), its code
 * forgotten, staff told. Verified first, code forgotten second: if the write fails (503), the
 * same code works on retry; a code left behind only waits out its TTL.
 */
export async function markVerified(ctx: ApiContext, query: QueryDoc): Promise<void> {
  const verified = await ctx.payload.update({ collection: 'queries', id: query.id, data: { isVerified: true }, depth: 0 });
  await ctx.otp.forget(query.id);
  await Promise.all([sendReceipt(ctx, verified), notifyStaffOfQuery(ctx, verified)]);
}
