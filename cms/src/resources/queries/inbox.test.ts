import { defineInboxSuite } from './inbox-suite';

defineInboxSuite('PostgreSQL');
