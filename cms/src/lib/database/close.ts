interface ClosableAdapter {
  destroy?: () => Promise<void>;
  pool?: { end: () => Promise<void>; _clients?: { release?: (error?: boolean) => void }[] };
  client?: { close: () => void };
  connection?: { close: () => Promise<void> };
}

/**
 * Payload's `destroy()` forgets the schema but leaves connections open; close them for a clean
 * exit. `pool` is pg's (PostgreSQL), `client` libsql's (SQLite), `connection` mongoose's.
 * close.test.ts proves the PostgreSQL part, which reads pg's private `_clients`.
 */
export async function closeDatabase(db: unknown): Promise<void> {
  const adapter = db as ClosableAdapter;
  await adapter.destroy?.();
  if (adapter.pool) {
    // The Postgres adapter checks one client out at connect and never releases it,
    // so pool.end() would wait for it forever: release it as broken (which closes it).
    for (const client of adapter.pool._clients ?? []) {
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
