import type { CollectionConfig, GlobalConfig, PayloadRequest } from 'payload';

import { responseCache, type CacheTag } from './cache';
import { afterCommit } from './database/transactions';

/**
 * Hooks run inside the write's transaction: a reader racing the commit would cache the old rows
 * again. So a write's tags are dropped when its transaction commits, before Payload returns and
 * before any API response says the write is done; a write outside a transaction at once.
 */
export function dropAfterCommit(tag: CacheTag, req?: Pick<PayloadRequest, 'transactionID'>): Promise<void> {
  return afterCommit(req, `cache:${tag}`, () => responseCache.invalidate(tag));
}

/** Collection hooks that drop cached public responses after any write. */
export function invalidateOnChange(tag: CacheTag): NonNullable<CollectionConfig['hooks']> {
  return {
    afterChange: [({ req }) => dropAfterCommit(tag, req)],
    afterDelete: [({ req }) => dropAfterCommit(tag, req)],
  };
}

export function invalidateGlobalOnChange(tag: CacheTag): NonNullable<GlobalConfig['hooks']> {
  return { afterChange: [({ req }) => dropAfterCommit(tag, req)] };
}
