import { createWriteStream, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { startStack } from '../../../scripts/lib/stack.mjs';
import { e2eStaff } from './staff';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/**
 * Starts the built product once for the whole run: private Redis, MailDev, the OTP
 * worker and the app, on free ports and a fresh data directory. The server's output
 * goes to test-results/e2e-server.log. Workers read the URLs from the environment.
 */
export default async function globalSetup() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'agency-e2e-'));
  const logDir = path.join(repoRoot, 'test-results');
  mkdirSync(logDir, { recursive: true });
  const log = createWriteStream(path.join(logDir, 'e2e-server.log'));
  const stack = await startStack({
    log: 'pipe',
    env: {
      DATA_DIR: dataDir,
      PORT: '0',
      MAIL_SMTP_PORT: '0',
      MAIL_UI_PORT: '0',
      REDIS_PORT: '0',
      ADMIN_EMAIL: e2eStaff.email,
      ADMIN_PASSWORD: e2eStaff.password,
      // Many tests from one address: the per-IP limits would stop the run, not a person.
      RATE_LIMIT_LOGIN: '10000',
      RATE_LIMIT_LOGIN_ACCOUNT: '10000',
      RATE_LIMIT_STAFF_WRITES: '10000',
      RATE_LIMIT_QUERY_CREATE: '10000',
      RATE_LIMIT_OTP_VERIFY: '10000',
      RATE_LIMIT_OTP_RESEND: '10000',
      // …and one domain (example.com) receiving every code: the budgets would ask for a proof of work.
      OTP_SENDS_PER_HOUR: '100000',
      OTP_SENDS_PER_DOMAIN_PER_HOUR: '100000',
      LOG_LEVEL: 'info',
    },
    onChildExit: (name, code, signal) => log.write(`\n[${name} exited: ${code ?? signal}]\n`),
  });
  for (const child of stack.children) {
    child.stdout?.on('data', (chunk: Buffer) => log.write(chunk));
    child.stderr?.on('data', (chunk: Buffer) => log.write(chunk));
  }
  process.env.E2E_BASE_URL = stack.url;
  process.env.E2E_MAIL_URL = stack.mailUi ?? '';
  process.env.E2E_REDIS_URL = stack.env.REDIS_URL;

  return async () => {
    await stack.stop();
    log.end();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
