import type { CollectionConfig } from 'payload';

import { anyone } from '../access/anyone';
import { isStaff } from '../access/staff';
import { invalidateOnChange } from '../lib/cache-hooks';

export const Categories: CollectionConfig = {
  slug: 'categories',
  admin: { useAsTitle: 'name', group: 'Pricing', defaultColumns: ['name', 'updatedAt'] },
  access: { read: anyone, create: isStaff, update: isStaff, delete: isStaff },
  hooks: invalidateOnChange('catalogue'),
  fields: [{ name: 'name', type: 'text', required: true, unique: true, maxLength: 100 }],
};
