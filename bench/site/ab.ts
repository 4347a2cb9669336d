// bench/site-ab: Lighthouse (mobile, simulated throttling) on two builds of the public site, A and B,
// alternated in one browser, so that a change's effect is told apart from the run-to-run noise.
// Each variant is a copy of `site/dist` (build it, copy it away), served by a stack of its own
// (SITE_DIST): its pages are rendered by its own server bundle, so a change to the HTML or the
// styles is measured as well as one to the browser code. The bench copies each into bench/.ab-*
// for the run, where the server bundle finds the packages it imports.
//   BENCH_AB="/tmp/site-a,/tmp/site-b" [BENCH_BUSY_CORES=1] [BENCH_RUNS=5] npm run bench site-ab
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import * as chromeLauncher from 'chrome-launcher';

import { startStack } from '../../scripts/lib/stack.mjs';
import { chromiumArgs, fullChromium } from '../../tests/support/chromium';
import { audit, medianOf, type Scores } from './index';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** One variant's stack: `npm start`'s, serving the site build in `dist`. */
async function serveVariant(dist: string) {
  if (!existsSync(path.join(dist, 'server/entry-server.js'))) throw new Error(`${dist} is not a site build (no server/entry-server.js)`);
  const copy = mkdtempSync(path.join(root, 'bench', '.ab-'));
  cpSync(dist, copy, { recursive: true });
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-site-ab-'));
  const remove = () => [copy, dataDir].forEach((dir) => rmSync(dir, { recursive: true, force: true }));
  try {
    const stack = await startStack({
      log: 'ignore',
      env: { DATA_DIR: dataDir, SITE_DIST: copy, PORT: '0', REDIS_PORT: '0', MAIL_SMTP_PORT: '0', MAIL_UI_PORT: '0', CMS_PANEL: 'off' },
    });
    return { url: `${stack.url}/`, stop: async () => (await stack.stop(), remove()) };
  } catch (error) {
    remove();
    throw error;
  }
}

/** A page served for the A/B: its address, and how to shut what serves it. */
export interface Served {
  url: string;
  stop: () => Promise<void>;
}

/**
 * Lighthouse on the home page of A and B alternated in one browser (A then B, then B then A:
 * neither always goes first), median of `runs` each, `BENCH_BUSY_CORES` kept busy meanwhile; a
 * markdown table with every run's LCP and TBT. Stops both servers when done.
 */
export async function compareInLighthouse(
  bench: string,
  labels: [string, string],
  served: Served[],
  runs: number,
): Promise<{ text: string }> {
  const busy = Array.from({ length: Number(process.env.BENCH_BUSY_CORES ?? 0) }, () =>
    spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }),
  );
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROME_PATH ?? fullChromium,
      chromeFlags: ['--headless=new', ...chromiumArgs],
    });
    // Each server renders its page once, then answers from its cache: warm both before measuring.
    for (const { url } of served) await fetch(url);
    const samples: Scores[][] = [[], []];
    for (let i = 0; i < runs; i++) {
      const order = i % 2 ? [1, 0] : [0, 1];
      for (const v of order) samples[v]!.push(await audit(served[v]!.url, chrome.port));
    }
    const [a, b] = samples.map(medianOf) as [Scores, Scores];
    const each = (all: Scores[], pick: (s: Scores) => number) => all.map((x) => Math.round(pick(x))).join(', ');
    const row = (label: string, s: Scores, all: Scores[]) =>
      `| ${label} | ${s.scores.performance} | ${Math.round(s.lcpMs)} | ${each(all, (x) => x.lcpMs)} | ${Math.round(s.tbtMs)} | ${each(all, (x) => x.tbtMs)} | ${s.cls.toFixed(3)} | ${s.scores.accessibility}, ${s.scores['best-practices']}, ${s.scores.seo} |`;
    return {
      text: [
        `### bench/${bench} — Lighthouse ${runs}× each, mobile (simulated throttling), median (${new Date().toISOString().slice(0, 10)})${busy.length ? `, ${busy.length} core${busy.length > 1 ? 's' : ''} kept busy` : ''}`,
        '',
        '| variant | performance | LCP ms | LCP of each run | TBT ms | TBT of each run | CLS | a11y, best practices, SEO |',
        '|---|---:|---:|---|---:|---|---:|---|',
        row(`A (${labels[0]})`, a, samples[0]!),
        row(`B (${labels[1]})`, b, samples[1]!),
        '',
        `Ratio B ÷ A: LCP ${(b.lcpMs / a.lcpMs).toFixed(2)}, TBT ${(b.tbtMs / Math.max(1, a.tbtMs)).toFixed(2)}.`,
      ].join('\n'),
    };
  } finally {
    for (const child of busy) child.kill();
    await chrome?.kill();
    for (const one of served) await one.stop();
  }
}

/**
 * The two variants named in BENCH_AB (`what` says what each must be), each served by `serve`:
 * one after the other, since two first starts side by side would each take twice as long; A is
 * stopped again should B fail to start.
 */
export async function serveBoth(
  what: string,
  serve: (dir: string) => Promise<Served>,
): Promise<{ labels: [string, string]; served: Served[] }> {
  const dirs = (process.env.BENCH_AB ?? '').split(',').filter(Boolean);
  if (dirs.length !== 2) throw new Error(`BENCH_AB: two ${what}, comma-separated (A, then B)`);
  const served = [await serve(dirs[0]!)];
  try {
    served.push(await serve(dirs[1]!));
  } catch (error) {
    await served[0]!.stop();
    throw error;
  }
  return { labels: [dirs[0]!, dirs[1]!], served };
}

export async function benchSiteAb(): Promise<{ text: string }> {
  const { labels, served } = await serveBoth('site/dist folders', serveVariant);
  return compareInLighthouse('site-ab', labels, served, Number(process.env.BENCH_RUNS ?? 5));
}
