import { setTimeout as sleep } from 'node:timers/promises';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Payload } from 'payload';

import { serializeSqliteWrites } from './sqlite-writes';
import { queriesWith, sqliteOnTempDir, startPayload, stopPayload } from './testing';

interface Transaction {
  execute: (sql: string) => Promise<{ rows: Record<string, unknown>[] }>;
  commit: () => Promise<void>;
  rollback: () => Promise<void>;
}
interface Client {
  execute: (sql: string) => Promise<{ rows: Record<string, unknown>[] }>;
  transaction: (mode?: string) => Promise<Transaction>;
}

const pragma = async (on: Pick<Client, 'execute'>, name: string) => Object.values((await on.execute(`PRAGMA ${name}`)).rows[0]!)[0];

describe('serializeSqliteWrites on SQLite', () => {
  const sqlite = sqliteOnTempDir();
  let payload: Payload;
  let client: Client;

  beforeAll(async () => {
    payload = await startPayload(sqlite.uri, [queriesWith()]);
    client = (payload.db as unknown as { client: Client }).client;
  });
  afterAll(async () => {
    await stopPayload(payload);
    sqlite.remove();
  });

  it('is still needed: after a transaction, libsql runs the next statement on a new connection without the busy timeout Payload set on its first one', async () => {
    const tx = await client.transaction('write');
    await tx.commit();
    expect(await pragma(client, 'busy_timeout')).toBe(0);
  });

  it('gives the transaction its connection and the next one the busy timeout and synchronous=NORMAL', async () => {
    serializeSqliteWrites(payload.db);
    const tx = await client.transaction('write');
    expect([await pragma(tx, 'busy_timeout'), await pragma(tx, 'synchronous')]).toEqual([5000, 1]);
    await tx.commit();
    expect([await pragma(client, 'busy_timeout'), await pragma(client, 'synchronous')]).toEqual([5000, 1]);
  });

  it('queues write transactions: the next one begins when the one before commits or rolls back', async () => {
    const first = await client.transaction('write');
    let begun = 0;
    const second = client.transaction('write').then((tx) => ((begun += 1), tx));
    const third = client.transaction('write').then((tx) => ((begun += 1), tx));
    await sleep(100);
    expect(begun).toBe(0);
    await first.rollback();
    const tx = await second;
    await sleep(50);
    expect(begun).toBe(1);
    await tx.commit();
    await (await third).commit();
    expect(begun).toBe(2);
  });

  it('makes a write outside any transaction wait its turn behind this process’s open one, while the event loop turns', async () => {
    // The inbox's fast insert writes outside a transaction. SQLite's busy wait is synchronous: it
    // stopped the event loop, so the transaction holding the writer could not commit, and the
    // insert failed with SQLITE_BUSY after 5 s (clean-clone CI: a panel sign-in on one side).
    await client.execute('CREATE TABLE IF NOT EXISTS scratch (x INTEGER)');
    const tx = await client.transaction('write');
    await tx.execute('INSERT INTO scratch VALUES (1)');
    const started = Date.now();
    const write = client.execute('INSERT INTO scratch VALUES (2)');
    await sleep(50); // a timer fires: the loop is free
    expect(Date.now() - started).toBeLessThan(1000);
    await tx.commit();
    await write;
    expect(Date.now() - started).toBeLessThan(1000);
    expect((await client.execute('SELECT x FROM scratch ORDER BY x')).rows.map((row) => Number(row.x))).toEqual([1, 2]);
  });

  it('answers SQLITE_BUSY (a 503 at the API) when the writer is not free within the busy timeout', async () => {
    serializeSqliteWrites(payload.db, 300); // idempotent: the later call sets the timeout
    const tx = await client.transaction('write');
    const started = Date.now();
    await expect(client.execute('INSERT INTO scratch VALUES (3)')).rejects.toMatchObject({ code: 'SQLITE_BUSY' });
    await expect(client.transaction('write')).rejects.toMatchObject({ code: 'SQLITE_BUSY' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(2 * 300 - 20);
    await tx.rollback();
    await client.execute('DELETE FROM scratch');
    serializeSqliteWrites(payload.db, 5000);
  });

  it('lets concurrent Payload creates all succeed', async () => {
    const before = (await payload.count({ collection: 'queries' })).totalDocs;
    const data = (i: number) => ({ name: `Writer ${i}`, email: 'w@example.com', phone: '+1 555 010 5000', message: 'At once.' });
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) => payload.create({ collection: 'queries', data: data(i) })),
    );
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    expect((await payload.count({ collection: 'queries' })).totalDocs).toBe(before + 20);
  });
});
