import type { BaseDatabaseAdapter, DatabaseAdapterObj, PayloadRequest } from 'payload';

type TransactionID = string | number;

export interface TransactionListener {
  /** After the commit returned (or threw): the writes are visible to every other connection. */
  committed: (id: TransactionID) => Promise<void>;
  /** Before the rollback runs. */
  rolledBack: (id: TransactionID) => void;
}

/**
 * Tells `listener` when a transaction of this adapter ends. Payload ends every operation's
 * transaction through `payload.db.commitTransaction` / `rollbackTransaction` (its commitTransaction
 * and killTransaction utilities), so the adapter object that `init` returns gets both wrapped.
 * transactions.test.ts proves it.
 */
export function onTransactionEnd(adapter: DatabaseAdapterObj, listener: TransactionListener): DatabaseAdapterObj {
  return {
    ...adapter,
    init: (args) => {
      const db: BaseDatabaseAdapter = adapter.init(args);
      const { commitTransaction: commit, rollbackTransaction: rollback } = db;
      db.commitTransaction = async function (incoming) {
        const id = await incoming;
        try {
          await commit.call(this, id);
        } finally {
          await listener.committed(id);
        }
      };
      db.rollbackTransaction = async function (incoming) {
        const id = await incoming;
        listener.rolledBack(id);
        await rollback.call(this, id);
      };
      return db;
    },
  };
}

/** Work that writes inside a transaction leave for after its commit, by key: one run per key. */
const pending = new Map<TransactionID, Map<string, () => Promise<unknown>>>();

/**
 * Runs `work` once the transaction `req` writes in has committed, so what it tells others (a
 * dropped cache, a mail) is already true and visible; at once when `req` has no transaction. A
 * second `work` under the same key in one transaction replaces the first. A rollback drops it.
 */
export async function afterCommit(req: { transactionID?: PayloadRequest['transactionID'] } | undefined, key: string, work: () => Promise<unknown>): Promise<void> {
  const id = await req?.transactionID;
  if (id === undefined || id === null) return void (await work());
  const works = pending.get(id) ?? new Map<string, () => Promise<unknown>>();
  works.set(key, work);
  pending.set(id, works);
}

/** Every adapter this process builds runs the work `afterCommit` left when its transaction commits. */
export function withAfterCommit(adapter: DatabaseAdapterObj): DatabaseAdapterObj {
  return onTransactionEnd(adapter, {
    committed: async (id) => {
      const works = pending.get(id);
      pending.delete(id);
      // After a failed commit too: a dropped cache costs one reload, where a kept one would be stale.
      if (works) await Promise.all([...works.values()].map((work) => work()));
    },
    rolledBack: (id) => void pending.delete(id),
  });
}

type Sessions = Record<string, { db: { execute: (query: string) => PromiseLike<unknown> } }>;

/**
 * Makes transactions that change the set of staff accounts take turns, so a rule read inside
 * one ("is this the last account?") still holds when it commits. PostgreSQL: a transaction-level
 * advisory lock, taken on the transaction's own connection (the adapter's `sessions[id].db`; read
 * committed would let two deletes each count two accounts). MongoDB: no equivalent here;
 * its transactions need a replica set.
 */
export async function lockStaffAccounts(db: unknown, transactionId: TransactionID | null | undefined): Promise<void> {
  const adapter = db as { name?: string; sessions?: Sessions };
  if (adapter.name !== 'postgres' || transactionId === undefined || transactionId === null) return;
  await adapter.sessions?.[String(transactionId)]?.db.execute('select pg_advisory_xact_lock(7301)');
}
