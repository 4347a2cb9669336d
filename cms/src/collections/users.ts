import type { CollectionConfig } from 'payload';

import { isStaff } from '../access/staff';

/** Staff accounts: they sign in to the dashboard and to the CMS panel. */
export const Users: CollectionConfig = {
  slug: 'users',
  admin: { useAsTitle: 'email', group: 'Staff' },
  auth: {
    tokenExpiration: 7200,
    maxLoginAttempts: 5,
    lockTime: 10 * 60 * 1000,
  },
  access: { read: isStaff, create: isStaff, update: isStaff, delete: isStaff, admin: ({ req }) => Boolean(req.user) },
  fields: [],
};
