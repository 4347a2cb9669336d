import type { CollectionConfig } from 'payload';

import { limits, queryNoteKinds } from '@agency/contract';

import { isStaff } from '../../access/staff';
import { nobody } from '../../access/nobody';

/**
 * A query's append-only log: staff notes, the replies mailed to the visitor and the visitor's
 * answers that came back by mail (`inbound`). Written only by the inbox service
 * (queries/service.ts, queries/inbound.ts); never changed; deleted with its query (the queries' beforeDelete).
 */
export const QueryNotes: CollectionConfig = {
  slug: 'query-notes',
  admin: { group: 'Support', defaultColumns: ['query', 'kind', 'author', 'createdAt'] },
  access: { read: isStaff, create: nobody, update: nobody, delete: nobody },
  defaultSort: 'createdAt',
  timestamps: true,
  fields: [
    { name: 'query', type: 'relationship', relationTo: 'queries', required: true, index: true },
    { name: 'kind', type: 'select', options: [...queryNoteKinds], defaultValue: 'note', required: true },
    // /api/v1 takes notes and replies up to longTextMax (its schema); a visitor's answer may be longer.
    { name: 'text', type: 'textarea', required: true, maxLength: limits.inboundTextMax },
    // Null once the author's account is gone.
    { name: 'author', type: 'relationship', relationTo: 'users' },
    // A reply's mail in the delivery log; an answer's In-Reply-To names it.
    { name: 'deliveryId', type: 'text', index: true },
    // A visitor's answer: who sent it, its Message-ID (kept once) and its files.
    { name: 'from', type: 'text' },
    { name: 'messageId', type: 'text', unique: true },
    { name: 'attachments', type: 'relationship', relationTo: 'query-attachments', hasMany: true },
  ],
  indexes: [{ fields: ['query', 'createdAt'] }],
};
