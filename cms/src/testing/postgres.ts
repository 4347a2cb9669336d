import pg from 'pg';

const adminUri = process.env.TEST_POSTGRES_URI ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * A fresh database of the test's own on the PostgreSQL at 127.0.0.1:5432.
 * Returns undefined when none answers, except under CI=true where that fails the run.
 */
export async function createTestDatabase(): Promise<{ uri: string; drop: () => Promise<void> } | undefined> {
  const admin = new pg.Client({ connectionString: adminUri, connectionTimeoutMillis: 2000 });
  try {
    await admin.connect();
  } catch (error) {
    if (process.env.CI === 'true') throw new Error(`PostgreSQL is required under CI=true: ${(error as Error).message}`);
    return undefined;
  }
  const name = `agency_test_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const uri = new URL(adminUri);
  uri.pathname = `/${name}`;
  return {
    uri: uri.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUri });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/**
 * Defines a suite on a fresh PostgreSQL database of its own, dropped afterwards. Skipped only
 * where no PostgreSQL answers and CI is not set; under CI=true a missing server fails.
 */
export async function onPostgres(label: string, define: (database: () => Promise<string>) => void): Promise<void> {
  const { afterAll, it } = await import('vitest');
  const database = await createTestDatabase();
  if (!database) {
    it.skip(`${label}: no server on 127.0.0.1:5432 (set CI=true to require it)`, () => undefined);
    return;
  }
  afterAll(() => database.drop());
  define(async () => database.uri);
}
