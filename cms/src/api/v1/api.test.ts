import { defineApiSuite } from './api-suite';

defineApiSuite('PostgreSQL');
