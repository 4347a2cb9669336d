// bench/site-ab-checkouts: Lighthouse on the home page of two whole checkouts, A and B, each served
// by a stack of its own (its own server and its own site build), alternated in one browser. For a
// change to both sides at once, which `site-ab` (one server, two site builds) cannot measure.
// Each checkout needs its site built (`npm run build -w site`); a `git worktree` with the main
// checkout's node_modules linked in will do.
//   BENCH_AB="/tmp/checkout-a,/work/main" [BENCH_BUSY_CORES=1] [BENCH_RUNS=9] npm run bench site-ab-checkouts
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import * as chromeLauncher from 'chrome-launcher';

import { chromiumArgs, fullChromium } from '../../tests/support/chromium';
import { audit, medianOf, type Scores } from './index';

interface Stack {
  url: string;
  stop: () => Promise<void>;
}

export async function benchSiteAbCheckouts(): Promise<{ text: string }> {
  const roots = (process.env.BENCH_AB ?? '').split(',').filter(Boolean);
  if (roots.length !== 2) throw new Error('BENCH_AB: two checkouts, comma-separated (A, then B)');
  const runs = Number(process.env.BENCH_RUNS ?? 9);
  const dataDirs: string[] = [];
  const stacks: Stack[] = [];
  const busy: ReturnType<typeof spawn>[] = [];
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    // One stack after the other: two first starts side by side would each take twice as long.
    for (const root of roots) {
      const { startStack } = (await import(pathToFileURL(path.join(root, 'scripts/lib/stack.mjs')).href)) as typeof import('../../scripts/lib/stack.mjs');
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-ab-checkout-'));
      dataDirs.push(dataDir);
      stacks.push(await startStack({ log: 'ignore', env: { DATA_DIR: dataDir, PORT: '0', REDIS_PORT: '0', MAIL_SMTP_PORT: '0', MAIL_UI_PORT: '0', CMS_PANEL: 'off' } }));
    }
    busy.push(...Array.from({ length: Number(process.env.BENCH_BUSY_CORES ?? 0) }, () => spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' })));
    chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? fullChromium, chromeFlags: ['--headless=new', ...chromiumArgs] });
    // Each server renders its page once, then answers from its cache: warm both before measuring.
    for (const { url } of stacks) await fetch(`${url}/`);
    const samples: Scores[][] = [[], []];
    for (let i = 0; i < runs; i++) {
      const order = i % 2 ? [1, 0] : [0, 1];
      for (const k of order) samples[k]!.push(await audit(`${stacks[k]!.url}/`, chrome.port));
    }
    const [a, b] = samples.map(medianOf) as [Scores, Scores];
    const row = (label: string, s: Scores, all: Scores[]) =>
      `| ${label} | ${s.scores.performance} | ${Math.round(s.lcpMs)} | ${all.map((x) => Math.round(x.lcpMs)).join(', ')} | ${Math.round(s.tbtMs)} | ${all.map((x) => Math.round(x.tbtMs)).join(', ')} | ${s.scores.accessibility}, ${s.scores['best-practices']}, ${s.scores.seo} |`;
    return {
      text: [
        `### bench/site-ab-checkouts — Lighthouse ${runs}× each, mobile (simulated throttling), median (${new Date().toISOString().slice(0, 10)})${busy.length ? `, ${busy.length} core${busy.length > 1 ? 's' : ''} kept busy` : ''}`,
        '',
        '| checkout | performance | LCP ms | LCP of each run | TBT ms | TBT of each run | a11y, best practices, SEO |',
        '|---|---:|---:|---|---:|---|---|',
        row(`A (${roots[0]})`, a, samples[0]!),
        row(`B (${roots[1]})`, b, samples[1]!),
        '',
        `Ratio B ÷ A: LCP ${(b.lcpMs / a.lcpMs).toFixed(2)}, TBT ${(b.tbtMs / Math.max(1, a.tbtMs)).toFixed(2)}.`,
      ].join('\n'),
    };
  } finally {
    for (const child of busy) child.kill();
    await chrome?.kill();
    for (const stack of stacks) await stack.stop();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  }
}
