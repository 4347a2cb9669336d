import type { CollectionConfig } from 'payload';

import { limits, messages, priceBases } from '@agency/contract';

import { publishedOrStaff } from '../../access/published-or-staff';
import { editsContent } from '../../access/roles';
import { draftPublishButton, draftVersions, invalidateOnPublish } from '../../lib/drafts';
import { linkField } from '../../lib/link-field';

export const Packages: CollectionConfig = {
  slug: 'packages',
  // A delete moves it to the trash for TRASH_DAYS (decision 038); the purge destroys it after.
  trash: true,
  admin: { useAsTitle: 'name', group: 'Pricing', defaultColumns: ['name', 'category', 'price', 'priceBasis'], components: { edit: { PublishButton: draftPublishButton } }, description: 'Also edited in the staff dashboard at /dashboard/package, where a save is published at once (over a newer draft here only after a warning).' },
  access: { read: publishedOrStaff, create: editsContent, update: editsContent, delete: editsContent },
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
    linkField('paymentRedirectURL', { required: messages.paymentUrlRequired, invalid: messages.paymentUrlInvalid }),
    { name: 'category', type: 'relationship', relationTo: 'categories', required: true, index: true },
  ],
};
