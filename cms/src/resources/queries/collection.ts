import type { CollectionBeforeDeleteHook, CollectionConfig } from 'payload';

import { limits, queryStatuses } from '@agency/contract';

import { isStaff } from '../../access/staff';
import { nobody } from '../../access/nobody';

/** A query's notes go with it, in the delete's transaction (delete hooks keep the fast insert). */
const deleteNotes: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await req.payload.delete({ collection: 'query-notes', where: { query: { equals: id } }, depth: 0, req });
};

/** Support queries. Visitors create them only through /api/v1/query/create. */
export const Queries: CollectionConfig = {
  slug: 'queries',
  admin: { useAsTitle: 'name', group: 'Support', defaultColumns: ['name', 'email', 'isVerified', 'status', 'createdAt'] },
  access: { read: isStaff, create: nobody, update: isStaff, delete: isStaff },
  defaultSort: '-createdAt',
  hooks: { beforeDelete: [deleteNotes] },
  timestamps: true,
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: limits.nameMax },
    { name: 'email', type: 'email', required: true, index: true },
    { name: 'phone', type: 'text', required: true, maxLength: limits.phoneMax },
    { name: 'message', type: 'textarea', required: true, maxLength: limits.longTextMax },
    { name: 'isVerified', type: 'checkbox', defaultValue: false, index: true },
    // The support workflow (issue 13). Static defaults only: visitors' rows take the fast insert.
    { name: 'status', type: 'select', options: [...queryStatuses], defaultValue: 'new', index: true },
    { name: 'assignee', type: 'relationship', relationTo: 'users', index: true },
    { name: 'answeredAt', type: 'date', admin: { readOnly: true } },
    // Set by a database trigger when isVerified turns true (the migrations create it), whoever writes it.
    { name: 'verifiedAt', type: 'date', index: true, admin: { readOnly: true } },
  ],
  indexes: [{ fields: ['isVerified', 'createdAt'] }, { fields: ['status', 'createdAt'] }],
};
