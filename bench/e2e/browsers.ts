// bench/e2e browsers: what one end-to-end visit costs in Debian's full Chromium against its
// headless shell (decision 030). Each round, in turn for each binary: launch it, open the home
// page hydrated and scrolled to its end, the support form and a legal page, at a desktop and a
// phone width, then read the CPU time of the browser's whole process tree. The same stack serves
// both; rounds alternate the order. `npm run bench e2e-browsers`.
import { readdirSync, readFileSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { chromium, type Browser } from '@playwright/test';

import { startStack } from '../../scripts/lib/stack.mjs';
import { chromiumArgs, fullChromium, headlessShell } from '../../tests/support/chromium';

const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const ticksPerSecond = 100;

/** CPU seconds of `pid` and every process under it, the ones it has already reaped included. */
function treeCpuSeconds(pid: number): number {
  const stats = new Map<number, { parent: number; ticks: number }>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // After the name: state, ppid, …, utime (14th field), stime, cutime, cstime.
      const ticks = [11, 12, 13, 14].reduce((sum, i) => sum + Number(fields[i]), 0);
      stats.set(Number(name), { parent: Number(fields[1]), ticks });
    } catch {
      // gone meanwhile
    }
  }
  const inTree = (candidate: number): boolean => {
    for (let at: number | undefined = candidate; at && at > 1; at = stats.get(at)?.parent) if (at === pid) return true;
    return false;
  };
  let ticks = 0;
  for (const [candidate, { ticks: own }] of stats) if (inTree(candidate)) ticks += own;
  return ticks / ticksPerSecond;
}

async function visit(browser: Browser, baseUrl: string): Promise<void> {
  const widths = [
    { viewport: { width: 1280, height: 800 } },
    { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
  ];
  for (const options of widths) {
    const context = await browser.newContext(options);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState('networkidle');
    await page.goto(`${baseUrl}/support`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Submit' }).waitFor();
    await page.goto(`${baseUrl}/privacy-policy`, { waitUntil: 'networkidle' });
    await context.close();
  }
}

async function measure(executablePath: string, baseUrl: string): Promise<{ wall: number; cpu: number }> {
  const started = performance.now();
  const server = await chromium.launchServer({ executablePath, args: chromiumArgs });
  try {
    const browser = await chromium.connect(server.wsEndpoint());
    await visit(browser, baseUrl);
    const cpu = treeCpuSeconds(server.process().pid!);
    await browser.close();
    return { wall: (performance.now() - started) / 1000, cpu };
  } finally {
    await server.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function benchE2eBrowsers(): Promise<{ text: string }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-browsers-'));
  const stack = await startStack({ log: 'ignore', env: { DATA_DIR: dataDir, PORT: '0', REDIS_PORT: '0', MAIL_SMTP_PORT: '0', MAIL_UI_PORT: '0', CMS_PANEL: 'off' } });
  try {
    const binaries = { 'full Chromium (baseline)': fullChromium, 'headless shell': headlessShell };
    const results = new Map<string, { wall: number; cpu: number }[]>(Object.keys(binaries).map((name) => [name, []]));
    await measure(headlessShell, stack.url); // warms the server's caches, not counted
    for (let round = 0; round < rounds; round++) {
      const order = Object.entries(binaries);
      if (round % 2) order.reverse();
      for (const [name, binary] of order) results.get(name)!.push(await measure(binary, stack.url));
    }
    const [baseline, shell] = [...results.values()].map((runs) => ({ wall: median(runs.map((r) => r.wall)), cpu: median(runs.map((r) => r.cpu)) }));
    const lines = [
      `### bench/e2e browsers (${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC): one visit (home, support, a legal page; 1280 and 390 px), median of ${rounds}, alternating`,
      '',
      '| browser | wall s | browser CPU s |',
      '|---|---:|---:|',
      ...[...results].map(([name, runs]) => `| ${name} | ${median(runs.map((r) => r.wall)).toFixed(2)} | ${median(runs.map((r) => r.cpu)).toFixed(2)} |`),
      '',
      `Ratio headless shell / full Chromium: wall ${(shell!.wall / baseline!.wall).toFixed(2)}, CPU ${(shell!.cpu / baseline!.cpu).toFixed(2)}.`,
    ];
    return { text: lines.join('\n') };
  } finally {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.log((await benchE2eBrowsers()).text);
