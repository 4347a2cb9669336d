// Requests from inside the compose network: a small Node process in one app container (its image
// has Node; the host reaches only the published ports), driven over `docker exec -i` with one JSON
// line per request. Timings that matter are taken in there, next to the replicas.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { createInterface } from 'node:readline';

export interface ProbeRequest {
  url: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface ProbeResponse {
  status: number;
  retryAfter: string | null;
  body: string;
  ms: number;
  error?: string;
}

// Runs in the container: answers each line with the result of its op.
const script = String.raw`
const call = async (r) => {
  const t0 = performance.now();
  try {
    const res = await fetch(r.url, { method: r.method || 'GET', headers: r.headers, body: r.body, signal: AbortSignal.timeout(r.timeoutMs || 10000) });
    const body = await res.text();
    return { status: res.status, retryAfter: res.headers.get('retry-after'), body, ms: performance.now() - t0 };
  } catch (e) {
    return { status: 0, retryAfter: null, body: '', ms: performance.now() - t0, error: String(e && e.cause ? e.cause.code || e.cause : e) };
  }
};
const ops = {
  fetch: (m) => call(m.request),
  // The write, then the read every intervalMs until its body does (or no longer does) contain the text.
  writeThenSee: async (m) => {
    const write = await call(m.write);
    const t0 = performance.now();
    let polls = 0;
    while (performance.now() - t0 < m.timeoutMs) {
      polls++;
      const read = await call(m.read);
      if (read.status === 200 && read.body.includes(m.text) === m.present) return { write, seenMs: performance.now() - t0, polls };
      await new Promise((r) => setTimeout(r, m.intervalMs));
    }
    return { write, seenMs: null, polls };
  },
  // Polls a URL until it answers 200; the time from the op's start.
  waitFor200: async (m) => {
    const t0 = performance.now();
    while (performance.now() - t0 < m.timeoutMs) {
      const r = await call({ ...m.request, timeoutMs: 2000 });
      if (r.status === 200) return { readyMs: performance.now() - t0 };
      await new Promise((r) => setTimeout(r, m.intervalMs));
    }
    return { readyMs: null };
  },
};
require('node:readline').createInterface({ input: process.stdin }).on('line', async (line) => {
  const m = JSON.parse(line);
  const result = await ops[m.op](m).catch((e) => ({ error: String(e) }));
  process.stdout.write(JSON.stringify({ id: m.id, result }) + '\n');
});
`;

export class Probe {
  private child: ChildProcessWithoutNullStreams | undefined;
  private nextId = 0;
  private readonly waiting = new Map<number, (result: unknown) => void>();

  constructor(readonly container: string) {}

  private start(): ChildProcessWithoutNullStreams {
    if (this.child && this.child.exitCode === null) return this.child;
    const child = spawn('docker', ['exec', '-i', this.container, 'node', '-e', script]);
    createInterface({ input: child.stdout }).on('line', (line) => {
      const { id, result } = JSON.parse(line) as { id: number; result: unknown };
      this.waiting.get(id)?.(result);
      this.waiting.delete(id);
    });
    child.on('exit', () => {
      for (const resolve of this.waiting.values()) resolve({ error: `probe in ${this.container} exited` });
      this.waiting.clear();
    });
    this.child = child;
    return child;
  }

  send<T>(op: string, message: Record<string, unknown>): Promise<T> {
    const child = this.start();
    const id = this.nextId++;
    return new Promise<T>((resolve) => {
      this.waiting.set(id, resolve as (result: unknown) => void);
      child.stdin.write(`${JSON.stringify({ id, op, ...message })}\n`);
    });
  }

  fetch(request: ProbeRequest): Promise<ProbeResponse> {
    return this.send('fetch', { request });
  }

  /** Sends `write`, then reads `read` until `text` is present (or absent); `seenMs` from the write's answer. */
  writeThenSee(write: ProbeRequest, read: ProbeRequest, text: string, present: boolean, timeoutMs = 5000) {
    return this.send<{ write: ProbeResponse; seenMs: number | null; polls: number }>('writeThenSee', {
      write,
      read,
      text,
      present,
      timeoutMs,
      intervalMs: 10,
    });
  }

  waitFor200(request: ProbeRequest, timeoutMs: number) {
    return this.send<{ readyMs: number | null }>('waitFor200', { request, timeoutMs, intervalMs: 100 });
  }

  close(): void {
    this.child?.stdin.end();
    this.child?.kill();
  }
}
