// Starts the whole product as child processes: private PostgreSQL and Redis, MailDev, the OTP
// worker and the app server. Used by `npm start`, by the end-to-end tests and by the benchmarks.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

import { ensureBundles } from './build.mjs';
import { firstStartFor } from './first-start.mjs';
import { prettyLines } from './log-format.mjs';
import { startPostgres } from './postgres.mjs';
import { supervise } from './supervise.mjs';
import { fetchWithin, root } from './system.mjs';

/**
 * The first staff account of a local run, printed by `npm start`: the one set of defaults the app
 * reads too (server-kit/src/defaults.json). The app refuses this password in production unless it
 * listens on loopback only (cms/src/config/env.ts), which is what a local run does unless HOST
 * says otherwise.
 */
export const defaultStaff = JSON.parse(readFileSync(path.join(root, 'server-kit/src/defaults.json'), 'utf8')).staff;

/** A port that is free now, preferring `preferred` (or, given `tries`, the first free of the `tries` from it). */
export async function freePort(preferred = 0, { tries = 1 } = {}) {
  const tryPort = (port) =>
    new Promise((resolve) => {
      const server = net.createServer();
      server.once('error', () => resolve(undefined));
      server.listen(port, '127.0.0.1', () => {
        const { port: got } = server.address();
        server.close(() => resolve(got));
      });
    });
  for (let i = 0; preferred && i < tries; i++) {
    const got = await tryPort(preferred + i);
    if (got) return got;
  }
  return tryPort(0);
}

