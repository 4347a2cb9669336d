import { setTimeout as sleep } from 'node:timers/promises';

import { afterAll, describe, expect, it } from 'vitest';

import { onPostgres } from '../../testing/postgres';
import { closeDatabase } from './close';
import { queriesWith, sqliteOnTempDir, startPayload } from './testing';

interface PgPool {
  totalCount: number;
  idleCount: number;
  end: () => Promise<void>;
  _clients?: { release?: unknown }[];
}

describe('closeDatabase on SQLite', () => {
  const sqlite = sqliteOnTempDir();
  afterAll(() => sqlite.remove());

  it("closes libsql's client", async () => {
    const payload = await startPayload(sqlite.uri, [queriesWith()]);
    const client = (payload.db as unknown as { client: { closed: boolean } }).client;
    expect(client.closed).toBe(false);
    await closeDatabase(payload.db);
    expect(client.closed).toBe(true);
  });
});

await onPostgres('closeDatabase on PostgreSQL', (database) => {
  describe('closeDatabase on PostgreSQL', () => {
    it("ends pg's pool, whose private _clients holds the client the adapter keeps checked out", async () => {
      const payload = await startPayload(await database(), [queriesWith()]);
      const pool = (payload.db as unknown as { pool: PgPool }).pool;
      // What the trick reads: _clients lists every client of the pool, and one of them is checked out.
      expect(Array.isArray(pool._clients)).toBe(true);
      expect(pool._clients).toHaveLength(pool.totalCount);
      expect(pool.totalCount - pool.idleCount).toBeGreaterThanOrEqual(1);
      expect(pool._clients!.every((client) => typeof client.release === 'function')).toBe(true);
      // Why it is needed: pool.end() alone waits for that client forever.
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
