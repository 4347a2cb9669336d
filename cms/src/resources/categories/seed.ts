import type { Payload } from 'payload';

import type { Category } from '../../payload-types';
import type { Seed } from '../../seed/types';

export const categorySeed = [{ name: 'Short-form' }, { name: 'Long-form' }, { name: 'Video Ads' }] as const satisfies Seed<Category>[];

export type SeededCategory = (typeof categorySeed)[number]['name'];

/** Categories found by name first, so a rerun adds only what is missing. */
export async function seedCategories(payload: Payload): Promise<void> {
  for (const { name } of categorySeed) {
    const { totalDocs } = await payload.count({ collection: 'categories', where: { name: { equals: name } } });
    if (totalDocs === 0) await payload.create({ collection: 'categories', data: { name } });
  }
}
