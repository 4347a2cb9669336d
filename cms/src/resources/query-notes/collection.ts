import type { CollectionConfig } from 'payload';

import { limits, queryNoteKinds } from '@agency/contract';

import { isStaff } from '../../access/staff';
import { nobody } from '../../access/nobody';

/**
 * A query's append-only log: staff notes and the replies mailed to the visitor. Written only by
 * /api/v1 (queries/service.ts); never changed; deleted with its query (the queries' beforeDelete).
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
    { name: 'text', type: 'textarea', required: true, maxLength: limits.longTextMax },
    // Null once the author's account is gone.
    { name: 'author', type: 'relationship', relationTo: 'users' },
    // A reply's mail in the delivery log.
    { name: 'deliveryId', type: 'text' },
  ],
  indexes: [{ fields: ['query', 'createdAt'] }],
};
