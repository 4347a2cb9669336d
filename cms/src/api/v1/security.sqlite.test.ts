import { defineSecuritySuite } from './security-suite';

defineSecuritySuite('SQLite', async () => undefined);
