// Redis restarted while support queries come in: refused with 503 and Retry-After while it is
// away, never a 500, no stored query without a code, and everything back within 5 s of its return.
import { type Campaign, type Checks, appErrors, pool, seconds, tally } from '../lib/campaign';
import { container, inspect, sh, sleep, waitUntil } from '../lib/docker';
import { codeOf, queryInput, type Answer } from '../lib/http';

const lanes = 3;
const pauseMs = 100;

interface Submission extends Answer {
  email: string;
}

export async function redisRestart(c: Campaign, t: Checks): Promise<void> {
  const redis = await container('redis');
  const token = await c.token();
  const submissions: Submission[] = [];
  let stopAt = Infinity;
  let n = 0;
  const lane = async () => {
    while (Date.now() < stopAt) {
      const email = `redis-${c.tag}-${n++}@example.com`;
      submissions.push({ email, ...(await c.balancer.call('POST', '/api/v1/query/create', { json: queryInput(email, n) })) });
      await sleep(pauseMs);
    }
  };
  const running = Promise.all(Array.from({ length: lanes }, lane));

  await sleep(3000);
  const restartAt = Date.now();
  await sh('docker', ['restart', redis]);
  const back = (await inspect(redis)).startedAt;
  const pong = await waitUntil('redis answers PING', async () => (await sh('docker', ['exec', redis, 'redis-cli', 'ping'])) === 'PONG', {
    timeoutMs: 30_000,
    intervalMs: 100,
  });
  stopAt = Math.max(back, pong) + 10_000;
  await running;

  const failures = submissions.filter((s) => s.status !== 201);
  const lastFailure = failures.reduce((latest, s) => Math.max(latest, s.sentAt), -Infinity);
  const firstOkAfter = submissions
    .filter((s) => s.status === 201 && s.sentAt >= back)
    .reduce((first, s) => Math.min(first, s.answeredAt), Infinity);
  const during = submissions.filter((s) => s.sentAt >= restartAt && s.sentAt <= back);
  t.figure('submissions (3 lanes, 100 ms apart)', `${submissions.length}: ${tally(submissions.map((s) => s.status))}`);
  t.figure('Redis away (docker restart issued → container started)', `${seconds(back - restartAt).toFixed(2)} s`);
  t.figure('container started → PING answered (polled via docker exec)', `${seconds(pong - back).toFixed(2)} s`);
  t.figure('submissions sent between docker restart and the container started', tally(during.map((s) => s.status)) || 'none');
  t.figure(
    'Redis back → first accepted submission answered',
    Number.isFinite(firstOkAfter) ? `${seconds(firstOkAfter - back).toFixed(2)} s` : 'none',
  );
  t.figure('Redis back → last refused submission sent', failures.length ? `${seconds(lastFailure - back).toFixed(2)} s` : 'none refused');

  t.check(
    'some submissions met the gap and were refused with 503',
    failures.some((s) => s.status === 503),
  );
  t.check(
    'every refused submission is a 503 with Retry-After',
    failures.every((s) => s.status === 503 && !!s.retryAfter),
    tally(failures.map((s) => s.status)),
  );
  t.check(
    'no 500 (nor any other 5xx or transport error)',
    !submissions.some((s) => s.status >= 500 && s.status !== 503) && !submissions.some((s) => s.status === 0),
  );
  if (submissions.some((s) => s.status >= 500 && s.status !== 503)) {
    for (const line of (await appErrors(c, restartAt)).slice(0, 2)) console.log(`[stack] ${line}`);
  }
  t.check(
    'every submission sent from 5 s after Redis returned was accepted',
    lastFailure < back + 5000,
    `last refusal sent ${seconds(lastFailure - back).toFixed(2)} s after`,
  );

  // Nothing orphaned: every unverified query the staff see is one a visitor holds the id of, and
  // every accepted one can be verified (with its mail, or with a resend).
  const accepted = new Map(submissions.filter((s) => s.status === 201).map((s) => [s.body.data.id as string, s.email]));
  const stored: string[] = [];
  for (let page = 1; ; page++) {
    const { status, body } = await c.balancer.call(
      'GET',
      `/api/v1/query?isVerified=false&searchTerm=redis-${c.tag}&limit=100&page=${page}`,
      { token },
    );
    if (status !== 200) throw new Error(`staff query list answered ${status}`);
    stored.push(...(body.data as { _id: string }[]).map((q) => q._id));
    if (page >= body.meta.totalPage) break;
  }
  const orphans = stored.filter((id) => !accepted.has(id));
  t.figure('unverified queries stored / accepted submissions', `${stored.length} / ${accepted.size}`);
  t.figure('stored queries nobody holds the id of (orphans)', orphans.length);
  t.check('no orphaned query', orphans.length === 0, orphans.slice(0, 3).join(', '));
  t.check(
    'every accepted submission is stored',
    [...accepted.keys()].every((id) => stored.includes(id)),
  );

  await c.mailbox.waitForAll([...accepted.values()], { timeoutMs: 60_000 }).catch(() => undefined);
  const mails = await c.mailbox.byRecipient();
  let resent = 0;
  const outcomes = await pool([...accepted], 5, async ([id, email]) => {
    const mail = mails.get(email)?.at(-1);
    let code = mail && codeOf(mail);
    if (!code) {
      resent++;
      const answer = await c.balancer.call('POST', '/api/v1/query/resend-otp', { json: { email, queryId: id } });
      if (answer.status !== 200) return `resend ${answer.status}`;
      code = await c.mailbox.code(email).catch(() => undefined);
      if (!code) return 'no mail after resend';
    }
    const { status } = await c.balancer.call('POST', '/api/v1/query/verify-otp', { json: { otp: code, queryId: id } });
    return status === 200 ? 'verified' : `verify ${status}`;
  });
  const verified = outcomes.filter((o) => o === 'verified').length;
  t.figure('accepted submissions verified (of them after a resend)', `${verified} of ${accepted.size} (${resent})`);
  t.check(
    'every accepted submission can be verified',
    verified === accepted.size,
    outcomes
      .filter((o) => o !== 'verified')
      .slice(0, 5)
      .join(', '),
  );
}
