// Builds what is stale: the CMS panel (Next) and the two front ends (Vite).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { hashInputs, root, run, say, stampIsCurrent, writeStamp } from './system.mjs';

const targets = [
  {
    name: 'CMS panel',
    dir: 'cms',
    output: 'cms/.next',
    inputs: ['cms/src', 'cms/next.config.mjs', 'cms/tsconfig.json', 'contract/src', 'otp-service/src/lib', 'package-lock.json'],
    steps: [
      ['npx', ['payload', 'generate:importmap']],
      ['npx', ['next', 'build']],
    ],
  },
  { name: 'site', dir: 'site', output: 'site/dist', inputs: ['site', 'contract/src', 'package-lock.json'] },
  { name: 'dashboard', dir: 'admin', output: 'admin/dist', inputs: ['admin', 'contract/src', 'package-lock.json'] },
];

export function buildAll({ force = false } = {}) {
  for (const target of targets) {
    const pkg = JSON.parse(readFileSync(path.join(root, target.dir, 'package.json'), 'utf8'));
    const steps = target.steps ?? (pkg.scripts?.build ? [['npm', ['run', 'build']]] : []);
    if (steps.length === 0) continue;
    const stamp = path.join(root, target.output, '.agency-build');
    const hash = hashInputs(target.inputs);
    if (!force && existsSync(path.join(root, target.output)) && stampIsCurrent(stamp, hash)) continue;
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
    writeStamp(stamp, hash);
    say(`${target.name} built in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  }
}
