import type { Payload } from 'payload';

import { contract, type Contract, type Category } from '@agency/contract';

import type { CachedRead } from '../../api/cached-reads';
import { toCategory } from './mapper';

/** Every category, oldest first: the public list, cached, and the server render. */
export async function listCategories(payload: Payload): Promise<Category[]> {
  const { docs } = await payload.find({ collection: 'categories', pagination: false, sort: 'createdAt', overrideAccess: false });
  return docs.map(toCategory);
}

export const categoriesRead: CachedRead<Contract['categories']['list']> = {
  endpoint: contract.categories.list,
  tag: 'catalogue',
  message: 'Categories retrieved successfully',
  load: listCategories,
};
