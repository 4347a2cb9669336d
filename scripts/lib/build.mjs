// Builds what is stale: the app server and the OTP worker (esbuild bundles that plain `node` runs),
// the CMS panel (Next) and the two front ends (Vite).
// No npm package imported at the top: `npm start` loads this file before it installs dependencies.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { hashInputs, root, run, say, stampIsCurrent, writeStamp } from './system.mjs';

/** What a bundle depends on besides its sources: the externals come from the manifests. */
const bundleInputs = [
  'contract/src',
  'server-kit/src',
  'package.json',
  'contract/package.json',
  'server-kit/package.json',
  'otp-service/package.json',
  'cms/package.json',
  'package-lock.json',
  'tsconfig.json',
  'tsconfig.base.json',
  'scripts/lib/bundle.mjs',
];

/** A bundle target: `entry` compiled into `output`/<entry name>.mjs by scripts/lib/bundle.mjs. */
const bundleTarget = (name, dir, entry, sources) => ({
  name,
  dir,
  output: `${dir}/dist`,
  entry,
  compiled: `${dir}/dist/${path.basename(entry, '.ts')}.mjs`,
  inputs: [...sources, ...bundleInputs],
  steps: [[process.execPath, [path.join(root, 'scripts/lib/bundle.mjs'), entry, `${dir}/dist`]]],
});

const bundles = {
  app: bundleTarget('app server', 'cms', 'cms/src/server.ts', ['cms/src', 'otp-service/src']),
  worker: bundleTarget('OTP worker', 'otp-service', 'otp-service/src/worker.ts', ['otp-service/src']),
};

const targets = [
  bundles.app,
  bundles.worker,
  {
    name: 'CMS panel',
    dir: 'cms',
    output: 'cms/.next',
    inputs: ['cms/src', 'cms/next.config.mjs', 'cms/tsconfig.json', 'contract/src', 'server-kit/src', 'package-lock.json'],
    steps: [
      ['npx', ['payload', 'generate:importmap']],
      ['npx', ['next', 'build']],
    ],
  },
  {
    // A migrated and seeded database with the seed's images, copied into an empty DATA_DIR by `npm start`.
    name: 'first-start data',
    firstStartData: true,
    dir: 'cms',
    output: 'cms/.first-start',
    inputs: ['cms/src', 'contract/src', 'server-kit/src', 'package-lock.json', 'scripts/lib/first-start.mjs', 'scripts/lib/postgres.mjs'],
    steps: [[process.execPath, [path.join(root, 'scripts/lib/first-start.mjs')]]],
  },
  { name: 'site', dir: 'site', output: 'site/dist', inputs: ['site', 'contract/src', 'package-lock.json'] },
  { name: 'dashboard', dir: 'admin', output: 'admin/dist', inputs: ['admin', 'contract/src', 'package-lock.json'] },
];

export function buildAll({ force = false, firstStartData = true } = {}) {
  for (const target of targets) {
    if (target.firstStartData && !firstStartData) continue;
    const pkg = JSON.parse(readFileSync(path.join(root, target.dir, 'package.json'), 'utf8'));
    const steps = target.steps ?? (pkg.scripts?.build ? [['npm', ['run', 'build']]] : []);
    if (steps.length === 0) continue;
    const hash = hashInputs(target.inputs);
    if (!force && isCurrent(target, hash)) continue;
    say(`building the ${target.name}…`);
    const started = Date.now();
    const env = {
      ...process.env,
      NODE_ENV: 'production',
      NODE_OPTIONS: '--no-deprecation',
      NEXT_TELEMETRY_DISABLED: '1',
      PAYLOAD_CONFIG_PATH: 'src/payload.config.ts',
      // Importing the config at build time needs a data directory; keep it away from real data.
      DATA_DIR: path.join(root, target.output, '.build-data'),
    };
    for (const [command, args] of steps) run(command, args, { cwd: path.join(root, target.dir), env });
    writeStamp(stampFile(target), hash);
    say(`${target.name} built in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  }
}

/** Whether the first-start data (cms/.first-start) was made from the sources as they are now. */
export function firstStartDataIsCurrent() {
  const target = targets.find(({ firstStartData }) => firstStartData);
  return isCurrent(target, hashInputs(target.inputs));
}

const stampFile = (target) => path.join(root, target.output, '.agency-build');

function isCurrent(target, hash) {
  return existsSync(path.join(root, target.compiled ?? target.output)) && stampIsCurrent(stampFile(target), hash);
}

/**
 * The compiled app server and worker (absolute paths), bundled first if missing or stale. For
 * stack.mjs, whose callers (the e2e setup, the benchmarks) may not have run buildAll(): it takes
 * a second, and a compile error is thrown rather than ending the caller's process.
 */
export async function ensureBundles() {
  const { bundle } = await import('./bundle.mjs');
  for (const target of Object.values(bundles)) {
    const hash = hashInputs(target.inputs);
    if (isCurrent(target, hash)) continue;
    say(`bundling the ${target.name}…`);
    await bundle(target.entry, target.output);
    writeStamp(stampFile(target), hash);
  }
  return { app: path.join(root, bundles.app.compiled), worker: path.join(root, bundles.worker.compiled) };
}
