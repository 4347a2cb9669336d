import { readFileSync } from 'node:fs';
import http from 'node:http';

import autocannon from 'autocannon';

export interface LoadResult {
  label: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

/** autocannon against one URL; returns mean requests/s and latency percentiles (ms). */
export async function load(label: string, url: string, options: { connections?: number; duration?: number; headers?: Record<string, string> } = {}): Promise<LoadResult> {
  const result = await autocannon({ url, connections: options.connections ?? 50, duration: options.duration ?? 10, pipelining: 1, headers: options.headers });
  return {
    label,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

export function table(rows: LoadResult[]): string {
  const lines = ['| target | req/s | p50 ms | p99 ms | errors | non-2xx |', '|---|---:|---:|---:|---:|---:|'];
  for (const r of rows) lines.push(`| ${r.label} | ${r.requestsPerSecond} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.non2xx} |`);
  return lines.join('\n');
}

export function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

const cpuTicks = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return Number(fields[11]) + Number(fields[12]); // utime + stime, in clock ticks (10 ms)
};

/** CPU time the process has used so far, user and system, in ms (10 ms resolution). */
export const cpuMs = (pid: number) => cpuTicks(pid) * 10;

/** Waits until the process is idle (under 10% of a core for 300 ms), at most 20 s: no run pays for the last one's backlog. */
export async function settle(pid: number): Promise<void> {
  const deadline = Date.now() + 20_000;
  let before = cpuTicks(pid);
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 300));
    const now = cpuTicks(pid);
    if (now - before < 3) return;
    before = now;
  }
}

/**
 * POSTs JSON over keep-alive connections with node:http. The load generator shares the
 * machine's two cores with everything it measures; fetch costs it about three times the CPU
 * per request, and that CPU came out of the app's share.
 */
export function jsonPoster(baseUrl: string, maxSockets: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets });
  const post = (pathname: string, body: unknown) =>
    new Promise<{ status: number; text: string }>((resolve, reject) => {
      const payload = Buffer.from(JSON.stringify(body));
      const request = http.request(
        new URL(pathname, baseUrl),
        { method: 'POST', agent, headers: { 'Content-Type': 'application/json', 'Content-Length': payload.length } },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString() }));
          response.on('error', reject);
        },
      );
      request.on('error', reject);
      request.end(payload);
    });
  return { post, close: () => agent.destroy() };
}

/** Runs `task(i)` for i in [0, count) with at most `limit` in flight. */
export async function pool(count: number, limit: number, task: (i: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < count) await task(next++);
    }),
  );
}

/** The value at `p` percent of `values` (nearest rank). */
export const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};
