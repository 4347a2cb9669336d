interface LibsqlTransaction {
  commit: () => Promise<void>;
  rollback: () => Promise<void>;
  close: () => void;
  readonly closed: boolean;
}

type Statement = string | { sql: string };

interface LibsqlClient {
  execute: (statement: Statement, args?: unknown) => Promise<unknown>;
  batch: (statements: Statement[], mode?: string) => Promise<unknown>;
  migrate: (statements: Statement[]) => Promise<unknown>;
  executeMultiple: (sql: string) => Promise<unknown>;
  transaction: (mode?: string) => Promise<LibsqlTransaction>;
}

/** The error SQLite gives a writer that finds the lock held: the API answers it with 503 (api/errors.ts). */
function busy(waitedMs: number): Error {
  return Object.assign(new Error(`SQLITE_BUSY: the database writer was not free within ${waitedMs} ms`), { code: 'SQLITE_BUSY' });
}

/**
 * This process's turn at SQLite's one writer: first come, first served, for at most `timeoutMs`.
 * A release hands the turn straight to the next in line.
 */
class WriterTurn {
  timeoutMs = 5000;
  private held = false;
  private readonly line: (() => void)[] = [];

  async take(): Promise<() => void> {
    if (this.held) {
      const timeoutMs = this.timeoutMs;
      await new Promise<void>((resolve, reject) => {
        const next = () => {
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(() => {
          this.line.splice(this.line.indexOf(next), 1);
          reject(busy(timeoutMs));
        }, timeoutMs);
        this.line.push(next);
      });
    }
    this.held = true;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.line.shift();
      if (next) next();
      else this.held = false;
    };
  }
}

/** Statements that leave the database as it is: they never wait for the writer (WAL readers do not block). */
const reads = /^\s*(select\b|pragma\s+\w+\s*;?\s*$)/i;
const sqlOf = (statement: Statement) => (typeof statement === 'string' ? statement : statement.sql);

const turns = new WeakMap<object, WriterTurn>();

/**
 * SQLite allows one writer, and libsql waits for it synchronously: a writer that finds the lock
 * held by another connection of this process stops the event loop for the busy timeout, so the
 * holder cannot finish, and fails with SQLITE_BUSY. Here every write of this process takes its
 * turn first, asynchronously and in order (a write transaction holds it until it commits or rolls
 * back; a write outside one, such as the inbox's fast insert, for its statement), for at most
 * `busyTimeoutMs`, then fails with SQLITE_BUSY. SQLite's own busy timeout is left for writers in
 * other processes. libsql also gives every transaction a fresh connection without the settings
 * Payload gave its first one: each gets the busy timeout and synchronous=NORMAL (decision 006).
 * Other adapters are left alone; calling it again only changes how long a write waits for its
 * turn. sqlite-writes.test.ts proves each part.
 */
export function serializeSqliteWrites(db: unknown, busyTimeoutMs = 5000): void {
  const { name, client } = db as { name?: string; client?: LibsqlClient };
  if (name !== 'sqlite' || !client) return;
  const known = turns.get(client);
  if (known) {
    known.timeoutMs = busyTimeoutMs;
    return;
  }
  const turn = new WriterTurn();
  turn.timeoutMs = busyTimeoutMs;
  turns.set(client, turn);

  const execute = client.execute.bind(client);
  const batch = client.batch.bind(client);
  const migrate = client.migrate.bind(client);
  const executeMultiple = client.executeMultiple.bind(client);
  const transaction = client.transaction.bind(client);
  const inTurn = async <T>(write: () => Promise<T>): Promise<T> => {
    const release = await turn.take();
    try {
      return await write();
    } finally {
      release();
    }
  };
  const pragmas = [`PRAGMA busy_timeout = ${busyTimeoutMs}`, 'PRAGMA synchronous = NORMAL'];
  // libsql runs a statement synchronously when called: these land on the connection in use now.
  const configure = () => pragmas.forEach((pragma) => void execute(pragma));

  client.execute = (statement, args) => (reads.test(sqlOf(statement)) ? execute(statement, args) : inTurn(() => execute(statement, args)));
  client.batch = (statements, mode) => (mode === 'read' ? batch(statements, mode) : inTurn(() => batch(statements, mode)));
  client.migrate = (statements) => inTurn(() => migrate(statements));
  client.executeMultiple = (sql) => inTurn(() => executeMultiple(sql));
  client.transaction = async (mode) => {
    if (mode === 'read') return transaction(mode);
    const release = await turn.take();
    let tx: LibsqlTransaction;
    try {
      configure(); // the connection the transaction takes
      tx = await transaction(mode);
      configure(); // the new one libsql opens for the next statement outside it
    } catch (error) {
      release();
      throw error;
    }
    // A transaction holds the turn until it has ended: committed, rolled back or closed.
    const releaseIfEnded = () => tx.closed && release();
    const ending =
      <A extends unknown[], R>(end: (...args: A) => R) =>
      (...args: A): R => {
        let result: R;
        try {
          result = end(...args);
        } catch (error) {
          releaseIfEnded();
          throw error;
        }
        if (result instanceof Promise) return result.finally(releaseIfEnded) as R;
        releaseIfEnded();
        return result;
      };
    tx.commit = ending(tx.commit.bind(tx));
    tx.rollback = ending(tx.rollback.bind(tx));
    tx.close = ending(tx.close.bind(tx));
    return tx;
  };
}
