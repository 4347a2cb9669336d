import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import type { DatabaseAdapterObj } from 'payload';

import { env } from '../config/env';
import { withCacheOnCommit } from './cache-hooks';
import { sqliteFile } from './paths';

const migrationsRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../migrations');

export type Dialect = 'sqlite' | 'postgres' | 'mongodb';

export const dialect: Dialect = env.DATABASE_URI?.startsWith('postgres')
  ? 'postgres'
  : env.DATABASE_URI?.startsWith('mongodb')
    ? 'mongodb'
    : 'sqlite';

/**
 * The adapter for DATABASE_URI, loaded on demand so a process only holds the
 * driver it uses. Schema push stays off everywhere: committed migrations shape
 * the SQL databases, and start-up applies them without ever prompting.
 */
export async function createDatabaseAdapter(): Promise<DatabaseAdapterObj> {
  return withCacheOnCommit(await loadAdapter());
}

async function loadAdapter(): Promise<DatabaseAdapterObj> {
  if (dialect === 'postgres') {
    const { postgresAdapter } = await import('@payloadcms/db-postgres');
    return postgresAdapter({
      pool: { connectionString: env.DATABASE_URI, max: 10 },
      idType: 'uuid',
      push: false,
      migrationDir: path.join(migrationsRoot, 'postgres'),
    });
  }
  if (dialect === 'mongodb') {
    const { mongooseAdapter } = await import('@payloadcms/db-mongodb');
    return mongooseAdapter({ url: env.DATABASE_URI ?? '' });
  }
  const { sqliteAdapter } = await import('@payloadcms/db-sqlite');
  return sqliteAdapter({
    client: { url: env.DATABASE_URI ?? `file:${sqliteFile}` },
    idType: 'uuid',
    // WAL with synchronous=NORMAL: a commit is a write to the log, no fsync; the log is synced at
    // checkpoints. A crashed process loses nothing; only a power cut can lose the last commits.
    wal: { synchronous: 'NORMAL', journalSizeLimit: 64 * 1024 * 1024 },
    busyTimeout: 5000,
    // BEGIN IMMEDIATE: concurrent writers wait (busyTimeout) instead of failing at the read-to-write upgrade.
    transactionOptions: { behavior: 'immediate' },
    push: false,
    migrationDir: path.join(migrationsRoot, 'sqlite'),
  });
}

/** Payload's `destroy()` forgets the schema but leaves connections open; close them for a clean exit. */
export async function closeDatabase(db: unknown): Promise<void> {
  const adapter = db as {
    destroy?: () => Promise<void>;
    pool?: { end: () => Promise<void> };
    client?: { close: () => void };
    connection?: { close: () => Promise<void> };
  };
  await adapter.destroy?.();
  if (adapter.pool) {
    // The Postgres adapter checks one client out at connect and never releases it,
    // so pool.end() would wait for it forever: release it as broken (which closes it).
    const clients = (adapter.pool as { _clients?: { release?: (error?: boolean) => void }[] })._clients ?? [];
    for (const client of clients) {
      try {
        client.release?.(true);
      } catch {
        // idle clients are not checked out: pool.end() closes them
      }
    }
    await adapter.pool.end().catch(() => undefined);
  }
  adapter.client?.close();
  await adapter.connection?.close().catch(() => undefined);
}

interface LibsqlTransaction {
  commit: () => Promise<void>;
  rollback: () => Promise<void>;
  close: () => void;
}

interface LibsqlClient {
  execute: (sql: string) => Promise<unknown>;
  transaction: (mode?: string) => Promise<LibsqlTransaction>;
}

/**
 * SQLite allows one writer. libsql gives every transaction a fresh connection
 * without Payload's `busy_timeout`, so concurrent writers fail at once with
 * SQLITE_BUSY. Queue write transactions within this process (they would wait for
 * each other anyway), and give each transaction's connection the busy timeout
 * for writers in other processes.
 */
export function serializeSqliteWrites(db: unknown, busyTimeoutMs = 5000): void {
  const client = (db as { client?: LibsqlClient }).client;
  if (dialect !== 'sqlite' || !client) return;
  const begin = client.transaction.bind(client);
  const pragmas = [`PRAGMA busy_timeout = ${busyTimeoutMs}`, 'PRAGMA synchronous = NORMAL'];
  let tail: Promise<void> = Promise.resolve();
  client.transaction = async (mode) => {
    let release!: () => void;
    const mine = new Promise<void>((resolve) => (release = resolve));
    const previous = tail;
    tail = previous.then(() => mine);
    await previous;
    let tx: LibsqlTransaction;
    try {
      // Same tick as begin(): the pragmas land on the connection the transaction takes.
      for (const pragma of pragmas) void client.execute(pragma);
      tx = await begin(mode);
      // libsql hands that connection to the transaction and opens a new one for the next
      // statement outside it: give the new one the same settings (Payload set them only once).
      for (const pragma of pragmas) void client.execute(pragma);
    } catch (error) {
      release();
      throw error;
    }
    const finish = <A extends unknown[], R>(fn: (...args: A) => R) => (...args: A): R => {
      try {
        return fn(...args);
      } finally {
        release();
      }
    };
    const { commit, rollback, close } = tx;
    tx.commit = finish(commit.bind(tx));
    tx.rollback = finish(rollback.bind(tx));
    tx.close = finish(close.bind(tx));
    return tx;
  };
}

interface DrizzleAdapter {
  drizzle: { insert: (table: unknown) => { values: (row: Record<string, unknown>) => PromiseLike<unknown> } };
  tables: Record<string, unknown>;
}

/**
 * Inserts one row of a hook-less collection and returns its id, without Payload's
 * read-back. On SQL that is one INSERT of a row whose id is ours, through the adapter's
 * own Drizzle table (Payload's upsertRow walks the field tree and reads the row back
 * with RETURNING, which was half the cost of a support query's submission); on MongoDB,
 * the adapter's create. Callers validate the data first: nothing here does.
 */
export async function insertRow(db: unknown, collection: string, data: Record<string, unknown>): Promise<string> {
  const now = new Date().toISOString();
  const row = { ...data, createdAt: now, updatedAt: now };
  if (dialect === 'mongodb') {
    const adapter = db as { create: (args: { collection: string; data: Record<string, unknown> }) => Promise<{ id: string }> };
    return (await adapter.create({ collection, data: row })).id;
  }
  const { drizzle, tables } = db as DrizzleAdapter;
  const id = randomUUID();
  await drizzle.insert(tables[collection]).values({ id, ...row });
  return id;
}

/**
 * Makes transactions that change the set of staff accounts take turns, so a rule read inside
 * one ("is this the last account?") still holds when it commits. PostgreSQL: a transaction-level
 * advisory lock (read committed would let two deletes each count two accounts). SQLite: every
 * write transaction already holds the database's one write lock from BEGIN IMMEDIATE. MongoDB:
 * no equivalent here; its transactions need a replica set.
 */
export async function lockStaffAccounts(db: unknown, transactionId: string | number | null | undefined): Promise<void> {
  if (dialect !== 'postgres' || transactionId === undefined || transactionId === null) return;
  const sessions = (db as { sessions?: Record<string, { db: { execute: (query: string) => PromiseLike<unknown> } }> }).sessions;
  await sessions?.[String(transactionId)]?.db.execute('select pg_advisory_xact_lock(7301)');
}
