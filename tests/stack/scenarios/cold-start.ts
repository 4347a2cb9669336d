// The image's size and how long one app container takes from `docker start` to serving, next to
// `npm start`'s boot measured in the same run.
import { type Campaign, type Checks, seconds } from '../lib/campaign';
import { sh, waitHealthy } from '../lib/docker';

export async function coldStart(c: Campaign, t: Checks, npmStartBootMs: number, composeUpMs: number): Promise<void> {
  const bytes = Number(await sh('docker', ['image', 'inspect', 'agency-app:latest', '--format', '{{.Size}}']));
  t.figure('app image size (agency-app:latest)', `${(bytes / 1e6).toFixed(0)} MB`);

  const victim = c.apps[1];
  await sh('docker', ['stop', victim]);
  // The probe in the other replica polls the victim's health from just before `docker start`.
  const ready = c.probe.waitFor200({ url: `http://${victim}:3000/api/v1/health` }, 180_000);
  const startIssued = Date.now();
  await sh('docker', ['start', victim]);
  const { readyMs } = await ready;
  const healthyAt = await waitHealthy(victim);

  t.figure(
    'one app container: docker start → health 200 (existing database)',
    readyMs === null ? 'not within 180 s' : `${seconds(readyMs).toFixed(1)} s`,
  );
  t.figure(
    'one app container: docker start → Docker reports healthy (checks every 10 s)',
    `${seconds(healthyAt - startIssued).toFixed(1)} s`,
  );
  t.figure(
    'ratio: docker-compose up → balancer healthy (fresh volumes) ÷ npm start boot (fresh data directory)',
    `${(composeUpMs / npmStartBootMs).toFixed(2)}×`,
  );
  if (readyMs !== null)
    t.figure('ratio: one container docker start → health 200 ÷ npm start boot', `${(readyMs / npmStartBootMs).toFixed(2)}×`);
  t.check('the restarted container serves again', readyMs !== null);
}
