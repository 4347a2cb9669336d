// One app replica's process killed during 20 s of load on the public reads through the balancer:
// nginx retries the reads the dead replica dropped, Docker's restart policy brings it back.
import autocannon from 'autocannon';

import { type Campaign, type Checks, seconds } from '../lib/campaign';
import { container, inspect, killProcess, sh, sleep, waitHealthy, waitUntil } from '../lib/docker';

const durationSeconds = 20;
const connections = 50;
const killAfterMs = 5000;

export async function replicaKill(c: Campaign, t: Checks): Promise<void> {
  const victim = c.apps[1];
  const before = await inspect(victim);
  const since = Math.floor(Date.now() / 1000) - 1;

  const load = autocannon({
    url: c.balancer.url,
    connections,
    duration: durationSeconds,
    pipelining: 1,
    requests: [{ path: '/api/v1/package/get-all-package' }, { path: '/api/v1/content' }],
  });
  await sleep(killAfterMs);
  const killedAt = await killProcess(victim);
  // From the other replica: when the victim answers its health check again.
  const ready = c.probe.waitFor200({ url: `http://${victim}:3000/api/v1/health` }, 180_000);
  const running = waitUntil(
    `${victim} restarted`,
    async () => {
      const state = await inspect(victim);
      return state.running && state.restartCount > before.restartCount;
    },
    { timeoutMs: 120_000, intervalMs: 100 },
  ).catch(() => undefined);
  const result = await load;
  const readyMs = (await ready).readyMs;
  const runningAt = await running;
  const healthyAt = await waitHealthy(victim).catch(() => undefined);
  const after = await inspect(victim);

  // What nginx did with the requests: how many it had to send to a second replica.
  const log = await sh('docker', ['logs', '--since', String(since), await container('lb')]);
  const retried = log.split('\n').filter((line) => /upstream=\S+, /.test(line)).length;

  const errors = result.errors + result.timeouts;
  t.figure('requests (50 connections, 20 s, packages and content in turn)', result.requests.total);
  t.figure('requests/s, mean', Math.round(result.requests.average));
  t.figure('latency p50 / p99 / max', `${result.latency.p50} / ${result.latency.p99} / ${result.latency.max} ms`);
  t.figure('non-2xx responses', result.non2xx);
  t.figure('errors and timeouts', errors);
  t.figure('requests nginx retried on the other replica', retried);
  t.figure('kill → container running again', runningAt ? `${seconds(runningAt - killedAt).toFixed(1)} s` : 'not within 120 s');
  t.figure(
    'kill → replica answers its health check (from the other replica)',
    readyMs === null ? 'not within 180 s' : `${seconds(readyMs).toFixed(1)} s`,
  );
  t.figure(
    'kill → Docker reports it healthy (checks every 10 s)',
    healthyAt ? `${seconds(healthyAt - killedAt).toFixed(1)} s` : 'not within 180 s',
  );
  t.figure('restarts of the killed replica', after.restartCount - before.restartCount);

  t.check('zero non-2xx responses', result.non2xx === 0, `${result.non2xx}`);
  t.check('zero errors and timeouts', errors === 0, `${result.errors} errors, ${result.timeouts} timeouts`);
  t.check(
    'Docker restarted the killed replica (restart policy)',
    after.restartCount === before.restartCount + 1,
    `restart count ${before.restartCount} → ${after.restartCount}`,
  );
  t.check('the replica is running and healthy again', after.running && after.health === 'healthy', `${after.status}, ${after.health}`);
}
