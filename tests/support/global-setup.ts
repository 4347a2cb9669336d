import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import pg from 'pg';
import type { TestProject } from 'vitest/node';

import { startRedis } from '../../otp-service/src/testing/redis-server';
import { firstStartDataIsCurrent } from '../../scripts/lib/build.mjs';
import { firstStartFor } from '../../scripts/lib/first-start.mjs';
import { freePort } from '../../scripts/lib/stack.mjs';
import { startPostgres } from '../../scripts/lib/postgres.mjs';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * One private Redis and one PostgreSQL for the unit and integration suites (TEST_DATABASE_URI
 * names a server of your own instead; its user must be allowed to create databases). Each suite
 * uses its own key prefix and its own databases. The database every app starts from is migrated
 * and seeded here, once per run, by the app's own start-up (from the build's first-start data when
 * it is current, which leaves the start-up only the staff account); each app gets a copy (testing/boot.ts).
 */
export default async function setup(project: TestProject) {
  const started = Date.now();
  const redis = await startRedis();
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'agency-test-run-'));
  const dataDir = path.join(scratch, 'template-data');
  mkdirSync(dataDir);
  // The build's first-start data (decision 029), when it is current: the private server starts from
  // its migrated and seeded cluster, whose database becomes the template, and its images are copied.
  const made = process.env.TEST_DATABASE_URI || !firstStartDataIsCurrent() ? undefined : firstStartFor(dataDir);
  const postgres = process.env.TEST_DATABASE_URI
    ? { adminUri: process.env.TEST_DATABASE_URI, stop: async () => undefined }
    : await startPostgres({ dir: path.join(scratch, 'postgres'), ownFolders: scratch, port: await freePort(), persistent: false, from: made });

  const database = made ? 'agency' : `agency_template_${process.pid}`;
  const templateUri = new URL(postgres.adminUri);
  templateUri.pathname = `/${database}`;
  const admin = new pg.Client({ connectionString: postgres.adminUri });
  await admin.connect();
  if (!made) await admin.query(`CREATE DATABASE ${database}`);
  await makeTemplate({ DATABASE_URI: templateUri.toString(), DATA_DIR: dataDir, REDIS_URL: redis.url, REDIS_PREFIX: `template-${process.pid}` });
  // No one connects to it again: CREATE DATABASE … TEMPLATE needs it idle.
  await admin.query(`ALTER DATABASE ${database} WITH ALLOW_CONNECTIONS false`);
  process.stdout.write(`test databases: PostgreSQL ready, template ${made ? 'copied from the first-start data' : 'migrated and seeded'} in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);

  project.provide('redisUrl', redis.url);
  project.provide('postgresAdminUri', postgres.adminUri);
  project.provide('template', { database, dataDir });
  return async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`).catch(() => undefined);
    await admin.end();
    await postgres.stop();
    await redis.stop();
    rmSync(scratch, { recursive: true, force: true });
  };
}

/** The app's own start-up (migrations, seed) in a process of its own, which then exits. */
function makeTemplate(env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'cms/src/testing/template.ts')], {
      cwd: root,
      env: { ...process.env, ...env, NODE_ENV: 'test', CMS_PANEL: 'off', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => void (stderr = (stderr + chunk.toString()).slice(-4000)));
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`the test template's start-up failed (exit ${code}):\n${stderr}`))));
  });
}
