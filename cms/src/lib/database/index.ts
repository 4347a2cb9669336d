/**
 * The database: which adapter this process uses, and every place where we reach past Payload's
 * public API into an adapter (each file says what it relies on; its test fails when an upgrade
 * changes that; decision 012).
 */
import type { DatabaseAdapterObj } from 'payload';

import { env } from '../../config/env';
import { withCacheOnCommit } from '../cache-hooks';
import { sqliteFile } from '../paths';
import { dialectOf, loadAdapter } from './adapters';

export type { Dialect } from './adapters';
export { closeDatabase } from './close';
export { checkFastInserts, insertRow } from './fast-insert';
export { serializeSqliteWrites } from './sqlite-writes';
export { lockStaffAccounts } from './transactions';

const uri = env.DATABASE_URI ?? `file:${sqliteFile}`;

export const dialect = dialectOf(uri);

/** The adapter for DATABASE_URI; every adapter this process builds drops cached responses on commit. */
export async function createDatabaseAdapter(): Promise<DatabaseAdapterObj> {
  return withCacheOnCommit(await loadAdapter(uri));
}
