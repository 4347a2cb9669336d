// The first-start data: a PostgreSQL cluster migrated and seeded, with the seed's images and their
// renditions, made once by `npm run build` (a build target in build.mjs) and copied into an empty
// DATA_DIR by `npm start` (stack.mjs). Seeding 45 images with eight renditions each took most of a
// first start; a copy takes a fraction of a second. The staff account is not in it: the first
// start creates that from its own settings. Plain Node: the launcher loads it.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { root } from './system.mjs';

export const firstStartDir = path.join(root, 'cms/.first-start');

/**
 * For an empty DATA_DIR and made first-start data: copies the images into `dataDir`/media and
 * returns what startPostgres copies the cluster from (`from`). Otherwise undefined, and nothing changes.
 */
export function firstStartFor(dataDir) {
  const made = path.join(firstStartDir, 'postgres');
  if (!existsSync(path.join(made, 'cluster', 'PG_VERSION'))) return undefined;
  if (existsSync(path.join(dataDir, 'postgres', 'cluster')) || existsSync(path.join(dataDir, 'media'))) return undefined;
  if (existsSync(path.join(firstStartDir, 'media'))) execFileSync('cp', ['-a', path.join(firstStartDir, 'media'), path.join(dataDir, 'media')]);
  return { cluster: path.join(made, 'cluster'), password: readFileSync(path.join(made, 'password'), 'utf8').trim() };
}

/** Makes the first-start data: a private PostgreSQL, the seed (cms/src/seed/first-start.ts), then stopped and moved into place. */
async function make() {
  const { startPostgres } = await import('./postgres.mjs');
  const { freePort } = await import('./stack.mjs');
  const scratch = `${firstStartDir}.tmp`;
  rmSync(scratch, { recursive: true, force: true });
  mkdirSync(scratch, { recursive: true, mode: 0o700 });
  const postgres = await startPostgres({ dir: path.join(scratch, 'postgres'), ownFolders: scratch, port: await freePort() });
  try {
    const appData = path.join(scratch, 'app');
    const code = await new Promise((resolve, reject) => {
      const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'cms/src/seed/first-start.ts')], {
        cwd: path.join(root, 'cms'),
        env: { ...process.env, DATABASE_URI: postgres.uri, DATA_DIR: appData, NODE_ENV: 'production', LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' },
        stdio: 'inherit',
      });
      child.once('error', reject);
      child.once('exit', resolve);
    });
    if (code !== 0) throw new Error(`seeding the first-start data failed (exit ${code})`);
    await postgres.stop();
    rmSync(firstStartDir, { recursive: true, force: true });
    mkdirSync(firstStartDir, { recursive: true });
    renameSync(path.join(scratch, 'postgres'), path.join(firstStartDir, 'postgres'));
    if (existsSync(path.join(appData, 'media'))) renameSync(path.join(appData, 'media'), path.join(firstStartDir, 'media'));
  } finally {
    await postgres.stop();
    rmSync(scratch, { recursive: true, force: true });
  }
}

// Run as a build step. Not awaited at the top level: make() imports stack.mjs, which imports this module.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  make().then(
    () => process.exit(0),
    (error) => {
      process.stderr.write(`${error?.stack ?? error}\n`);
      process.exit(1);
    },
  );
}
