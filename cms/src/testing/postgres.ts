import { randomBytes } from 'node:crypto';

import pg from 'pg';
import { inject } from 'vitest';

export interface TestDatabase {
  uri: string;
  drop: () => Promise<void>;
}

/** One statement on the run's maintenance database. */
async function onServer(statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: inject('postgresAdminUri') });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/**
 * A database of the caller's own on the run's PostgreSQL (tests/support/global-setup.ts): empty,
 * or a copy of the run's migrated and seeded template (`seeded`), which takes well under a second.
 */
export async function createTestDatabase({ seeded = false } = {}): Promise<TestDatabase> {
  const name = `agency_test_${randomBytes(6).toString('hex')}`;
  await onServer(`CREATE DATABASE ${name}${seeded ? ` TEMPLATE ${inject('template').database}` : ''}`);
  const uri = new URL(inject('postgresAdminUri'));
  uri.pathname = `/${name}`;
  return { uri: uri.toString(), drop: () => onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** Defines a suite on an empty database of its own (Payload on it migrates it), dropped after the suite. */
export async function onTestDatabase(define: (database: () => Promise<string>) => void): Promise<void> {
  const { afterAll } = await import('vitest');
  const database = await createTestDatabase();
  afterAll(() => database.drop());
  define(async () => database.uri);
}
