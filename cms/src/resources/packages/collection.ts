import type { CollectionConfig } from 'payload';

import { limits, priceBases } from '@agency/contract';

import { publishedOrStaff } from '../../access/published-or-staff';
import { isStaff } from '../../access/staff';
import { draftVersions, invalidateOnPublish } from '../../lib/drafts';

export const Packages: CollectionConfig = {
  slug: 'packages',
  admin: { useAsTitle: 'name', group: 'Pricing', defaultColumns: ['name', 'category', 'price', 'priceBasis'] },
  access: { read: publishedOrStaff, create: isStaff, update: isStaff, delete: isStaff },
  defaultSort: 'createdAt',
  versions: draftVersions,
  hooks: invalidateOnPublish('catalogue'),
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: limits.textMax },
    { name: 'description', type: 'textarea', required: true, maxLength: limits.longTextMax },
    {
      type: 'row',
      fields: [
        { name: 'price', type: 'number', required: true, min: limits.priceMin, max: limits.priceMax, admin: { step: limits.priceStep } },
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
      minRows: limits.featuresMin,
      maxRows: limits.featuresMax,
      fields: [{ name: 'text', type: 'text', required: true, maxLength: limits.textMax }],
    },
    { name: 'paymentRedirectURL', type: 'text', required: true, maxLength: limits.urlMax },
    { name: 'category', type: 'relationship', relationTo: 'categories', required: true, index: true },
  ],
};
