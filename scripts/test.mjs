// `npm test`: everything CI checks, on a fresh clone, in one command.
import { existsSync } from 'node:fs';
import path from 'node:path';

import { buildAll } from './lib/build.mjs';
import { ensureDebianPackage, ensureDependencies, root, run, say } from './lib/system.mjs';

// Each step says when it starts, counted from here: where a slow run spent its time.
const started = Date.now();
const step = (line) => say(`${line} (${Math.round((Date.now() - started) / 1000)} s in)`);

ensureDependencies();
ensureDebianPackage('redis-server', 'redis-server');
// The end-to-end tests' browser (tests/support/chromium.ts, decision 030).
ensureDebianPackage('chromium-headless-shell', 'chromium-headless-shell');
ensureDebianPackage('docker-compose', 'docker-compose');
// The balancer's nginx.conf runs for real in its test (deploy/nginx/nginx.test.ts).
ensureDebianPackage('nginx', 'nginx');

step('typecheck');
run('npm', ['run', '--silent', 'typecheck']);
step('lint');
run('npm', ['run', '--silent', 'lint']);
step('docker-compose config');
run('docker-compose', ['-f', 'docker-compose.yml', 'config', '--quiet'], { env: { ...process.env, ADMIN_PASSWORD: 'x', SMTP_URL: 'smtp://x', PAYLOAD_SECRET: 'x', OTP_SECRET: 'x', POSTGRES_PASSWORD: 'x', PUBLIC_URL: 'https://www.example.com' } });
// Built before the integration tests: the security, panel-rules and fuzz suites drive the CMS panel's REST API.
step('build');
buildAll();
step('unit and integration tests');
run('npx', ['vitest', 'run']);
if (existsSync(path.join(root, 'tests/playwright.config.ts'))) {
  step('end-to-end tests (Chromium)');
  run('npx', ['playwright', 'test', '-c', 'tests/playwright.config.ts']);
}
// The production stack broken on purpose (tests/stack/): Docker, several minutes, more with a first
// image build. Always under CI=true; elsewhere on request (`npm run test:stack`) or with STACK=1.
if (process.env.CI === 'true' || process.env.STACK === '1') {
  step('production stack campaign (docker-compose.yml behind nginx)');
  run('npm', ['run', '--silent', 'test:stack']);
} else {
  step('production stack campaign skipped outside CI: run `npm run test:stack` (needs Docker; starts dockerd as root)');
}
step('all checks passed');
