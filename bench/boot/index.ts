// What a test app's boot costs: a copy of the run's migrated and seeded template
// (CREATE DATABASE … TEMPLATE and the template's data folder, as cms/src/testing/boot.ts does)
// against a first start on an empty database, which migrates and seeds (what every app-booting
// test file paid before). Both start the app server from its sources, as the tests load it.
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import pg from 'pg';

import { startRedis } from '../../otp-service/src/testing/redis-server';
import { waitUntil } from '../../otp-service/src/testing/wait';
import { startPostgres } from '../../scripts/lib/postgres.mjs';
import { freePort } from '../../scripts/lib/stack.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const copies = 3;

/** Starts the app server on `databaseUri` and `dataDir` and returns the ms until health answers 200, then stops it. */
async function bootMs(databaseUri: string, dataDir: string, redisUrl: string, prefix: string): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'cms/src/server.ts')], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'test', DATABASE_URI: databaseUri, DATA_DIR: dataDir, REDIS_URL: redisUrl, REDIS_PREFIX: prefix, PORT: String(port), CMS_PANEL: 'off', LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  try {
    await waitUntil(async () => (await fetch(`http://127.0.0.1:${port}/api/v1/health`).catch(() => undefined))?.ok === true, {
      timeoutMs: 180_000,
      intervalMs: 50,
      what: 'app server healthy',
    });
    return performance.now() - started;
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
}

export async function benchBoot(): Promise<{ text: string }> {
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'bench-boot-'));
  const redis = await startRedis();
  const postgres = await startPostgres({ dir: path.join(scratch, 'postgres'), ownFolders: scratch, port: await freePort(), persistent: false });
  const admin = new pg.Client({ connectionString: postgres.adminUri });
  await admin.connect();
  const uriOf = (name: string) => Object.assign(new URL(postgres.adminUri), { pathname: `/${name}` }).toString();
  try {
    // Baseline: a first start, which migrates and seeds; its database and folder then serve as the template.
    await admin.query('CREATE DATABASE bench_template');
    const templateDir = path.join(scratch, 'template');
    mkdirSync(templateDir);
    const firstMs = await bootMs(uriOf('bench_template'), templateDir, redis.url, 'bench-first');

    const copyMs: number[] = [];
    for (let i = 0; i < copies; i++) {
      const started = performance.now();
      await admin.query(`CREATE DATABASE bench_copy_${i} TEMPLATE bench_template`);
      const dataDir = path.join(scratch, `copy-${i}`);
      cpSync(templateDir, dataDir, { recursive: true });
      const copiedMs = performance.now() - started;
      copyMs.push(copiedMs + (await bootMs(uriOf(`bench_copy_${i}`), dataDir, redis.url, `bench-copy-${i}`)));
    }
    const median = [...copyMs].sort((a, b) => a - b)[Math.floor(copies / 2)]!;
    const s = (ms: number) => (ms / 1000).toFixed(1);
    return {
      text: [
        `### bench/boot (${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, PostgreSQL ${(await admin.query('SHOW server_version')).rows[0].server_version})`,
        '',
        '| boot | seconds until health answers 200 |',
        '|---|---:|',
        `| first start: empty database, migrations and seed (45 images with renditions) — the baseline | ${s(firstMs)} |`,
        ...copyMs.map((ms, i) => `| copy ${i + 1} of the template: CREATE DATABASE … TEMPLATE, the data folder copied, the server started | ${s(ms)} |`),
        '',
        `Median copy boot ÷ first start: ${(median / firstMs).toFixed(2)} (${s(median)} s against ${s(firstMs)} s).`,
      ].join('\n'),
    };
  } finally {
    await admin.end();
    await postgres.stop();
    await redis.stop();
    rmSync(scratch, { recursive: true, force: true });
  }
}
