import type { LiveEvent } from '@agency/contract';

/** An open event stream: every event read so far, and a wait for the next one that matches. */
export interface EventStream {
  events: LiveEvent[];
  comments: string[];
  headers: Headers;
  /** Settles when the server ends the stream (or `close()` does). */
  ended: Promise<void>;
  next: (match: (event: LiveEvent) => boolean, timeoutMs?: number) => Promise<LiveEvent & { afterMs: number }>;
  close: () => void;
}

/** Opens an event stream (`GET /api/v1/events`) and parses what arrives (SSE frames: `event:`, `data:`, comments); a refusal answers its status and body. */
export async function openEventStream(url: string, headers: Record<string, string> = {}): Promise<EventStream | { status: number; body: unknown }> {
  const abort = new AbortController();
  const res = await fetch(url, { headers, signal: abort.signal });
  if (res.status !== 200) return { status: res.status, body: await res.json() };
  const events: LiveEvent[] = [];
  const comments: string[] = [];
  const waiters = new Set<() => void>();
  const ended = (async () => {
    const decoder = new TextDecoder();
    let buffered = '';
    try {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        buffered += decoder.decode(chunk, { stream: true });
        let end: number;
        while ((end = buffered.indexOf('\n\n')) >= 0) {
          const frame = buffered.slice(0, end);
          buffered = buffered.slice(end + 2);
          const lines = frame.split('\n');
          const type = lines.find((line) => line.startsWith('event: '))?.slice(7);
          const data = lines.find((line) => line.startsWith('data: '))?.slice(6);
          comments.push(...lines.filter((line) => line.startsWith(':')).map((line) => line.slice(1).trim()));
          if (type && data) events.push({ type, data: JSON.parse(data) } as LiveEvent);
          for (const wake of waiters) wake();
        }
      }
    } catch {
      // aborted by close()
    }
  })();
  return {
    events,
    comments,
    headers: res.headers,
    ended,
    next: (match, timeoutMs = 2_000) => {
      const from = events.length;
      const started = Date.now();
      return new Promise((resolve, reject) => {
        const look = () => {
          const found = events.slice(from).find(match);
          if (!found) return;
          waiters.delete(look);
          clearTimeout(timer);
          resolve({ ...found, afterMs: Date.now() - started });
        };
        const timer = setTimeout(() => {
          waiters.delete(look);
          reject(new Error(`no matching event within ${timeoutMs} ms; seen: ${JSON.stringify(events.slice(from))}`));
        }, timeoutMs);
        waiters.add(look);
        look();
      });
    },
    close: () => abort.abort(),
  };
}

/** Whether `openEventStream` opened the stream (else it answers the refusal). */
export const isOpenStream = (value: Awaited<ReturnType<typeof openEventStream>>): value is EventStream => 'events' in value;
