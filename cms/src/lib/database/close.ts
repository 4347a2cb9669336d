interface ClosableAdapter {
  destroy?: () => Promise<void>;
  /** Ours (adapters.ts): pg's pool, which releases the client the adapter keeps checked out. */
  pool?: { close: () => Promise<void> };
  connection?: { close: () => Promise<void> };
}

/**
 * Payload's `destroy()` forgets the schema but leaves connections open; close them for a clean
 * exit. `pool` is pg's (PostgreSQL, through the Pool of adapters.ts), `connection` mongoose's.
 */
export async function closeDatabase(db: unknown): Promise<void> {
  const adapter = db as ClosableAdapter;
  await adapter.destroy?.();
  await adapter.pool?.close().catch(() => undefined);
  await adapter.connection?.close().catch(() => undefined);
}
