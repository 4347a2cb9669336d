import { waitingQueryStatuses, type Query, type QueryAttachment, type QueryNote, type StaffUser, type ThreadEntry } from '@agency/contract';

import type { QueryAttachment as QueryAttachmentDoc, QueryNote as QueryNoteDoc, Query as QueryDoc, User } from '../../payload-types';
import { replyDueOf } from '../inbox-settings/global';
import { toUser } from '../users/mapper';

/** `Q-1042` of a stored reference number; null before verification. */
export const referenceOf = (reference: number | null | undefined): string | null => (typeof reference === 'number' ? `Q-${reference}` : null);

/** A populated relationship to a staff user (depth ≥ 1); an unpopulated id or a deleted account reads null. */
const staffOf = (user: string | User | null | undefined): StaffUser | null => (user && typeof user === 'object' ? toUser(user) : null);

/** Since when the visitor waits for a reply: the stored wait, while the status is one that waits. */
export const awaitingOf = (status: string | null | undefined, since: string | Date | null | undefined): string | null =>
  since && (waitingQueryStatuses as readonly string[]).includes(status ?? 'new') ? new Date(since).toISOString() : null;

/** When a reply is due: the wait plus the response target. */
export const dueAt = (awaiting: string | null, targetHours: number): string | null =>
  awaiting ? replyDueOf(awaiting, targetHours).toISOString() : null;

/** Read with `depth: 1`, so the assignee comes populated (and `replyDueAt` worked out by its hook). */
export const toQuery = (doc: QueryDoc): Query => ({
  _id: doc.id,
  name: doc.name,
  email: doc.email,
  phone: doc.phone,
  message: doc.message,
  isVerified: Boolean(doc.isVerified),
  createdAt: doc.createdAt,
  status: doc.status ?? 'new',
  assignee: staffOf(doc.assignee),
  answeredAt: doc.answeredAt ?? null,
  reference: referenceOf(doc.reference),
  awaitingReplySince: awaitingOf(doc.status, doc.awaitingSince),
  replyDueAt: doc.replyDueAt ?? null,
});

/** A populated attachment (its collection's defaultPopulate: never the file). */
const toAttachment = (doc: QueryAttachmentDoc): QueryAttachment => ({
  _id: doc.id,
  name: doc.name,
  size: doc.size,
  contentType: doc.contentType,
});

/** Read with `depth: 1`, so the author and the attachments come populated; a note, reply or answer (`notesOf` reads no other kind). */
export const toQueryNote = (doc: QueryNoteDoc): QueryNote => ({
  _id: doc.id,
  kind: doc.kind as QueryNote['kind'],
  text: doc.text ?? '',
  author: staffOf(doc.author),
  from: doc.from ?? null,
  attachments: attachmentsOf(doc),
  createdAt: doc.createdAt,
});

const attachmentsOf = (doc: QueryNoteDoc): QueryAttachment[] =>
  (doc.attachments ?? []).flatMap((each) => (each && typeof each === 'object' ? [toAttachment(each)] : []));

/** One entry of the log on a query's timeline (read with `depth: 1`): only the fields its kind has. */
export function toThreadEntry(doc: QueryNoteDoc): ThreadEntry {
  const entry: ThreadEntry = { _id: doc.id, kind: doc.kind, at: doc.createdAt };
  const author = staffOf(doc.author);
  if (author) entry.author = author;
  if (doc.kind === 'status') return { ...entry, status: doc.status ?? 'new' };
  if (doc.kind === 'assignment') return { ...entry, assignee: staffOf(doc.assignee) };
  if (doc.kind === 'inbound') return { ...entry, text: doc.text ?? '', from: doc.from ?? undefined, attachments: attachmentsOf(doc) };
  return { ...entry, text: doc.text ?? '' };
}
