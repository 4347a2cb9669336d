interface LibsqlTransaction {
  commit: () => Promise<void>;
  rollback: () => Promise<void>;
  close: () => void;
}

interface LibsqlClient {
  execute: (sql: string) => Promise<unknown>;
  transaction: (mode?: string) => Promise<LibsqlTransaction>;
}

/**
 * SQLite allows one writer. libsql gives every transaction a fresh connection
 * without Payload's `busy_timeout`, so concurrent writers fail at once with
 * SQLITE_BUSY. Queue write transactions within this process (they would wait for
 * each other anyway), and give each transaction's connection the busy timeout
 * for writers in other processes (and synchronous=NORMAL, decision 006).
 * Other adapters are left alone. sqlite-writes.test.ts proves each part.
 */
export function serializeSqliteWrites(db: unknown, busyTimeoutMs = 5000): void {
  const { name, client } = db as { name?: string; client?: LibsqlClient };
  if (name !== 'sqlite' || !client) return;
  const begin = client.transaction.bind(client);
  const pragmas = [`PRAGMA busy_timeout = ${busyTimeoutMs}`, 'PRAGMA synchronous = NORMAL'];
  let tail: Promise<void> = Promise.resolve();
  client.transaction = async (mode) => {
    let release!: () => void;
    const mine = new Promise<void>((resolve) => (release = resolve));
    const previous = tail;
    tail = previous.then(() => mine);
    await previous;
    let tx: LibsqlTransaction;
    try {
      // Same tick as begin(): the pragmas land on the connection the transaction takes.
      for (const pragma of pragmas) void client.execute(pragma);
      tx = await begin(mode);
      // libsql hands that connection to the transaction and opens a new one for the next
      // statement outside it: give the new one the same settings (Payload set them only once).
      for (const pragma of pragmas) void client.execute(pragma);
    } catch (error) {
      release();
      throw error;
    }
    const finish =
      <A extends unknown[], R>(fn: (...args: A) => R) =>
      (...args: A): R => {
        try {
          return fn(...args);
        } finally {
          release();
        }
      };
    const { commit, rollback, close } = tx;
    tx.commit = finish(commit.bind(tx));
    tx.rollback = finish(rollback.bind(tx));
    tx.close = finish(close.bind(tx));
    return tx;
  };
}
