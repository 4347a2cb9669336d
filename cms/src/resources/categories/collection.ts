import { APIError, type CollectionBeforeChangeHook, type CollectionBeforeDeleteHook, type CollectionConfig, type PayloadRequest } from 'payload';

import { limits, messages } from '@agency/contract';

import { anyone } from '../../access/anyone';
import { editsContent } from '../../access/roles';
import { invalidateOnChange } from '../../lib/cache-hooks';

/**
 * Packages require their category, so one in use cannot go. Here rather than in a route, so the
 * rule holds for the CMS panel and /api/v1 alike; `req` keeps the count in the delete's transaction.
 */
async function refuseIfUsed(req: PayloadRequest, id: string | number, withTrashed: boolean) {
  const { totalDocs } = await req.payload.count({ collection: 'packages', where: { category: { equals: id } }, trash: withTrashed, req });
  if (totalDocs > 0) throw new APIError(messages.categoryInUse, 409);
}

/** Destroying it (the panel's permanent delete, the trash's purge): no package may name it, not even one in the trash. */
const refuseWhileInUse: CollectionBeforeDeleteHook = ({ id, req }) => refuseIfUsed(req, id, true);

/** Moving it to the trash: no live package may name it. */
const refuseTrashWhileInUse: CollectionBeforeChangeHook = async ({ data, operation, originalDoc, req }) => {
  if (operation === 'update' && data.deletedAt && !originalDoc?.deletedAt) await refuseIfUsed(req, originalDoc.id, false);
  return data;
};

export const Categories: CollectionConfig = {
  slug: 'categories',
  // A delete moves it to the trash for TRASH_DAYS (decision 038); the purge destroys it after.
  trash: true,
  admin: { useAsTitle: 'name', group: 'Pricing', defaultColumns: ['name', 'updatedAt'], description: 'Also edited in the staff dashboard at /dashboard/category, where a save is live at once.' },
  access: { read: anyone, create: editsContent, update: editsContent, delete: editsContent },
  hooks: { ...invalidateOnChange('catalogue'), beforeChange: [refuseTrashWhileInUse], beforeDelete: [refuseWhileInUse] },
  fields: [{ name: 'name', type: 'text', required: true, unique: true, maxLength: limits.nameMax }],
};
