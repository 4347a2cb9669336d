// bench/site throughput: every public page and an unknown URL's 404 at 50 connections with
// `Accept-Encoding: br, gzip` as browsers send it, against the home page sent uncompressed in
// the same run (the render cache's ceiling: bytes from memory, nothing to compress).
// `node --import tsx bench/site/throughput.ts` or `npm run bench site-throughput`.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { startStack } from '../../scripts/lib/stack.mjs';
import { load, settle, table, type LoadResult } from '../lib/load';

const browser = { 'Accept-Encoding': 'br, gzip' };
const target = 1.5;

export async function benchSiteThroughput(options: { duration?: number } = {}): Promise<{ text: string }> {
  const duration = options.duration ?? 10;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-site-throughput-'));
  const stack = await startStack({ log: 'ignore', env: { DATA_DIR: dataDir, PORT: '0', CMS_PANEL: 'off' } });
  const app = stack.children.find((child: { name: string }) => child.name === 'app')!;
  try {
    const legal = (await (await fetch(`${stack.url}/api/v1/legal-pages`)).json()) as { data?: { slug: string }[] };
    const pages = [
      '/',
      '/support',
      '/otp-verification',
      '/terms-of-services',
      '/privacy-policy',
      '/refund-policy',
      ...(legal.data ?? []).slice(0, 1).map(({ slug }) => `/legal/${slug}`),
    ];
    const unknown = `/no-such-page-${Date.now()}`;

    const run = async (label: string, pathname: string, headers: Record<string, string>) => {
      await load('warm-up', `${stack.url}${pathname}`, { duration: 1, headers });
      await settle(app.pid!);
      return load(label, `${stack.url}${pathname}`, { duration, headers });
    };
    const rows: LoadResult[] = [await run('/ uncompressed (baseline)', '/', {})];
    for (const pathname of pages) rows.push(await run(`${pathname} br`, pathname, browser));
    rows.push(await run('unknown URL (404) br', unknown, browser));

    const baseline = rows[0]!.requestsPerSecond;
    const ratio = (row: LoadResult) => baseline / Math.max(1, row.requestsPerSecond);
    const worst = rows.slice(1).reduce((a, b) => (ratio(b) > ratio(a) ? b : a));
    const bytes = async (pathname: string, headers: Record<string, string>) =>
      (await fetch(`${stack.url}${pathname}`, { headers })).headers.get('content-length');
    const lines = [
      `### bench/site throughput (${new Date().toISOString().slice(0, 10)}; ${duration} s per target, 50 connections)`,
      '',
      table(rows),
      '',
      `Home page bytes: ${await bytes('/', { 'Accept-Encoding': 'identity' })} identity, ${await bytes('/', browser)} brotli. Worst ratio, uncompressed home ÷ page: ${ratio(worst).toFixed(2)}× (${worst.label}); target ≤ ${target}×, ${ratio(worst) <= target ? 'met' : 'NOT met'}.`,
    ];
    return { text: lines.join('\n') };
  } finally {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.log((await benchSiteThroughput()).text);
