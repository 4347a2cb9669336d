// The API suite by URL only, the way it runs against the production stack through its balancer.
// With API_SUITE_URL set it drives that server (the stack campaign does: tests/stack/scenarios/api-suite.ts,
// variables in cms/src/testing/remote-app.ts remoteFromEnv); unset, it starts a server the way
// `npm start` does (compiled bundles, private Redis, MailDev, the worker) on a fresh data directory.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll } from 'vitest';

import { startStack, type Stack } from '../../../../scripts/lib/stack.mjs';
import { remoteFromEnv, type RemoteProfile, type RemoteServer } from '../../testing/remote-app';
import { defineRemoteApiSuite } from './api-suite';

const given = remoteFromEnv();

if (given) {
  // What the profile rules out is not defined; the caller reports it (remoteExclusions).
  defineRemoteApiSuite(`a running server (${given.server.url})`, given.profile, async () => given.server);
} else {
  // Chosen here, so the suite knows the secret and the limits before the server starts.
  const payloadSecret = randomBytes(32).toString('hex');
  const staff = { email: 'remote-staff@example.com', password: randomBytes(12).toString('hex') };
  // RATE_LIMIT_LOGIN as the in-process suite raises it; the per-account throttle at the app's default.
  const profile: RemoteProfile = { loginLimits: { perAddress: 40, perAccount: 5 }, otherAddresses: true, payloadSecret };
  let stack: Stack | undefined;
  let dataDir: string | undefined;
  let server: RemoteServer | undefined;

  // Outside the suite's describe: these run before its own beforeAll, and after its afterAll.
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'api-remote-'));
    stack = await startStack({
      env: {
        DATA_DIR: dataDir,
        PORT: '0',
        MAIL_SMTP_PORT: '0',
        MAIL_UI_PORT: '0',
        REDIS_PORT: '0',
        ADMIN_EMAIL: staff.email,
        ADMIN_PASSWORD: staff.password,
        PAYLOAD_SECRET: payloadSecret,
        OTP_SECRET: randomBytes(32).toString('hex'),
        RATE_LIMIT_LOGIN: String(profile.loginLimits.perAddress),
      },
      log: 'ignore',
    });
    // startStack names localhost; MailDev and the app listen on 127.0.0.1 only.
    const loopback = (url: string) => url.replace('//localhost:', '//127.0.0.1:');
    server = { url: loopback(stack.url), mailUrl: loopback(stack.mailUi!), staff };
  });

  afterAll(async () => {
    await stack?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  defineRemoteApiSuite('a server started like npm start (by URL only)', profile, async () => server!);
}
