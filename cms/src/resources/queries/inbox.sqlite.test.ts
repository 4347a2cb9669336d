import { defineInboxSuite } from './inbox-suite';

defineInboxSuite('SQLite', async () => undefined);
