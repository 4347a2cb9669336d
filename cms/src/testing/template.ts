/**
 * The test run's template database (tests/support/global-setup.ts): the app starts as it does in
 * every run, on DATABASE_URI and DATA_DIR, which migrates and seeds them, and stops again.
 */
import { staffLogin } from './staff';

// As the server's entry does (server.ts): Lexical's packages evaluated one at a time on Node 20.
await import('lexical');

Object.assign(process.env, { ADMIN_EMAIL: staffLogin.email, ADMIN_PASSWORD: staffLogin.password });
const { start } = await import('../start');
const running = await start(0);
await running.close();
process.exit(0);
