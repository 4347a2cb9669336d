import { endpoints, type Package } from '@agency/contract';

import { wholeListAdapter, type WithId } from '../providers/records';

export type PackageRecord = WithId<Package>;

/** A record read from a list holds its category as an object; a package is saved with the category's id. */
function packageBody({ category, ...rest }: Record<string, unknown>) {
  return { ...rest, category: typeof category === 'object' && category !== null ? (category as { _id: string })._id : category };
}

/** Packages: the whole list, and writes with the category's id. */
export const packagesAdapter = wholeListAdapter({ endpoints: endpoints.packages, body: packageBody });
