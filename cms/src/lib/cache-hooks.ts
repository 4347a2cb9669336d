import type { CollectionConfig, GlobalConfig } from 'payload';

import { responseCache, type CacheTag } from './cache';

/**
 * Hooks run inside the write's transaction, so a reader racing the commit could
 * cache the old rows again. Drop now, and once more shortly after the commit
 * ("delayed double delete").
 */
export async function dropAfterCommit(tag: CacheTag): Promise<void> {
  await responseCache.invalidate(tag);
  setTimeout(() => void responseCache.invalidate(tag), 200).unref();
}

/** Collection hooks that drop cached public responses after any write. */
export function invalidateOnChange(tag: CacheTag): NonNullable<CollectionConfig['hooks']> {
  const drop = () => dropAfterCommit(tag);
  return { afterChange: [drop], afterDelete: [drop] };
}

export function invalidateGlobalOnChange(tag: CacheTag): NonNullable<GlobalConfig['hooks']> {
  return {
    afterChange: [() => dropAfterCommit(tag)],
  };
}
