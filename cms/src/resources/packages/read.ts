import type { Payload } from 'payload';

import { contract, type Contract, type Package } from '@agency/contract';

import type { CachedRead } from '../../api/cached-reads';
import { toPackage } from './mapper';

/** Every package with its category, oldest first: the pricing page and its cached read. */
export async function listPackages(payload: Payload): Promise<Package[]> {
  const { docs } = await payload.find({ collection: 'packages', pagination: false, depth: 1, sort: 'createdAt', overrideAccess: false });
  return docs.map(toPackage);
}

export const packagesRead: CachedRead<Contract['packages']['list']> = {
  endpoint: contract.packages.list,
  tag: 'catalogue',
  message: 'Packages retrieved successfully',
  load: listPackages,
};
