// PostgreSQL stopped for 10 s: the API answers 503 where it needs the database, the replicas
// keep running (no restart, no crash loop) and recover by themselves once it is back.
import { type Campaign, type Checks, appErrors, appStates, pool, seconds, tally } from '../lib/campaign';
import { container, sh, sleep } from '../lib/docker';
import { codeOf, queryInput, type Answer } from '../lib/http';

const outageMs = 10_000;

interface Sample extends Answer {
  route: string;
  email?: string;
}

export async function postgresStop(c: Campaign, t: Checks): Promise<void> {
  const postgres = await container('postgres');
  const token = await c.token();
  const before = await appStates(c);

  // Every 250 ms: health, a staff read, a submission, and two cached public reads.
  const samples: Sample[] = [];
  let n = 0;
  const round = async () => {
    const email = `pg-${c.tag}-${n++}@example.com`;
    const calls: [string, Promise<Answer>][] = [
      ['GET /health', c.balancer.call('GET', '/api/v1/health')],
      ['GET /query (staff)', c.balancer.call('GET', '/api/v1/query?limit=1', { token })],
      ['POST /query/create', c.balancer.call('POST', '/api/v1/query/create', { json: queryInput(email, n) })],
      ['GET /category/get-all-category', c.balancer.call('GET', '/api/v1/category/get-all-category')],
      ['GET /package/get-all-package', c.balancer.call('GET', '/api/v1/package/get-all-package')],
    ];
    const answers = await Promise.all(calls.map(async ([route, answer]) => ({ route, email, ...(await answer) })));
    samples.push(...answers);
    return answers.every((a) => a.status === 200 || a.status === 201);
  };
  let stopAt = Infinity;
  let recoveredAt: number | undefined;
  let startedAt = Infinity;
  const sampling = (async () => {
    while (Date.now() < stopAt) {
      const sent = Date.now();
      if ((await round()) && sent > startedAt && recoveredAt === undefined) {
        recoveredAt = Date.now();
        stopAt = Math.min(stopAt, recoveredAt + 3000);
      }
      await sleep(Math.max(0, 250 - (Date.now() - sent)));
    }
  })();

  await sleep(2000);
  const stopIssued = Date.now();
  await sh('docker', ['stop', postgres]);
  const stopped = Date.now();
  await sleep(outageMs);
  await sh('docker', ['start', postgres]);
  startedAt = Date.now();
  stopAt = startedAt + 60_000;
  await sampling;
  const after = await appStates(c);

  const outage = samples.filter((s) => s.sentAt >= stopIssued && s.sentAt < startedAt);
  const routes = [...new Set(samples.map((s) => s.route))];
  t.figure('docker stop took', `${seconds(stopped - stopIssued).toFixed(2)} s`);
  t.figure('PostgreSQL away (stop issued → start returned)', `${seconds(startedAt - stopIssued).toFixed(1)} s`);
  for (const route of routes)
    t.figure(`${route} while away`, tally(outage.filter((s) => s.route === route).map((s) => s.status)) || 'none');
  const slowest = Math.max(0, ...outage.map((s) => s.answeredAt - s.sentAt));
  t.figure('slowest answer to a request sent while away', `${seconds(slowest).toFixed(2)} s`);
  t.figure(
    'PostgreSQL started → first round all 2xx',
    recoveredAt ? `${seconds(recoveredAt - startedAt).toFixed(1)} s` : 'not within 60 s',
  );
  t.figure(
    'app replicas restarted during the outage',
    after.map((s, i) => `${s.name} ${s.restartCount - before[i]!.restartCount}`).join(', '),
  );

  // Per route: its success or 503, nothing else (a 401 would sign staff out, a 500 is a fault).
  for (const route of routes) {
    const bad = samples.filter((s) => s.route === route && ![200, 201, 503].includes(s.status));
    const example = bad[0] && `${bad[0].status} ${JSON.stringify(bad[0].body ?? bad[0].error).slice(0, 160)}`;
    t.check(
      `${route} answers only its success or 503`,
      bad.length === 0,
      bad.length ? `${tally(bad.map((s) => s.status))}, e.g. ${example}` : '',
    );
  }
  if (samples.some((s) => s.status >= 500 && s.status !== 503)) {
    for (const line of (await appErrors(c, stopIssued)).slice(0, 2)) console.log(`[stack] ${line}`);
  }
  t.check(
    'health answers 503 while PostgreSQL is away',
    outage.some((s) => s.route === 'GET /health' && s.status === 503),
  );
  // The pool gives up connecting after 3 s: nobody is held while the database is away (in two
  // campaign runs before connectionTimeoutMillis, rounds of requests waited about 5 s each).
  t.check('every request sent while away is answered within 5 s', slowest <= 5000, `slowest ${seconds(slowest).toFixed(1)} s`);
  t.check(
    'every 503 carries Retry-After',
    samples.filter((s) => s.status === 503).every((s) => !!s.retryAfter),
    tally(samples.filter((s) => s.status === 503 && !s.retryAfter).map((s) => s.status)),
  );
  t.check(
    'no crash loop: the replicas were neither restarted nor replaced',
    after.every((s, i) => s.running && s.restartCount === before[i]!.restartCount && s.startedAt === before[i]!.startedAt),
  );
  t.check('recovered without a restart within 30 s of PostgreSQL starting', recoveredAt !== undefined && recoveredAt - startedAt <= 30_000);

  // What was accepted, even around the outage, is a real query with a working code.
  const accepted = samples.filter((s) => s.route === 'POST /query/create' && s.status === 201);
  const mails = await c.mailbox
    .waitForAll(
      accepted.map((s) => s.email!),
      { timeoutMs: 60_000 },
    )
    .then(
      () => c.mailbox.byRecipient(),
      () => c.mailbox.byRecipient(),
    );
  const verified = await pool(accepted, 5, async (s) => {
    const mail = mails.get(s.email!)?.at(-1);
    const code = mail && codeOf(mail);
    if (!code) return 0;
    return (await c.balancer.call('POST', '/api/v1/query/verify-otp', { json: { otp: code, queryId: s.body.data.id } })).status;
  });
  t.figure('accepted submissions verified', `${verified.filter((s) => s === 200).length} of ${accepted.length}`);
  t.check(
    'every submission accepted around the outage verifies',
    verified.every((s) => s === 200),
    tally(verified),
  );
}
