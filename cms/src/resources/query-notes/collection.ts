import type { CollectionConfig } from 'payload';
import { textarea, type TextareaFieldValidation } from 'payload/shared';

import { limits, queryLogKinds, queryStatuses } from '@agency/contract';

import { worksInbox } from '../../access/roles';
import { nobody } from '../../access/nobody';
import { announceEntry } from '../queries/service';

/** A note, reply or answer has its text (Payload's own checks, required); a workflow entry has none. */
const textOfEntry: TextareaFieldValidation = (value, options) => {
  const kind = (options.siblingData as { kind?: string }).kind;
  return kind === 'status' || kind === 'assignment' ? true : textarea(value, { ...options, required: true });
};

/**
 * A query's append-only log: staff notes, the replies mailed to the visitor, the visitor's
 * answers that came back by mail (`inbound`), and the workflow's changes (`status`, `assignment`),
 * which make its timeline. Written only by the inbox service (queries/service.ts,
 * queries/inbound.ts); never changed; deleted with its query (the queries' beforeDelete).
 */
export const QueryNotes: CollectionConfig = {
  slug: 'query-notes',
  admin: { group: 'Support', defaultColumns: ['query', 'kind', 'author', 'createdAt'] },
  access: { read: worksInbox, create: nobody, update: nobody, delete: nobody },
  defaultSort: 'createdAt',
  hooks: { afterChange: [announceEntry] },
  timestamps: true,
  fields: [
    { name: 'query', type: 'relationship', relationTo: 'queries', required: true, index: true },
    { name: 'kind', type: 'select', options: [...queryLogKinds], defaultValue: 'note', required: true },
    // /api/v1 takes notes and replies up to longTextMax (its schema); a visitor's answer may be longer.
    // The workflow's entries have none.
    {
      name: 'text',
      type: 'textarea',
      maxLength: limits.inboundTextMax,
      validate: textOfEntry,
    },
    // Null once the author's account is gone.
    { name: 'author', type: 'relationship', relationTo: 'users' },
    // A reply's mail in the delivery log; an answer's In-Reply-To names it.
    { name: 'deliveryId', type: 'text', index: true },
    // A visitor's answer: who sent it, its Message-ID (kept once) and its files.
    { name: 'from', type: 'text' },
    { name: 'messageId', type: 'text', unique: true },
    { name: 'attachments', type: 'relationship', relationTo: 'query-attachments', hasMany: true },
    // A workflow entry: the status set, or the staff member assigned (none: released).
    { name: 'status', type: 'select', options: [...queryStatuses] },
    { name: 'assignee', type: 'relationship', relationTo: 'users' },
  ],
  indexes: [{ fields: ['query', 'createdAt'] }],
};
