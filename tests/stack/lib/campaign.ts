// What every scenario gets: the stack's addresses, the staff account, the probe inside the
// network, the report, and a check list (every check runs and is printed; a scenario fails at the end).
import { containers, inspect, sh, waitHealthy, waitUntil } from './docker';
import type { Balancer, Mailbox } from './http';
import type { StackSettings } from './lifecycle';
import type { Probe } from './probe';
import type { Report } from './report';

export interface Campaign {
  settings: StackSettings;
  balancer: Balancer;
  mailbox: Mailbox;
  report: Report;
  /** Unique to this run: in every address and name the campaign makes. */
  tag: string;
  /** The app replicas' container names; the probe runs in the first. */
  apps: [string, string];
  probe: Probe;
  token: () => Promise<string>;
}

export class Checks {
  readonly failed: string[] = [];

  constructor(
    private readonly report: Report,
    private readonly scenario: string,
  ) {}

  figure(name: string, value: number | string, unit = ''): void {
    this.report.figure(this.scenario, name, value, unit);
  }

  /** Records and prints one expectation; the scenario fails at its end if any did not hold. */
  check(what: string, holds: boolean, detail = ''): void {
    console.log(`[stack] ${this.scenario} | ${holds ? 'ok  ' : 'FAIL'} ${what}${detail ? ` (${detail})` : ''}`);
    if (!holds) this.failed.push(`${what}${detail ? ` (${detail})` : ''}`);
  }
}

/** The app replicas and workers healthy and the balancer answering: where every scenario starts. */
export async function settled(c: Campaign): Promise<void> {
  for (const name of [...(await containers('app')), ...(await containers('otp-worker')), ...(await containers('inbound-smtp'))]) await waitHealthy(name);
  await waitUntil('balancer health 200', async () => (await c.balancer.call('GET', '/api/v1/health')).status === 200, {
    timeoutMs: 60_000,
  });
}

/** Restart counts and start times of the app replicas, to tell a crash loop or a restart from none. */
export async function appStates(c: Campaign) {
  return Promise.all(c.apps.map((name) => inspect(name)));
}

/**
 * The app replicas' error log lines (pino level 50, without the 503s' request lines) since a
 * time, each cut to `width` characters: what to quote when a scenario meets a 500.
 */
export async function appErrors(c: Campaign, sinceMs: number, width = 700): Promise<string[]> {
  const lines: string[] = [];
  for (const name of c.apps) {
    const log = await sh('docker', ['logs', '--since', String(Math.floor(sinceMs / 1000) - 1), name]).catch(() => '');
    lines.push(
      ...log
        .split('\n')
        .filter((line) => line.includes('"level":50') && !line.includes('"status":503'))
        .map((line) => `${name}: ${line.slice(0, width)}`),
    );
  }
  return lines;
}

export const seconds = (ms: number) => ms / 1000;

/** Runs `task` over `items` with at most `limit` at once, keeping the order of the results. */
export async function pool<T, R>(items: T[], limit: number, task: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  return results;
}

/** "201×40, 503×3": how many of each status. */
export function tally(statuses: number[]): string {
  const counts = new Map<number, number>();
  for (const status of statuses) counts.set(status, (counts.get(status) ?? 0) + 1);
  return [...counts]
    .sort(([a], [b]) => a - b)
    .map(([status, n]) => `${status === 0 ? 'no answer' : status}×${n}`)
    .join(', ');
}
