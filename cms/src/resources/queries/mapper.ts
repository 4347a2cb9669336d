import type { Query, QueryNote, StaffUser } from '@agency/contract';

import type { QueryNote as QueryNoteDoc, Query as QueryDoc, User } from '../../payload-types';
import { toUser } from '../users/mapper';

/** A populated relationship to a staff user (depth ≥ 1); an unpopulated id or a deleted account reads null. */
const staffOf = (user: string | User | null | undefined): StaffUser | null => (user && typeof user === 'object' ? toUser(user) : null);

/** Read with `depth: 1`, so the assignee comes populated. */
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
});

/** Read with `depth: 1`, so the author comes populated. */
export const toQueryNote = (doc: QueryNoteDoc): QueryNote => ({
  _id: doc.id,
  kind: doc.kind,
  text: doc.text,
  author: staffOf(doc.author),
  createdAt: doc.createdAt,
});
