// The production stack, started with `npm run stack:up` and broken on purpose (docs/benchmarks.md has its figures).
// Run it with `npm run test:stack`; it is not part of a plain `vitest run` (vitest.config.ts).
// Scenarios run in order on one stack; each starts from a settled stack and checks everything it
// can before it fails, printing every figure. The stack is removed at the end, volumes too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { acrossReplicas } from './scenarios/across-replicas';
import { apiSuite } from './scenarios/api-suite';
import { liveEvents } from './scenarios/live-events';
import { coldStart } from './scenarios/cold-start';
import { postgresStop } from './scenarios/postgres-stop';
import { redisRestart } from './scenarios/redis-restart';
import { replicaKill } from './scenarios/replica-kill';
import { teardown } from './scenarios/teardown';
import { workerKill } from './scenarios/worker-kill';
import { type Campaign, Checks, seconds, settled } from './lib/campaign';
import { containers } from './lib/docker';
import { Balancer, Mailbox } from './lib/http';
import { chooseSettings, ensureDocker, npmStartBootMs, stackDown, stackExists, stackUp, type StackSettings, type UpTimes } from './lib/lifecycle';
import { Probe } from './lib/probe';
import { Report } from './lib/report';

const report = new Report();
const started = Date.now();
let settings: StackSettings | undefined;
let campaign: Campaign;
let bootMs = 0;
let up: UpTimes;

beforeAll(async () => {
  // A machine fresh from a reboot has Docker stopped (or not installed): ask before looking for containers.
  await ensureDocker();
  if (await stackExists()) {
    // A leftover of an interrupted run (CI), or someone's stack: the campaign needs a fresh one.
    if (process.env.CI !== 'true')
      throw new Error(
        'this checkout already has a stack running: `npm run stack:down -- --volumes` first (the campaign needs fresh volumes)',
      );
    await stackDown(await chooseSettings());
  }
  // Before the stack exists, so the two boots do not share the machine with it.
  bootMs = await npmStartBootMs();
  report.figure(
    'cold start',
    'npm start boot: startStack → ready (fresh data directory from the build’s first-start data, decision 029; private Redis, MailDev, worker)',
    `${seconds(bootMs).toFixed(1)} s`,
  );

  settings = await chooseSettings();
  up = await stackUp(settings);
  report.figure(
    'cold start',
    'npm run stack:up (base images present, app image build, compose up) to healthy',
    `${seconds(up.totalMs).toFixed(0)} s`,
  );
  report.figure(
    'cold start',
    'docker-compose up → balancer health 200 (fresh volumes: PostgreSQL init, migrations, seed)',
    `${seconds(up.composeUpMs).toFixed(1)} s`,
  );

  const apps = await containers('app');
  if (apps.length !== 2) throw new Error(`expected 2 app replicas, found ${apps.length}: ${apps.join(', ')}`);
  const balancer = new Balancer(`http://127.0.0.1:${settings.port}`);
  let token: string | undefined;
  campaign = {
    settings,
    balancer,
    mailbox: new Mailbox(`http://127.0.0.1:${settings.mailUiPort}`),
    report,
    tag: Date.now().toString(36),
    apps: [apps[0]!, apps[1]!],
    probe: new Probe(apps[0]!),
    token: async () => (token ??= await balancer.token(settings!.adminEmail, settings!.adminPassword)),
  };
}, 45 * 60_000);

afterAll(async () => {
  campaign?.probe.close();
  if (settings) await stackDown(settings);
  report.finish(Date.now() - started);
}, 10 * 60_000);

/** One scenario: starts from a settled stack, prints its figures and checks, fails if any check did. */
function scenario(name: string, run: (c: Campaign, t: Checks) => Promise<void>, timeoutMinutes = 6) {
  it(
    name,
    async () => {
      const checks = new Checks(report, name);
      try {
        await settled(campaign);
        await run(campaign, checks);
      } catch (error) {
        checks.check('ran to the end', false, (error as Error).message);
      }
      report.outcome(name, checks.failed.length === 0, checks.failed.join('; '));
      expect(checks.failed).toEqual([]);
    },
    timeoutMinutes * 60_000,
  );
}

describe.sequential('the production stack (docker-compose.yml, 2 app replicas behind nginx)', () => {
  scenario('two replicas behave as one', acrossReplicas);
  scenario('the API suite through the balancer', apiSuite);
  scenario('staff screens follow each other across replicas', liveEvents);
  scenario('an app replica killed under load', replicaKill);
  scenario('the workers killed during 50 submissions', workerKill);
  scenario('Redis restarted during submissions', redisRestart);
  scenario('PostgreSQL stopped for 10 s', postgresStop);
  scenario('cold start and image size', (c, t) => coldStart(c, t, bootMs, up.composeUpMs));
  // Last: it removes the stack.
  scenario('stack:down removes the stack whole', teardown);
});
