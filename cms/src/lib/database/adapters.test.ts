import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';

import { waitUntil } from '@agency/otp-service/testing/wait';

import { onPostgres } from '../../testing/postgres';
import { queriesWith, startPayload, stopPayload } from './testing';

await onPostgres('the PostgreSQL adapter', (database) => {
  describe('the PostgreSQL adapter', () => {
    let payload: Awaited<ReturnType<typeof startPayload>> | undefined;
    afterAll(() => stopPayload(payload));

    it('outlives PostgreSQL ending its idle connections (as a restart does) and answers again on new ones', async () => {
      payload = await startPayload(await database(), [queriesWith()]);
      const pool = (payload.db as unknown as { pool: pg.Pool }).pool;
      // Two reads at once leave at least one connection idle in the pool.
      await Promise.all([payload.count({ collection: 'queries' }), payload.count({ collection: 'queries' })]);
      expect(pool.idleCount).toBeGreaterThan(0);

      // What PostgreSQL does to every session when it stops: "terminating connection due to administrator command".
      const admin = new pg.Client({ connectionString: await database() });
      await admin.connect();
      try {
        await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()');
      } finally {
        await admin.end();
      }
      // The idle ones leave the pool; unheard, pg's pool would throw their error and end the process.
      await waitUntil(() => pool.idleCount === 0, { what: 'the pool dropping its ended connections' });
      expect((await payload.count({ collection: 'queries' })).totalDocs).toBe(0);
    });
  });
});
