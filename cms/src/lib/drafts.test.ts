import { defineDraftsSuite } from './drafts-suite';

defineDraftsSuite('PostgreSQL');
