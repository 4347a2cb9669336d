import { onPostgres } from '../../testing/postgres';
import { defineApiSuite } from './api-suite';

await onPostgres('PostgreSQL API suite', (database) => defineApiSuite('PostgreSQL', database));
