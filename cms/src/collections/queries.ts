import type { CollectionConfig } from 'payload';

import { isStaff } from '../access/staff';
import { nobody } from '../access/nobody';

/** Support queries. Visitors create them only through /api/v1/query/create. */
export const Queries: CollectionConfig = {
  slug: 'queries',
  admin: { useAsTitle: 'name', group: 'Support', defaultColumns: ['name', 'email', 'isVerified', 'createdAt'] },
  access: { read: isStaff, create: nobody, update: isStaff, delete: isStaff },
  defaultSort: '-createdAt',
  timestamps: true,
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 100 },
    { name: 'email', type: 'email', required: true, index: true },
    { name: 'phone', type: 'text', required: true, maxLength: 30 },
    { name: 'message', type: 'textarea', required: true, maxLength: 5000 },
    { name: 'isVerified', type: 'checkbox', defaultValue: false, index: true },
  ],
  indexes: [{ fields: ['isVerified', 'createdAt'] }],
};
