import type { CollectionConfig } from 'payload';

import { limits } from '@agency/contract';

import { anyone } from '../../access/anyone';
import { isStaff, isStaffField } from '../../access/staff';
import { invalidateOnChange } from '../../lib/cache-hooks';

export const TeamMembers: CollectionConfig = {
  slug: 'team-members',
  admin: { useAsTitle: 'name', group: 'Team', defaultColumns: ['name', 'role', 'email'] },
  access: { read: anyone, create: isStaff, update: isStaff, delete: isStaff },
  defaultSort: 'createdAt',
  hooks: invalidateOnChange('team'),
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: limits.textMax },
    { name: 'role', type: 'text', required: true, maxLength: limits.textMax },
    // Staff e-mails are not for scrapers: only staff read them.
    { name: 'email', type: 'email', required: true, access: { read: isStaffField } },
    { name: 'skills', type: 'text', hasMany: true, maxRows: limits.skillsMax },
    { name: 'profileImage', type: 'upload', relationTo: 'media' },
  ],
};
