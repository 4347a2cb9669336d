import { defineSecuritySuite } from './security-suite';

defineSecuritySuite('PostgreSQL');
