/**
 * The database: which adapter this process uses, and every place where we reach past Payload's
 * public API into an adapter (each file says what it relies on; its test fails when an upgrade
 * changes that; decision 012).
 */
import type { DatabaseAdapterObj } from 'payload';

import { env } from '../../config/env';
import { dialectOf, loadAdapter } from './adapters';
import { sql, sqlRunner } from './raw-sql';
import { withAfterCommit } from './transactions';

export type { Dialect } from './adapters';
export { closeDatabase } from './close';
export { afterCommit, lockStaffAccounts } from './transactions';

/**
 * Where the data lives. `npm start` runs a private PostgreSQL and passes its URI; a server started
 * any other way is given one (start.ts refuses to start without it). Tools that load the config
 * without touching the data (the panel's build, the import map) see this placeholder, never used.
 */
const uri = env.DATABASE_URI ?? 'postgres://127.0.0.1/database-uri-not-set';

export const dialect = dialectOf(uri);

/** The adapter for DATABASE_URI; every adapter this process builds runs what writes left for their commit. */
export async function createDatabaseAdapter(): Promise<DatabaseAdapterObj> {
  return withAfterCommit(await loadAdapter(uri));
}

/** The engine behind Payload's adapter and its server's version, for operators (health, staff only). */
export async function databaseEngine(db: unknown): Promise<{ name: string; version: string | null }> {
  const runner = sqlRunner(db);
  if (!runner) return { name: 'MongoDB', version: null };
  const [row] = await runner.rows(sql`SHOW server_version`);
  return { name: 'PostgreSQL', version: row?.server_version ? String(row.server_version) : null };
}
