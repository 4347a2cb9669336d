// bench/site-ab: Lighthouse (mobile, simulated throttling) on two builds of the site's browser code,
// A and B, alternated in one browser against one server, so that a change's effect is told apart
// from the run-to-run noise. Each variant is a `site/dist` folder (build it, copy it away):
//   BENCH_AB="/tmp/site-a,/tmp/site-b" [BENCH_BUSY_CORES=1] [BENCH_RUNS=5] npm run bench site-ab
// The server renders the page from the current build (its HTML does not depend on the variant);
// each variant's port answers that HTML with the variant's entry script, its /assets/ from the
// variant's folder, and passes everything else (media, the API) to the server.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';

import * as chromeLauncher from 'chrome-launcher';

import { startStack } from '../../scripts/lib/stack.mjs';
import { chromiumArgs, fullChromium } from '../../tests/support/chromium';
import { audit, medianOf, type Scores } from './index';

const entryScript = /<script type="module"[^>]*src="\/assets\/[^"]+"[^>]*><\/script>/;
const types: Record<string, string> = { '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.woff2': 'font/woff2' };

/** One variant's server: the page with the variant's entry script, its assets, the rest from `origin`. */
async function serveVariant(dist: string, page: string, origin: string): Promise<{ server: Server; url: string }> {
  const script = entryScript.exec(readFileSync(path.join(dist, 'index.html'), 'utf8'))?.[0];
  if (!script) throw new Error(`${dist}/index.html has no entry script`);
  const html = page.replace(entryScript, script);
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname === '/') return void res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(html);
    if (url.pathname.startsWith('/assets/')) {
      const file = path.join(dist, path.normalize(url.pathname));
      const body = await readFile(file).catch(() => undefined);
      if (!body) return void res.writeHead(404).end();
      return void res.writeHead(200, { 'Content-Type': types[path.extname(file)] ?? 'application/octet-stream', 'Cache-Control': 'no-cache' }).end(body);
    }
    const upstream = await fetch(`${origin}${url.pathname}${url.search}`, { headers: { accept: req.headers.accept ?? '*/*' } });
    res.writeHead(upstream.status, { 'Content-Type': upstream.headers.get('content-type') ?? 'application/octet-stream' });
    res.end(Buffer.from(await upstream.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as { port: number }).port}/` };
}

export async function benchSiteAb(): Promise<{ text: string }> {
  const dirs = (process.env.BENCH_AB ?? '').split(',').filter(Boolean);
  if (dirs.length !== 2) throw new Error('BENCH_AB: two site/dist folders, comma-separated (A, then B)');
  const runs = Number(process.env.BENCH_RUNS ?? 5);
  const busy = Array.from({ length: Number(process.env.BENCH_BUSY_CORES ?? 0) }, () => spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-site-ab-'));
  const stack = await startStack({ log: 'ignore', env: { DATA_DIR: dataDir, PORT: '0', REDIS_PORT: '0', MAIL_SMTP_PORT: '0', MAIL_UI_PORT: '0', CMS_PANEL: 'off' } });
  const page = await (await fetch(`${stack.url}/`)).text();
  const variants = await Promise.all(dirs.map((dir) => serveVariant(dir, page, stack.url)));
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? fullChromium, chromeFlags: ['--headless=new', ...chromiumArgs] });
  try {
    const samples: Scores[][] = [[], []];
    for (let i = 0; i < runs; i++) {
      // A then B, then B then A: neither always goes first.
      const order = i % 2 ? [1, 0] : [0, 1];
      for (const v of order) samples[v]!.push(await audit(variants[v]!.url, chrome.port));
    }
    const [a, b] = samples.map(medianOf) as [Scores, Scores];
    const row = (label: string, s: Scores, all: Scores[]) =>
      `| ${label} | ${s.scores.performance} | ${Math.round(s.lcpMs)} | ${Math.round(s.tbtMs)} | ${all.map((x) => Math.round(x.tbtMs)).join(', ')} | ${s.cls.toFixed(3)} |`;
    return {
      text: [
        `### bench/site-ab — Lighthouse ${runs}× each, mobile (simulated throttling), median (${new Date().toISOString().slice(0, 10)})${busy.length ? ', one core kept busy' : ''}`,
        '',
        '| variant | performance | LCP ms | TBT ms | TBT of each run | CLS |',
        '|---|---:|---:|---:|---|---:|',
        row(`A (${dirs[0]})`, a, samples[0]!),
        row(`B (${dirs[1]})`, b, samples[1]!),
        '',
        `Ratio B ÷ A: LCP ${(b.lcpMs / a.lcpMs).toFixed(2)}, TBT ${(b.tbtMs / Math.max(1, a.tbtMs)).toFixed(2)}.`,
      ].join('\n'),
    };
  } finally {
    for (const child of busy) child.kill();
    await chrome.kill();
    for (const { server } of variants) server.close();
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
