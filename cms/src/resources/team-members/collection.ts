import type { CollectionConfig } from 'payload';

import { limits } from '@agency/contract';

import { publishedOrStaff } from '../../access/published-or-staff';
import { editsContent, isStaffField } from '../../access/roles';
import { draftPublishButton, draftVersions, invalidateOnPublish } from '../../lib/drafts';

export const TeamMembers: CollectionConfig = {
  slug: 'team-members',
  admin: { useAsTitle: 'name', group: 'Team', defaultColumns: ['name', 'role', 'email'], components: { edit: { PublishButton: draftPublishButton } }, description: 'Also edited in the staff dashboard at /dashboard/team, where a save is published at once (over a newer draft here only after a warning).' },
  access: { read: publishedOrStaff, create: editsContent, update: editsContent, delete: editsContent },
  defaultSort: 'createdAt',
  versions: draftVersions,
  hooks: invalidateOnPublish('team'),
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: limits.textMax },
    { name: 'role', type: 'text', required: true, maxLength: limits.textMax },
    // Staff e-mails are not for scrapers: only staff read them.
    { name: 'email', type: 'email', required: true, access: { read: isStaffField } },
    { name: 'skills', type: 'text', hasMany: true, maxRows: limits.skillsMax },
    { name: 'profileImage', type: 'upload', relationTo: 'media' },
  ],
};
