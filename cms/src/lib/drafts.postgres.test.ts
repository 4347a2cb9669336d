import { onPostgres } from '../testing/postgres';
import { defineDraftsSuite } from './drafts-suite';

await onPostgres('PostgreSQL drafts suite', (database) => defineDraftsSuite('PostgreSQL', database));
