import { APIError, type CollectionBeforeDeleteHook, type CollectionConfig } from 'payload';

import { limits, messages } from '@agency/contract';

import { anyone } from '../../access/anyone';
import { editsContent } from '../../access/roles';
import { invalidateOnChange } from '../../lib/cache-hooks';

/**
 * Packages require their category, so one in use cannot go. Here rather than in a route, so the
 * rule holds for the CMS panel and /api/v1 alike; `req` keeps the count in the delete's transaction.
 */
const refuseWhileInUse: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const { totalDocs } = await req.payload.count({ collection: 'packages', where: { category: { equals: id } }, req });
  if (totalDocs > 0) throw new APIError(messages.categoryInUse, 409);
};

export const Categories: CollectionConfig = {
  slug: 'categories',
  admin: { useAsTitle: 'name', group: 'Pricing', defaultColumns: ['name', 'updatedAt'], description: 'Also edited in the staff dashboard at /dashboard/category, where a save is live at once.' },
  access: { read: anyone, create: editsContent, update: editsContent, delete: editsContent },
  hooks: { ...invalidateOnChange('catalogue'), beforeDelete: [refuseWhileInUse] },
  fields: [{ name: 'name', type: 'text', required: true, unique: true, maxLength: limits.nameMax }],
};
