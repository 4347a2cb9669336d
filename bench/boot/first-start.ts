// `npm start` on an empty data folder (decision 029): from the build's first-start data (a copy
// of a migrated and seeded cluster and its images) against the baseline in the same run, a first
// start that runs initdb, the migrations and the seed. Both start the stack as `npm start` does
// (compiled bundles, private PostgreSQL and Redis, MailDev, the worker, the CMS panel) and are
// timed from startStack() until health answers 200.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { waitUntil } from '../../otp-service/src/testing/wait';
import { startStack } from '../../scripts/lib/stack.mjs';

const runs = 3;

async function firstStartMs(firstStart: boolean): Promise<number> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-first-start-'));
  const started = performance.now();
  const stack = await startStack({ env: { DATA_DIR: dataDir, PORT: '0', MAIL_SMTP_PORT: '0', MAIL_UI_PORT: '0', REDIS_PORT: '0', POSTGRES_PORT: '0' }, log: 'ignore', firstStart });
  try {
    const health = `${stack.url.replace('//localhost:', '//127.0.0.1:')}/api/v1/health`;
    await waitUntil(async () => (await fetch(health).catch(() => undefined))?.ok === true, { timeoutMs: 180_000, intervalMs: 50, what: 'health 200' });
    return performance.now() - started;
  } finally {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function benchFirstStart(): Promise<{ text: string }> {
  const baseline: number[] = [];
  const copied: number[] = [];
  // Interleaved, so that whatever else the machine does weighs on both alike.
  for (let i = 0; i < runs; i++) {
    baseline.push(await firstStartMs(false));
    copied.push(await firstStartMs(true));
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const s = (ms: number) => (ms / 1000).toFixed(1);
  return {
    text: [
      `### bench/first-start (${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC)`,
      '',
      '| npm start on an empty data folder, until health answers 200 | runs (s) | median (s) |',
      '|---|---|---:|',
      `| baseline: initdb, migrations, the seed (45 images, their renditions) | ${baseline.map(s).join(', ')} | ${s(median(baseline))} |`,
      `| from the first-start data (the cluster and images copied) | ${copied.map(s).join(', ')} | ${s(median(copied))} |`,
      '',
      `Median first start from the first-start data ÷ baseline: ${(median(copied) / median(baseline)).toFixed(2)}.`,
    ].join('\n'),
  };
}
