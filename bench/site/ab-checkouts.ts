// bench/site-ab-checkouts: Lighthouse on the home page of two whole checkouts, A and B, each served
// by a stack of its own (its own server and its own site build), alternated in one browser. For a
// change to both sides at once, which `site-ab` (one server, two site builds) cannot measure.
// Each checkout needs its site built (`npm run build -w site`); a `git worktree` with the main
// checkout's node_modules linked in will do.
//   BENCH_AB="/tmp/checkout-a,/work/main" [BENCH_BUSY_CORES=1] [BENCH_RUNS=9] npm run bench site-ab-checkouts
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import { compareInLighthouse, serveBoth, type Served } from './ab';

/** A checkout's stack, like `npm start`'s, on a fresh data folder of its own. */
async function serveCheckout(root: string): Promise<Served> {
  const { startStack } = (await import(
    pathToFileURL(path.join(root, 'scripts/lib/stack.mjs')).href
  )) as typeof import('../../scripts/lib/stack.mjs');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-ab-checkout-'));
  try {
    const stack = await startStack({
      log: 'ignore',
      env: { DATA_DIR: dataDir, PORT: '0', REDIS_PORT: '0', MAIL_SMTP_PORT: '0', MAIL_UI_PORT: '0', CMS_PANEL: 'off' },
    });
    return { url: `${stack.url}/`, stop: async () => (await stack.stop(), rmSync(dataDir, { recursive: true, force: true })) };
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}

export async function benchSiteAbCheckouts(): Promise<{ text: string }> {
  const { labels, served } = await serveBoth('checkouts', serveCheckout);
  return compareInLighthouse('site-ab-checkouts', labels, served, Number(process.env.BENCH_RUNS ?? 9));
}
