// bench/site: Lighthouse 12 (mobile defaults, simulated throttling) on the home page served
// like `npm start`, median of 3 runs, against a minimal static page served by the same
// process in the same run (the ceiling: one heading, no script). Also the home route's
// JavaScript as the browser loaded it, gzip bytes on the wire.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import os from 'node:os';
import path from 'node:path';

import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

import { startStack } from '../../scripts/lib/stack.mjs';
import { chromiumArgs, fullChromium } from '../../tests/support/chromium';

const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const runs = 3;

export interface Scores {
  scores: Record<(typeof categories)[number], number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  scriptBytes: number;
  /** Lighthouse's measure of this machine's speed at the time (higher is faster): runs on different days compare through it. */
  benchmarkIndex: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function audit(url: string, port: number, attempt = 1): Promise<Scores> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: [...categories] });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) {
    // Lighthouse now and then loses the trace of a load (NO_NAVSTART, NO_FCP…); it asks to be run again.
    if (attempt < 3) return audit(url, port, attempt + 1);
    throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
  }
  const items =
    (lhr.audits['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number }[] } | undefined)?.items ?? [];
  return {
    scores: Object.fromEntries(categories.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)])) as Scores['scores'],
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? 0,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? 0,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? 0,
    scriptBytes: items.filter((item) => item.resourceType === 'Script').reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

export function medianOf(samples: Scores[]): Scores {
  return {
    scores: Object.fromEntries(categories.map((c) => [c, median(samples.map((s) => s.scores[c]))])) as Scores['scores'],
    lcpMs: median(samples.map((s) => s.lcpMs)),
    tbtMs: median(samples.map((s) => s.tbtMs)),
    cls: median(samples.map((s) => s.cls)),
    scriptBytes: median(samples.map((s) => s.scriptBytes)),
    benchmarkIndex: median(samples.map((s) => s.benchmarkIndex)),
  };
}

const minimalPage = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Baseline</title><meta name="description" content="A minimal page: the ceiling for this machine."></head><body><main><h1>Baseline</h1><p>One heading and one paragraph, no script.</p></main></body></html>`;

/** `BENCH_BUSY_CORES=n`: n processes that keep a core each busy for the whole run, as other work on the machine would. */
const busyCores = Number(process.env.BENCH_BUSY_CORES ?? 0);
const keepCoreBusy = (): ChildProcess => spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' });

export async function benchSite(): Promise<{ text: string }> {
  const busy = Array.from({ length: busyCores }, keepCoreBusy);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-site-'));
  const stack = await startStack({
    log: 'ignore',
    env: { DATA_DIR: dataDir, PORT: '0', REDIS_PORT: '0', MAIL_SMTP_PORT: '0', MAIL_UI_PORT: '0', CMS_PANEL: 'off' },
  });
  const baseline = createServer((_req, res) => res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(minimalPage));
  await new Promise<void>((resolve) => baseline.listen(0, '127.0.0.1', resolve));
  const baselinePort = (baseline.address() as { port: number }).port;
  const chrome = await chromeLauncher.launch({
    // Lighthouse scores the full browser, as a visitor's is.
    chromePath: process.env.CHROME_PATH ?? fullChromium,
    chromeFlags: ['--headless=new', ...chromiumArgs],
  });
  try {
    const home: Scores[] = [];
    const floor: Scores[] = [];
    for (let i = 0; i < runs; i++) {
      home.push(await audit(`${stack.url}/`, chrome.port));
      floor.push(await audit(`http://127.0.0.1:${baselinePort}/`, chrome.port));
    }
    const ours = medianOf(home);
    const ceiling = medianOf(floor);
    const row = (label: string, s: Scores) =>
      `| ${label} | ${categories.map((c) => s.scores[c]).join(' | ')} | ${Math.round(s.lcpMs)} | ${Math.round(s.tbtMs)} | ${s.cls.toFixed(3)} | ${(s.scriptBytes / 1024).toFixed(1)} |`;
    const lines = [
      `### bench/site — Lighthouse ${runs}× mobile (simulated throttling), median (${new Date().toISOString().slice(0, 10)})${busyCores ? `, with ${busyCores} core${busyCores > 1 ? 's' : ''} kept busy by another process` : ''}`,
      '',
      '| page | performance | accessibility | best practices | SEO | LCP ms | TBT ms | CLS | JS KB (gzip, on the wire) |',
      '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
      row('home page (/)', ours),
      row('minimal static page (baseline)', ceiling),
      '',
      `Performance ratio, home ÷ baseline: ${(ours.scores.performance / Math.max(1, ceiling.scores.performance)).toFixed(2)}; LCP ratio ${(ours.lcpMs / Math.max(1, ceiling.lcpMs)).toFixed(2)}×.`,
      `Each run's TBT, home: ${home.map((s) => Math.round(s.tbtMs)).join(', ')} ms; baseline: ${floor.map((s) => Math.round(s.tbtMs)).join(', ')} ms. Lighthouse's benchmarkIndex (machine speed): ${Math.round(ours.benchmarkIndex)}.`,
      `Targets: performance 100, LCP ≤ 1.5× the baseline's, TBT < 50 ms, accessibility, best practices and SEO 100; home JS < 80 KB gzip.`,
    ];
    return { text: lines.join('\n') };
  } finally {
    for (const child of busy) child.kill();
    await chrome.kill();
    baseline.close();
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
