// bench/queries/inbox.ts: the support inbox with 100,000 queries in the database.
// 1. Search p95 at 10 concurrent searchers against the unfiltered list's p95 (same run). Target: within 2×.
// 2. CSV export of every row: time, and the app process's RSS growth while it streams. Targets: < 5 s, < 50 MB.
// 3. GET /stats (the default 12 weeks) p95 at one connection, as the overview asks it. Target: < 100 ms.
// Run: node --import tsx bench/queries/inbox.ts [seconds per target, default 10]
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';


import { startStack } from '../../scripts/lib/stack.mjs';
import { fillQueries } from './fill';
import { rssMb } from '../lib/load';
import { measure, type Latency } from './index';

const rows = 100_000;
const staff = { email: 'bench@example.com', password: 'bench-password-1' };
const topics = ['podcast', 'wedding film', 'YouTube channel', 'Instagram reels', 'online course', 'product ads', 'real estate tour', 'conference talk'];
const firstNames = ['Ava', 'Liam', 'Noah', 'Mia', 'Zoe', 'Omar', 'Ines', 'Kenji', 'Sara', 'Luca', 'Nadia', 'Theo'];
const statuses = ['new', 'in-progress', 'answered', 'closed'];

/** 100,000 queries over the last 16 weeks straight into the app's database (the app has migrated it). */
async function fill(databaseUri: string, staffId: string) {
  const span = 16 * 7 * 24 * 3600_000;
  const start = Date.now() - span;
  await fillQueries(databaseUri, rows, (i) => {
    const at = new Date(start + Math.floor((i / rows) * span)).toISOString();
    const verified = i % 5 !== 0;
    return {
      id: randomUUID(),
      name: `${firstNames[i % firstNames.length]} Client${i}`,
      email: `client${i}@example.com`,
      phone: `+1 555 ${String(1000 + (i % 9000)).padStart(4, '0')} ${String(i).padStart(5, '0')}`,
      message: `Hello, I run a ${topics[i % topics.length]} business and need regular editing help: cuts, captions, colour and sound. Ticket ${i}.`,
      isVerified: verified,
      status: statuses[i % statuses.length]!,
      assigneeId: i % 3 === 0 ? staffId : null,
      verifiedAt: verified ? new Date(Date.parse(at) + ((i * 7919) % 90) * 60_000).toISOString() : null,
      createdAt: at,
    };
  });
}

/** Streams the export to nowhere, sampling the app's RSS every 20 ms. */
async function exportAll(url: string, token: string, pid: number) {
  const before = rssMb(pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 20);
  const started = performance.now();
  const response = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
  let bytes = 0;
  let lines = 0;
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.length;
    for (const byte of chunk) if (byte === 10) lines++;
  }
  const ms = performance.now() - started;
  clearInterval(sampler);
  return { status: response.status, ms, bytes, lines, before, peak: Math.max(peak, rssMb(pid)) };
}

