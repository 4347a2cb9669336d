import { onPostgres } from '../../testing/postgres';
import { defineSecuritySuite } from './security-suite';

await onPostgres('PostgreSQL security suite', (database) => defineSecuritySuite('PostgreSQL', database));
