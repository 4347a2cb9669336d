import type { CollectionConfig } from 'payload';

import { priceBases } from '@agency/contract';

import { anyone } from '../access/anyone';
import { isStaff } from '../access/staff';
import { invalidateOnChange } from '../lib/cache-hooks';

export const Packages: CollectionConfig = {
  slug: 'packages',
  admin: { useAsTitle: 'name', group: 'Pricing', defaultColumns: ['name', 'category', 'price', 'priceBasis'] },
  access: { read: anyone, create: isStaff, update: isStaff, delete: isStaff },
  defaultSort: 'createdAt',
  hooks: invalidateOnChange('catalogue'),
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 200 },
    { name: 'description', type: 'textarea', required: true, maxLength: 5000 },
    {
      type: 'row',
      fields: [
        { name: 'price', type: 'number', required: true, min: 0, max: 1_000_000, admin: { step: 0.01 } },
        {
          name: 'priceBasis',
          type: 'select',
          required: true,
          options: priceBases.map((basis) => ({ label: basis, value: basis })),
        },
      ],
    },
    {
      name: 'features',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 50,
      fields: [{ name: 'text', type: 'text', required: true, maxLength: 200 }],
    },
    { name: 'paymentRedirectURL', type: 'text', required: true, maxLength: 2000 },
    { name: 'category', type: 'relationship', relationTo: 'categories', required: true, index: true },
  ],
};