export async function benchInbox(duration = 10): Promise<{ text: string }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-inbox-'));
  const stack = await startStack({
    dev: true,
    log: 'ignore',
    env: { DATA_DIR: dataDir, PORT: '0', REDIS_PORT: '0', MAIL_SMTP_PORT: '0', MAIL_UI_PORT: '0', ADMIN_EMAIL: staff.email, ADMIN_PASSWORD: staff.password, CMS_PANEL: 'off', LOG_LEVEL: 'warn' },
  });
  try {
    const login = await fetch(`${stack.url}/api/v1/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(staff) });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const auth = { headers: { Authorization: `Bearer ${token}` } };
    const users = (await (await fetch(`${stack.url}/api/v1/auth`, auth)).json()) as { data: { _id: string }[] };
    const filled = Date.now();
    await fill(stack.env.DATABASE_URI!, users.data[0]!._id);
    const fillMs = Date.now() - filled;
    const app = stack.children.at(-1) as { pid: number };

    const list = (params: Record<string, string> = {}) => `${stack.url}/api/v1/query?${new URLSearchParams({ limit: '50', page: '1', ...params })}`;
    const total = ((await (await fetch(list(), auth)).json()) as { meta: { total: number } }).meta.total;
    if (total !== rows) throw new Error(`expected ${rows} queries, the API lists ${total}`);
    const terms = ['podcast', 'Nadia', 'Ticket 7777', 'client4242@'];
    const counts = await Promise.all(terms.map(async (term) => ((await (await fetch(list({ searchTerm: term }), auth)).json()) as { meta: { total: number } }).meta.total));

    await measure('warm-up', list({ searchTerm: 'podcast' }), token, 2);
    const baseline = await measure('list, no filter (baseline)', list(), token, duration);
    const searches: Latency[] = [];
    for (const [i, term] of terms.entries()) searches.push(await measure(`list, searchTerm=${term} (${counts[i]} rows)`, list({ searchTerm: term }), token, duration));
    const filtered = await measure('list, status=new&isVerified=true&sort=name', list({ status: 'new', isVerified: 'true', sort: 'name' }), token, duration);
    // What the dashboard sends: verified queries only, searched, or sorted by status.
    const screenSearch = await measure('list, searchTerm=podcast&isVerified=true (the dashboard\'s search)', list({ searchTerm: 'podcast', isVerified: 'true' }), token, duration);
    const byStatus = await measure('list, isVerified=true&sort=status', list({ isVerified: 'true', sort: 'status' }), token, duration);
    // The dashboard's own unfiltered list (verified queries, newest first): its search's baseline.
    const screenList = await measure('list, isVerified=true (the dashboard\'s list)', list({ isVerified: 'true' }), token, duration);

    const exported = await exportAll(`${stack.url}/api/v1/query/export`, token, app.pid);
    const stats = await measure('stats, default range (12 weeks), 1 connection', `${stack.url}/api/v1/stats`, token, duration, 1);
    const stats10 = await measure('stats, default range (12 weeks), 10 connections', `${stack.url}/api/v1/stats`, token, duration);

    const worstSearch = Math.max(...searches.map((s) => s.p95));
    const ratio = worstSearch / baseline.p95;
    const growth = exported.peak - exported.before;
    const row = (r: Latency) => `| ${r.label} | ${r.requestsPerSecond} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.non2xx} | ${(r.p95 / baseline.p95).toFixed(2)}× |`;
    const met = (ok: boolean) => (ok ? 'met' : 'NOT met');
    const lines = [
      `### bench/queries/inbox.ts (${rows.toLocaleString('en-US')} queries, PostgreSQL, ${duration} s per target, 10 connections unless told; filled in ${fillMs} ms)`,
      '',
      '| target | req/s | p50 ms | p95 ms | p99 ms | non-2xx | p95 ÷ baseline |',
      '|---|---:|---:|---:|---:|---:|---:|',
      ...[baseline, ...searches, filtered, screenSearch, byStatus, screenList, stats, stats10].map(row),
      '',
      `- Search p95 (worst term ${worstSearch} ms) ÷ unfiltered list p95 (${baseline.p95} ms): ${ratio.toFixed(2)}× (target ≤ 2×): ${met(ratio <= 2)}.`,
      `- The dashboard's search p95 (${screenSearch.p95} ms) ÷ its unfiltered list's p95 (isVerified=true, ${screenList.p95} ms): ${(screenSearch.p95 / screenList.p95).toFixed(2)}× (target ≤ 2×): ${met(screenSearch.p95 <= 2 * screenList.p95)}.`,
      `- CSV export of every row: HTTP ${exported.status}, ${exported.lines.toLocaleString('en-US')} lines (header included), ${(exported.bytes / 1e6).toFixed(1)} MB in ${(exported.ms / 1000).toFixed(2)} s (target < 5 s): ${met(exported.ms < 5000 && exported.lines === rows + 1)}; ` +
        `app RSS ${exported.before} → peak ${exported.peak} MB, growth ${growth} MB (target < 50 MB): ${met(growth < 50)}.`,
      `- Stats p95 at 1 connection: ${stats.p95} ms (target < 100 ms): ${met(stats.p95 < 100)}.`,
    ];
    return { text: lines.join('\n') };
  } finally {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { text } = await benchInbox(Number(process.argv[2] ?? 10));
  console.log(text);
}
