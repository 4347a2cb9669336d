import type { CollectionAfterDeleteHook, CollectionConfig } from 'payload';

import { limits } from '@agency/contract';

import { publishedOrStaff } from '../../access/published-or-staff';
import { editsContent, isStaffField } from '../../access/roles';
import { draftPublishButton, draftVersions, invalidateOnPublish } from '../../lib/drafts';

/**
 * A member destroyed for good (the trash's purge, the panel's permanent delete) takes the photo
 * with it, unless another member, in the trash or not, shows the same image.
 */
const removeOwnPhoto: CollectionAfterDeleteHook = async ({ doc, req }) => {
  const photo = typeof doc.profileImage === 'object' ? doc.profileImage?.id : doc.profileImage;
  if (!photo) return doc;
  const { totalDocs } = await req.payload.count({ collection: 'team-members', where: { profileImage: { equals: photo } }, trash: true, req });
  if (totalDocs === 0) await req.payload.delete({ collection: 'media', id: photo, req });
  return doc;
};

const teamCache = invalidateOnPublish('team');

export const TeamMembers: CollectionConfig = {
  slug: 'team-members',
  // A delete moves it to the trash for TRASH_DAYS (decision 038); the purge destroys it after.
  trash: true,
  admin: { useAsTitle: 'name', group: 'Team', defaultColumns: ['name', 'role', 'email'], components: { edit: { PublishButton: draftPublishButton } }, description: 'Also edited in the staff dashboard at /dashboard/team, where a save is published at once (over a newer draft here only after a warning).' },
  access: { read: publishedOrStaff, create: editsContent, update: editsContent, delete: editsContent },
  defaultSort: 'createdAt',
  versions: draftVersions,
  hooks: { ...teamCache, afterDelete: [...(teamCache.afterDelete ?? []), removeOwnPhoto] },
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: limits.textMax },
    { name: 'role', type: 'text', required: true, maxLength: limits.textMax },
    // Staff e-mails are not for scrapers: only staff read them.
    { name: 'email', type: 'email', required: true, access: { read: isStaffField } },
    { name: 'skills', type: 'text', hasMany: true, maxRows: limits.skillsMax },
    { name: 'profileImage', type: 'upload', relationTo: 'media' },
  ],
};
