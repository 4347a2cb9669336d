import path from 'node:path';
import { fileURLToPath } from 'node:url';

import type { PoolClient, PoolConfig } from 'pg';
import type { DatabaseAdapterObj } from 'payload';

import { logger } from '@agency/server-kit/logger';

const migrationsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../migrations');

export type Dialect = 'postgres' | 'mongodb';

export const dialectOf = (uri: string): Dialect => (uri.startsWith('mongodb') ? 'mongodb' : 'postgres');

/**
 * The adapter for a database URI, loaded on demand so a process only holds the
 * driver it uses. Schema push stays off everywhere: committed migrations shape
 * PostgreSQL, and start-up applies them without ever prompting.
 */
export async function loadAdapter(uri: string): Promise<DatabaseAdapterObj> {
  if (dialectOf(uri) === 'postgres') {
    const [{ postgresAdapter }, { default: pg }] = await Promise.all([import('@payloadcms/db-postgres'), import('pg')]);
    const log = logger.child({ name: 'database' });
    /**
     * pg's pool re-emits the error of a connection that ends while idle (PostgreSQL restarting ends
     * them all); with nobody listening, that error would end the process. The pool has already
     * dropped the connection and opens a new one for the next query.
     */
    class Pool extends pg.Pool {
      /** The clients checked out now, from the pool's public `acquire` and `release` events. */
      readonly #out = new Set<PoolClient>();

      constructor(options?: PoolConfig) {
        super(options);
        this.on('error', (error) => log.warn({ err: error.message }, 'an idle database connection ended; the next query opens a new one'));
        this.on('acquire', (client) => this.#out.add(client));
        this.on('release', (_error, client) => this.#out.delete(client));
      }

      /**
       * Ends the pool. The adapter checks one client out at connect and never gives it back, so
       * `end()` alone would wait for it forever: the clients still out are released as broken
       * (which closes them) first.
       */
      async close(): Promise<void> {
        for (const client of [...this.#out]) client.release(true);
        await this.end();
      }
    }
    return postgresAdapter({
      pg: { ...pg, Pool },
      // A server that does not answer (stopped, its name unresolvable, the network cut) fails a
      // query after 3 s, which the API answers with 503, instead of holding every request.
      pool: { connectionString: uri, max: 10, connectionTimeoutMillis: 3000 },
      idType: 'uuid',
      push: false,
      migrationDir: migrationsDir,
    });
  }
  const { mongooseAdapter } = await import('@payloadcms/db-mongodb');
  return mongooseAdapter({ url: uri });
}
