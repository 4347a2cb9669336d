import { onPostgres } from '../../testing/postgres';
import { defineInboxSuite } from './inbox-suite';

await onPostgres('PostgreSQL support inbox', (database) => defineInboxSuite('PostgreSQL', database));
