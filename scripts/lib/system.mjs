// Install-time helpers for the start, build and test scripts. Plain Node: they run before npm install.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export function say(line) {
  process.stdout.write(`\x1b[36m›\x1b[0m ${line}\n`);
}

export function fail(line) {
  process.stderr.write(`\x1b[31m✗\x1b[0m ${line}\n`);
  process.exit(1);
}

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: root, ...options });
  if (result.status !== 0) fail(`${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
}

export function which(program) {
  return spawnSync('sh', ['-c', `command -v ${program}`], { encoding: 'utf8' }).stdout.trim() || undefined;
}

/** A Debian package, installed with apt-get when we are root; otherwise one line saying what to do. */
export function ensureDebianPackage(program, pkg, hint) {
  if (which(program)) return;
  const root = process.getuid?.() === 0;
  if (!root || !which('apt-get')) fail(`${program} is missing: install the ${pkg} package${hint ? `, or ${hint}` : ''}.`);
  say(`installing ${pkg} with apt-get…`);
  run('apt-get', ['update', '-qq'], { stdio: 'ignore' });
  run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', pkg], { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  if (!which(program)) fail(`${pkg} installed but ${program} is still not on PATH.`);
}

/** Hash of files (recursively), so a build reruns only when its inputs changed. */
export function hashInputs(paths) {
  const hash = createHash('sha256');
  const visit = (p) => {
    if (!existsSync(p)) return;
    const stat = statSync(p);
    if (stat.isDirectory()) {
      for (const name of readdirSync(p).sort()) if (!['node_modules', '.next', 'dist'].includes(name)) visit(path.join(p, name));
    } else {
      hash.update(path.relative(root, p));
      hash.update(readFileSync(p));
    }
  };
  for (const p of paths) visit(path.resolve(root, p));
  return hash.digest('hex');
}

export function stampIsCurrent(stampFile, hash) {
  return existsSync(stampFile) && readFileSync(stampFile, 'utf8') === hash;
}

export function writeStamp(stampFile, hash) {
  writeFileSync(stampFile, hash);
}

/**
 * npm install when node_modules does not match package-lock.json. Not `npm ci`: the registry this
 * project is installed from serves only the platform packages of the machine that wrote the lock,
 * so the lock omits other platforms' optional binaries and `npm ci` refuses it as out of sync.
 */
export function ensureDependencies() {
  const stamp = path.join(root, 'node_modules', '.agency-install');
  if (stampIsCurrent(stamp, hashInputs(['package-lock.json']))) return;
  say('installing npm dependencies…');
  run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error']);
  writeStamp(stamp, hashInputs(['package-lock.json']));
}

/**
 * fetch that settles within timeoutMs. The timer is a ref'd one on purpose: on Node 20, a fetch whose
 * connection is reset right after it is accepted (docker-proxy before the container listens) can be
 * left pending with nothing keeping the process alive, and an unref'd AbortSignal.timeout then lets
 * the process end with exit 13 (unsettled top-level await) in the middle of a wait.
 */
export async function fetchWithin(url, timeoutMs, init = {}) {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException(`no answer from ${url} in ${timeoutMs} ms`, 'TimeoutError')), timeoutMs);
  try {
    return await fetch(url, { ...init, signal: controller.signal });
  } finally {
    clearTimeout(timer);
  }
}
