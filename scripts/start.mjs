// `npm start`: installs, builds, migrates and seeds (the app does both at boot), then runs
// everything on embedded defaults and prints where to find it. Ctrl-C stops every child.
import { buildAll } from './lib/build.mjs';
import path from 'node:path';

import { ensureDebianPackage, ensureDependencies, fail, root, say } from './lib/system.mjs';

const dev = process.argv.includes('--dev');

if (Number(process.versions.node.split('.')[0]) < 20) fail(`Node 20 or newer is needed (this is ${process.version}).`);
ensureDependencies();
if (!process.env.REDIS_URL) ensureDebianPackage('redis-server', 'redis-server', 'set REDIS_URL to an existing Redis');
buildAll();

const { startStack } = await import('./lib/stack.mjs');
say('starting Redis, MailDev, the OTP worker and the app…');
let stack;
try {
  stack = await startStack({
    dev,
    pretty: Boolean(process.stdout.isTTY),
    onChildExit: (name, code, signal) => {
      if (stopping) return;
      process.stderr.write(`\n${name} stopped (${signal ?? `exit ${code}`}); stopping everything.\n`);
      void shutdown(1);
    },
  });
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}

let stopping = false;
async function shutdown(code = 0) {
  if (stopping) return;
  stopping = true;
  await stack.stop();
  process.exit(code);
}
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

const { url, mailUi, env } = stack;

// Development: the two front ends from Vite dev servers with hot reload, calling the app's API.
const devServers = [];
if (dev) {
  const { spawn } = await import('node:child_process');
  const { freePort } = await import('./lib/stack.mjs');
  for (const [name, preferred] of [['site', 5173], ['admin', 5174]]) {
    const port = await freePort(preferred);
    const child = spawn('npx', ['vite', '--port', String(port), '--strictPort', '--host', '127.0.0.1'], {
      cwd: path.join(root, name),
      env: { ...process.env, API_ORIGIN: url },
      stdio: 'inherit',
    });
    stack.children.push(Object.assign(child, { name: `vite ${name}` }));
    devServers.push([name, `http://localhost:${port}${name === 'admin' ? '/dashboard/' : '/'}`]);
  }
}
const line = (label, value) => `  ${label.padEnd(16)}${value}`;
process.stdout.write(
  [
    '',
    '\x1b[32m✓ Ready.\x1b[0m',
    line('Site', `${url}/`),
    line('Dashboard', `${url}/dashboard  (sign in at ${url}/login)`),
    line('CMS panel', `${url}/cms`),
    line('Mail inbox', mailUi ?? `mail goes to ${env.SMTP_URL.replace(/\/\/[^@]*@/, '//')}`),
    line('Inbound mail', env.INBOUND_SMTP_PORT === 'off' ? 'SMTP receiver off' : `smtp://127.0.0.1:${env.INBOUND_SMTP_PORT}  (visitors' answers)`),
    line(
      'Inbound hook',
      `POST ${url}/api/v1/inbound/mail  (Bearer ${process.env.INBOUND_WEBHOOK_SECRET ? 'INBOUND_WEBHOOK_SECRET' : `in ${path.join(env.DATA_DIR, 'inbound-webhook-secret')}`})`,
    ),
    line('Staff sign-in', `${env.ADMIN_EMAIL} / ${process.env.ADMIN_PASSWORD ? '(ADMIN_PASSWORD)' : env.ADMIN_PASSWORD}`),
    line('Health', `${url}/api/v1/health`),
    ...devServers.map(([name, devUrl]) => line(`Vite ${name}`, `${devUrl}  (hot reload)`)),
    '',
    'Press Ctrl-C to stop.',
    '',
  ].join('\n'),
);
