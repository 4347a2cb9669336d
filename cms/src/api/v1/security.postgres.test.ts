import { afterAll } from 'vitest';

import { createTestDatabase } from '../../testing/postgres';
import { defineSecuritySuite } from './security-suite';

let drop: (() => Promise<void>) | undefined;
afterAll(async () => drop?.());

// Skipped only where no PostgreSQL answers and CI is not set; under CI=true a missing server fails.
const database = await createTestDatabase();
if (database) {
  drop = database.drop;
  defineSecuritySuite('PostgreSQL', async () => database.uri);
} else {
  const { it } = await import('vitest');
  it.skip('PostgreSQL security suite: no server on 127.0.0.1:5432 (set CI=true to require it)', () => undefined);
}
