import path from 'node:path';
import { fileURLToPath } from 'node:url';

import type { PoolConfig } from 'pg';
import type { DatabaseAdapterObj } from 'payload';

import { logger } from '@agency/server-kit/logger';

const migrationsRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../migrations');

export type Dialect = 'sqlite' | 'postgres' | 'mongodb';

export function dialectOf(uri: string): Dialect {
  if (uri.startsWith('postgres')) return 'postgres';
  if (uri.startsWith('mongodb')) return 'mongodb';
  return 'sqlite';
}

/**
 * The adapter for a database URI, loaded on demand so a process only holds the
 * driver it uses. Schema push stays off everywhere: committed migrations shape
 * the SQL databases, and start-up applies them without ever prompting.
 */
export async function loadAdapter(uri: string): Promise<DatabaseAdapterObj> {
  const dialect = dialectOf(uri);
  if (dialect === 'postgres') {
    const [{ postgresAdapter }, { default: pg }] = await Promise.all([import('@payloadcms/db-postgres'), import('pg')]);
    const log = logger.child({ name: 'database' });
    /**
     * pg's pool re-emits the error of a connection that ends while idle (PostgreSQL restarting ends
     * them all); with nobody listening, that error would end the process. The pool has already
     * dropped the connection and opens a new one for the next query.
     */
    class Pool extends pg.Pool {
      constructor(options?: PoolConfig) {
        super(options);
        this.on('error', (error) => log.warn({ err: error.message }, 'an idle database connection ended; the next query opens a new one'));
      }
    }
    return postgresAdapter({
      pg: { ...pg, Pool },
      // A server that does not answer (stopped, its name unresolvable, the network cut) fails a
      // query after 3 s, which the API answers with 503, instead of holding every request.
      pool: { connectionString: uri, max: 10, connectionTimeoutMillis: 3000 },
      idType: 'uuid',
      push: false,
      migrationDir: path.join(migrationsRoot, 'postgres'),
    });
  }
  if (dialect === 'mongodb') {
    const { mongooseAdapter } = await import('@payloadcms/db-mongodb');
    return mongooseAdapter({ url: uri });
  }
  const { sqliteAdapter } = await import('@payloadcms/db-sqlite');
  return sqliteAdapter({
    client: { url: uri },
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
