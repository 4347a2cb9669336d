import type { GlobalConfig } from 'payload';

import { isOwner, isStaff } from '../access/roles';

/** Which seed parts have run, so a restart never re-creates what an editor deleted. */
export const SeedState: GlobalConfig = {
  slug: 'seed-state',
  admin: { hidden: true },
  access: { read: isStaff, update: isOwner },
  fields: [
    { name: 'content', type: 'date' },
    { name: 'catalogue', type: 'date' },
    { name: 'team', type: 'date' },
    { name: 'legal', type: 'date' },
  ],
};
