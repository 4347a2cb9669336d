import { defineDraftsSuite } from './drafts-suite';

defineDraftsSuite('SQLite', async () => undefined);
