import { setTimeout as sleep } from 'node:timers/promises';

import { describe, expect, it } from 'vitest';

import { onTestDatabase } from '../../testing/postgres';
import { closeDatabase } from './close';
import { queriesWith, startPayload } from '../../testing/payload-with';

interface PgPool {
  totalCount: number;
  idleCount: number;
  end: () => Promise<void>;
}

await onTestDatabase((database) => {
  describe('closeDatabase on PostgreSQL', () => {
    it('ends the pool, with the client the adapter keeps checked out, where pool.end() alone would wait forever', async () => {
      const payload = await startPayload(await database(), [queriesWith()]);
      const pool = (payload.db as unknown as { pool: PgPool }).pool;
      // The adapter holds one client from its connect on (if an upgrade gives it back, this fails and the release can go).
      expect(pool.totalCount - pool.idleCount).toBeGreaterThanOrEqual(1);
      let ended = false;
      const ending = pool.end().then(() => (ended = true));
      await sleep(300);
      expect(ended).toBe(false);
      await closeDatabase(payload.db);
      await ending;
      expect(pool.totalCount).toBe(0);
    });
  });
});
