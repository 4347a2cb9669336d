import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload, type PayloadRequest } from 'payload';

import { messages, type Query, type QueryNote, type QueryStatus } from '@agency/contract';

import { ApiError, notFound } from '../../api/errors';
import type { Query as QueryDoc } from '../../payload-types';
import { toQuery, toQueryNote } from './mapper';

/**
 * The support workflow of a query (issue 13): status, assignee, the append-only notes and the
 * replies. Routes call these after checking the caller; helper code (the reply mail) calls
 * `recordReply`. Every function writes through Payload's Local API in one transaction.
 */

/** Runs `work` in one transaction of its own, or in `req`'s when given. */
async function inTransaction<T>(payload: Payload, work: (req: PayloadRequest) => Promise<T>, outer?: PayloadRequest): Promise<T> {
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

/** The fields a move to `status` sets besides it: the first move to `answered` stamps answeredAt. */
const statusChange = (doc: Pick<QueryDoc, 'answeredAt'>, status: QueryStatus, now = new Date()) => ({
  status,
  ...(status === 'answered' && !doc.answeredAt ? { answeredAt: now.toISOString() } : {}),
});

/** Throws 400 unless `id` is a staff account. */
export async function assertStaffUser(payload: Payload, id: string, req?: PayloadRequest): Promise<void> {
  const user = await payload.findByID({ collection: 'users', id, depth: 0, disableErrors: true, req });
  if (!user) throw new ApiError(400, messages.assigneeUnknown, [{ path: 'assignee', message: messages.assigneeUnknown }]);
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

/** `PATCH /query/:id`: the given fields; 404 for an unknown query, 400 for an unknown assignee. */
export async function changeQuery(payload: Payload, id: string, change: QueryChange): Promise<Query> {
  return inTransaction(payload, async (req) => {
    const doc = await queryOr404(payload, id, req);
    if (change.assignee) await assertStaffUser(payload, change.assignee, req);
    const { status, ...rest } = change;
    const data = { ...rest, ...(status ? statusChange(doc, status) : {}) };
    const updated = await payload.update({ collection: 'queries', id, data, depth: 1, req });
    return toQuery(updated);
  });
}

/** Sets the status of every existing query of `ids`; answers the ids it changed. */
export async function setStatusOfMany(payload: Payload, ids: readonly string[], status: QueryStatus): Promise<string[]> {
  return inTransaction(payload, async (req) => {
    const where = { id: { in: [...ids] } };
    const changed = await payload.update({ collection: 'queries', where, data: { status }, depth: 0, req });
    if (status === 'answered') {
      const firstAnswer = { and: [where, { answeredAt: { exists: false } }] };
      await payload.update({ collection: 'queries', where: firstAnswer, data: { answeredAt: new Date().toISOString() }, depth: 0, req });
    }
    return changed.docs.map((doc) => doc.id);
  });
}

/** Deletes every existing query of `ids` (their notes go with them); answers the ids it deleted. */
export async function deleteMany(payload: Payload, ids: readonly string[]): Promise<string[]> {
  return inTransaction(payload, async (req) => {
    const deleted = await payload.delete({ collection: 'queries', where: { id: { in: [...ids] } }, depth: 0, req });
    return deleted.docs.map((doc) => doc.id);
  });
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

/**
 * Records a reply mailed to the visitor: a `reply` note (with the mail's delivery id) and the
 * status `answered` (answeredAt stamped on the first answer). 404 for an unknown query. Pass
 * `req` to join a transaction of the caller's.
 */
export async function recordReply(
  payload: Payload,
  input: NoteInput & { deliveryId: string },
  req?: PayloadRequest,
): Promise<{ note: QueryNote; query: Query }> {
  return inTransaction(
    payload,
    async (tx) => {
      const doc = await queryOr404(payload, input.queryId, tx);
      const note = await appendNote(payload, { ...input, kind: 'reply' }, tx);
      const updated = await payload.update({ collection: 'queries', id: doc.id, data: statusChange(doc, 'answered'), depth: 1, req: tx });
      return { note, query: toQuery(updated) };
    },
    req,
  );
}

/** A query's notes and replies, oldest first. */
export async function notesOf(payload: Payload, queryId: string): Promise<QueryNote[]> {
  const { docs } = await payload.find({
    collection: 'query-notes',
    where: { query: { equals: queryId } },
    sort: 'createdAt',
    depth: 1,
    pagination: false,
  });
  return docs.map(toQueryNote);
}
