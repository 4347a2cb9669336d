// bench/api: our cached endpoints against Payload's own REST API for the same data, and
// against a bare Express handler sending the same bytes (the ceiling), all in one run.
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { startStack } from '../../scripts/lib/stack.mjs';
import { load, rssMb, settle, table, type LoadResult } from '../lib/load';

const here = path.dirname(fileURLToPath(import.meta.url));

export async function benchApi(options: { duration?: number } = {}) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-api-'));
  const stack = await startStack({ env: { DATA_DIR: dataDir, PORT: '0' }, log: 'ignore' });
  const app = stack.children.find((child: { name: string }) => child.name === 'app')!;
  try {
    const routes = {
      packages: { ours: '/api/v1/package/get-all-package', payload: '/cms/api/packages?depth=1&limit=0&pagination=false' },
      content: { ours: '/api/v1/content', payload: '/cms/api/globals/site-content?depth=1' },
    };
    // The same bytes our endpoints send, served from memory by a bare Express process.
    const bodies: Record<string, string> = {};
    for (const [name, route] of Object.entries(routes)) bodies[`/${name}`] = await (await fetch(`${stack.url}${route.ours}`)).text();
    const baseline = fork(path.join(here, 'baseline-server.ts'), { env: { ...process.env, BASELINE_BODIES: JSON.stringify(bodies) }, execArgv: ['--import', 'tsx'] });
    const port = await new Promise<number>((resolve) => baseline.once('message', (m: { port: number }) => resolve(m.port)));

    const duration = options.duration ?? 10;
    const bootMemory = rssMb(app.pid!);
    const rows: LoadResult[] = [];
    for (const [name, route] of Object.entries(routes)) {
      await load('warm-up', `${stack.url}${route.ours}`, { duration: 2 });
      await settle(app.pid!);
      rows.push(await load(`/api/v1 ${name}`, `${stack.url}${route.ours}`, { duration }));
      rows.push(await load(`bare Express ${name}`, `http://127.0.0.1:${port}/${name}`, { duration }));
    }
    const ourMemory = rssMb(app.pid!);
    // Payload last: it leaves a backlog and a grown heap behind, which would weigh on the other runs.
    for (const [name, route] of Object.entries(routes)) {
      await load('warm-up', `${stack.url}${route.payload}`, { duration: 2 });
      await settle(app.pid!);
      rows.push(await load(`Payload REST ${name}`, `${stack.url}${route.payload}`, { duration }));
    }
    const memory = rssMb(app.pid!);
    baseline.kill();

    const get = (label: string) => rows.find((r) => r.label === label)!;
    const ratios = Object.keys(routes).map((name) => {
      const ours = get(`/api/v1 ${name}`);
      return {
        name,
        vsPayload: +(ours.requestsPerSecond / get(`Payload REST ${name}`).requestsPerSecond).toFixed(1),
        ceilingOverOurs: +(get(`bare Express ${name}`).requestsPerSecond / ours.requestsPerSecond).toFixed(2),
        p99: ours.p99,
      };
    });
    const lines = [
      `### bench/api (${duration} s per target, 50 connections)`,
      '',
      table(rows),
      '',
      '| endpoint | ours ÷ Payload REST (target ≥ 15) | ceiling ÷ ours (target ≤ 1.5) | our p99 ms (target < 20) |',
      '|---|---:|---:|---:|',
      ...ratios.map((r) => `| ${r.name} | ${r.vsPayload}× | ${r.ceilingOverOurs}× | ${r.p99} |`),
      '',
      `App resident memory (target < 400 MB): ${bootMemory} MB after boot, ${ourMemory} MB after the /api/v1 runs, ${memory} MB after the Payload REST runs too.`,
    ];
    return { text: lines.join('\n'), ratios, memory };
  } finally {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
