import type { CollectionConfig, DatabaseAdapterObj, GlobalConfig, PayloadRequest } from 'payload';

import { responseCache, type CacheTag } from './cache';
import { onTransactionEnd } from './database/transactions';

type TransactionID = string | number;

/** Tags written inside a transaction that has not committed yet. */
const pendingTags = new Map<TransactionID, Set<CacheTag>>();

/**
 * Hooks run inside the write's transaction: a reader racing the commit would
 * cache the old rows again. So a write's tags are dropped when its transaction
 * commits (withCacheOnCommit below), before Payload returns and before any API
 * response says the write is done. A write outside a transaction is already
 * visible: drop now.
 */
export async function dropAfterCommit(tag: CacheTag, req?: Pick<PayloadRequest, 'transactionID'>): Promise<void> {
  const id = await req?.transactionID;
  if (id === undefined || id === null) return responseCache.invalidate(tag);
  const tags = pendingTags.get(id) ?? new Set<CacheTag>();
  tags.add(tag);
  pendingTags.set(id, tags);
}

/** Every adapter this process builds (the server's and the panel's) drops a write's tags when it commits. */
export function withCacheOnCommit(adapter: DatabaseAdapterObj): DatabaseAdapterObj {
  return onTransactionEnd(adapter, {
    committed: async (id) => {
      const tags = pendingTags.get(id);
      pendingTags.delete(id);
      // Dropping after a failed commit too costs one reload; keeping would be stale.
      if (tags) await Promise.all([...tags].map((tag) => responseCache.invalidate(tag)));
    },
    rolledBack: (id) => pendingTags.delete(id),
  });
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