async function waitFor(check, { timeoutMs, what, child }) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child && (child.exitCode !== null || child.signalCode !== null)) {
      // Let the last stderr chunks arrive before quoting them.
      if (child.stderr && !child.stderr.closed) {
        await new Promise((resolve) => {
          const timer = setTimeout(resolve, 1000);
          child.stderr.once('close', () => (clearTimeout(timer), resolve()));
        });
      }
      const tail = (child.stderrTail ?? '').trim().split('\n').slice(-20).join('\n');
      throw new Error(`${what} exited with ${child.exitCode !== null ? `code ${child.exitCode}` : child.signalCode}${tail ? `; last stderr lines:\n${tail}` : ''}`);
    }
    if (await check().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`${what} not ready after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The inbound webhook's secret of a local run: generated once into DATA_DIR and reused. */
export function inboundWebhookSecret(dataDir) {
  const file = path.join(dataDir, 'inbound-webhook-secret');
  if (!existsSync(file)) writeFileSync(file, randomBytes(24).toString('hex'), { mode: 0o600, flag: 'wx' });
  return readFileSync(file, 'utf8').trim();
}

/** A port variable: unset means the default, 0 means any free port. */
const portSetting = (value, fallback) => (value === undefined || value === '' ? fallback : Number(value));

/** The name of the address the app binds, for its public URL: a wildcard or loopback one is reached as localhost. */
const boundName = (host) =>
  ['0.0.0.0', '::', '127.0.0.1', '::1', 'localhost'].includes(host) ? 'localhost' : host.includes(':') ? `[${host}]` : host;

/** MailDev's command, wherever its package.json says it lives. */
function maildevBin() {
  const dir = path.join(root, 'node_modules/maildev');
  const { bin } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  return path.join(dir, typeof bin === 'string' ? bin : bin.maildev);
}

const portOpen = (port) =>
  new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

/**
 * What runs the app server and the worker. Production: the compiled bundles (as the image runs
 * them), rebuilt first when a source changed. Development: the TypeScript sources through tsx,
 * so an edit needs only a restart.
 */
async function serverProgram(dev) {
  if (dev) {
    return {
      loader: ['--import', 'tsx'],
      app: path.join(root, 'cms/src/server.ts'),
      worker: path.join(root, 'otp-service/src/worker.ts'),
    };
  }
  return { loader: [], ...(await ensureBundles()) };
}

/**
 * Starts the product. Options mirror the variables `npm start` honours; unset
 * ones get the embedded defaults (private PostgreSQL and redis-server, MailDev).
 * Returns the URLs and a `stop()` that ends every child.
 */
export async function startStack(options = {}) {
  const env = { ...process.env, ...options.env };
  const dataDir = path.resolve(root, env.DATA_DIR || '.data');
  // Before the umask below: bundles built here stay readable like any other build output.
  const program = await serverProgram(options.dev);
  // Everything under DATA_DIR (database, Redis files, media, secrets) for this user only.
  process.umask(0o077);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const children = [];
  /** Children started again when they die on their own (the OTP worker), stopped before the rest. */
  const supervised = [];
  const log = options.log ?? 'inherit';
  // stderr is piped whenever it would otherwise go to the terminal or nowhere, so that a child that
  // dies during start-up can be explained by its last lines (see waitFor).
  const tapStderr = options.pretty || log === 'inherit' || log === 'ignore';
  const spawnChild = (name, command, args, childEnv = env) => {
    const out = options.pretty ? 'pipe' : log;
    const child = spawn(command, args, { cwd: root, env: childEnv, stdio: ['ignore', out, tapStderr ? 'pipe' : log] });
    child.stderrTail = '';
    if (tapStderr) child.stderr.on('data', (chunk) => (child.stderrTail = (child.stderrTail + chunk).slice(-4000)));
    // On a terminal: JSON log lines as readable ones (time, level, who, message, fields).
    if (options.pretty) {
      child.stdout.pipe(prettyLines(name)).pipe(process.stdout);
      child.stderr.pipe(prettyLines(name)).pipe(process.stderr);
    } else if (log === 'inherit') {
      child.stderr.pipe(process.stderr);
    }
    child.name = name;
    children.push(child);
    return child;
  };

  let postgresLog = '';
  let stopPostgres;
  let postgresProcess;
  const stop = async () => {
    for (const supervisor of supervised) supervisor.stop();
    await Promise.all(
      children.reverse().map(
        (child) =>
          new Promise((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            const timer = setTimeout(() => child.kill('SIGKILL'), 8000);
            child.once('exit', () => (clearTimeout(timer), resolve()));
            child.kill('SIGTERM');
          }),
      ),
    );
    // Last, once the app and the worker have closed their connections.
    await stopPostgres?.();
  };

  try {
    // Redis, PostgreSQL and MailDev start side by side; the app and the worker need all three.
    const startRedis = async () => {
      if (env.REDIS_URL) return;
      const port = await freePort(portSetting(env.REDIS_PORT, 6380));
      const redisDir = path.join(dataDir, 'redis');
      mkdirSync(redisDir, { recursive: true });
      const redis = spawnChild('redis', 'redis-server', [
        '--port', String(port), '--bind', '127.0.0.1', '--dir', redisDir,
        '--appendonly', 'yes', '--appendfsync', 'everysec', '--save', '',
        '--maxmemory-policy', 'noeviction', '--loglevel', 'warning',
      ]);
      await waitFor(() => portOpen(port), { timeoutMs: 10_000, what: 'redis-server', child: redis });
      env.REDIS_URL = `redis://127.0.0.1:${port}`;
    };

    const startDatabase = async () => {
      if (env.DATABASE_URI) return;
      // The old SQLite database of an earlier version is left as it was: nothing reads or deletes it.
      if (existsSync(path.join(dataDir, 'agency.db')))
        process.stderr.write(`${path.join(dataDir, 'agency.db')} is an earlier version's SQLite database: it is left untouched and no longer read (PostgreSQL now holds the data).\n`);
      const port = await freePort(portSetting(env.POSTGRES_PORT, 5433));
      const postgres = await startPostgres({
        dir: path.join(dataDir, 'postgres'),
        ownFolders: dataDir,
        port,
        // An empty data folder starts from the build's migrated and seeded copy, when there is one.
        from: options.firstStart === false ? undefined : firstStartFor(dataDir),
        onLog: (line) => (postgresLog = (postgresLog + line).slice(-4000)),
      }).catch((error) => {
        throw new Error(`PostgreSQL did not start: ${error?.message ?? error}${postgresLog ? `; its last lines:\n${postgresLog.trim()}` : ''}`);
      });
      stopPostgres = postgres.stop;
      postgresProcess = postgres.process;
      env.DATABASE_URI = postgres.uri;
    };

    let mailUi;
    const startMail = async () => {
      if (env.SMTP_URL) return;
      const smtpPort = await freePort(portSetting(env.MAIL_SMTP_PORT, 1025));
      const uiPort = await freePort(portSetting(env.MAIL_UI_PORT, 1080));
      const maildev = spawnChild('maildev', process.execPath, [
        maildevBin(),
        '--smtp', String(smtpPort), '--web', String(uiPort), '--ip', '127.0.0.1', '--web-ip', '127.0.0.1', '--silent',
      ]);
      await waitFor(() => portOpen(smtpPort), { timeoutMs: 15_000, what: 'MailDev', child: maildev });
      env.SMTP_URL = `smtp://127.0.0.1:${smtpPort}`;
      mailUi = `http://localhost:${uiPort}`;
    };

    // Settled, not raced: when one fails, the others' children are all known before stop() runs.
    const failed = (await Promise.allSettled([startRedis(), startDatabase(), startMail()])).find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;

    const port = await freePort(portSetting(env.PORT, 3000));
    const host = env.HOST || '127.0.0.1';
    // Visitors' answers: the worker's SMTP receiver on 2525 or the next free port, and the webhook's secret.
    const inboundPort = env.INBOUND_SMTP_PORT === 'off' ? 'off' : String(await freePort(portSetting(env.INBOUND_SMTP_PORT, 2525), { tries: 20 }));
    const webhookSecret = env.INBOUND_WEBHOOK_SECRET || inboundWebhookSecret(dataDir);
    const appEnv = {
      // Two malloc arenas instead of eight per core: native threads (libuv, sharp) no longer leave
      // memory stranded in arenas of their own (decision 007).
      MALLOC_ARENA_MAX: '2',
      ...env,
      PORT: String(port),
      HOST: host,
      // Links in mails and the panel's CSRF check name this origin (the app never takes it from a request).
      PUBLIC_URL: env.PUBLIC_URL || `http://${boundName(host)}:${port}`,
      INBOUND_SMTP_PORT: inboundPort,
      INBOUND_WEBHOOK_SECRET: webhookSecret,
      ADMIN_EMAIL: env.ADMIN_EMAIL || defaultStaff.email,
      ADMIN_PASSWORD: env.ADMIN_PASSWORD || defaultStaff.password,
      DATA_DIR: dataDir,
      NODE_ENV: options.dev ? 'development' : 'production',
    };
    supervised.push(
      supervise(() => spawnChild('otp-worker', process.execPath, [...program.loader, program.worker], appEnv), { name: 'otp-worker' }),
    );
    // The app's V8 old generation is capped at 512 MB (decision 007); NODE_OPTIONS=--max-old-space-size=N overrides it.
    const heap = /--max-old-space-size/.test(env.NODE_OPTIONS ?? '') ? [] : ['--max-old-space-size=512'];
    const app = spawnChild('app', process.execPath, [...heap, ...program.loader, program.app], appEnv);
    const url = `http://localhost:${port}`;
    await waitFor(async () => (await fetchWithin(`${url}/api/v1/health`, 5000)).ok, { timeoutMs: options.timeoutMs ?? 120_000, what: 'app server', child: app });

    // The worker is not among them: a worker that dies is started again (supervise.mjs).
    for (const child of children.filter((each) => each.name !== 'otp-worker')) {
      child.once('exit', (code, signal) => options.onChildExit?.(child.name, code, signal));
    }
    postgresProcess?.once('exit', (code, signal) => options.onChildExit?.('postgres', code, signal));
    return { url, mailUi, env: appEnv, dataDir, children, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
