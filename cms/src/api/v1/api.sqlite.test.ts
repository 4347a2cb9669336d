import { defineApiSuite } from './api-suite';

defineApiSuite('SQLite', async () => undefined);
