// Every mail worker's process killed while 50 support queries come in: the jobs wait in Redis,
// a killed worker's active job comes back after its lock expires, and every mail arrives once as a message.
import { type Campaign, type Checks, pool, seconds, tally } from '../lib/campaign';
import { containers, inspect, killProcess, sleep, waitHealthy, waitUntil } from '../lib/docker';
import { codeOf, queryInput, type Answer } from '../lib/http';

const submissions = 50;
const killAfter = 10;
/** The worker's default OTP_WORKER_CONCURRENCY (docker-compose.yml passes the host's, unset here). */
const concurrency = 20;

export async function workerKill(c: Campaign, t: Checks): Promise<void> {
  const workers = await containers('otp-worker');
  const before = await Promise.all(workers.map((name) => inspect(name)));
  const token = await c.token();
  const addresses = Array.from({ length: submissions }, (_, i) => `worker-${c.tag}-${i}@example.com`);

  const started = Date.now();
  let answered = 0;
  let killing: Promise<number[]> | undefined;
  const answers: Answer[] = await pool(addresses, 5, async (email, i) => {
    const answer = await c.balancer.call('POST', '/api/v1/query/create', { json: queryInput(email, i) });
    if (++answered === killAfter) killing = Promise.all(workers.map((name) => killProcess(name)));
    return answer;
  });
  const killedAt = Math.min(...(await killing!));
  const created = answers.filter((a) => a.status === 201).length;
  t.figure(
    'workers killed (kill -9) after submissions answered',
    `${workers.length} after ${killAfter}, ${seconds(killedAt - started).toFixed(2)} s in`,
  );
  t.figure('submissions', tally(answers.map((a) => a.status)));
  t.check(`all ${submissions} submissions accepted`, created === submissions, `${created}`);

  const arrived = await c.mailbox.waitForAll(addresses, { timeoutMs: 120_000 }).catch((error: Error) => error);
  // No mail left to send: then count what arrived, so a late duplicate counts too.
  await waitUntil(
    'mail queue drained',
    async () => {
      const { body } = await c.balancer.call('GET', '/api/v1/health', { token });
      const queue = body?.data?.queue as Record<string, number> | undefined;
      return !!queue && queue.waiting === 0 && queue.active === 0 && queue.delayed === 0;
    },
    { timeoutMs: 120_000, intervalMs: 500 },
  ).catch(() => undefined);
  await sleep(2000);
  const mails = await c.mailbox.byRecipient();
  const counts = addresses.map((address) => mails.get(address)?.length ?? 0);
  const delivered = counts.filter((n) => n > 0).length;
  const duplicates = counts.reduce((sum, n) => sum + Math.max(0, n - 1), 0);
  t.figure('mails arrived', `${delivered} of ${submissions}`);
  t.figure('duplicate mails', duplicates);
  if (!(arrived instanceof Error)) {
    t.figure('first submission → last mail', `${seconds(arrived - started).toFixed(1)} s`);
    t.figure('kill → last mail', `${seconds(arrived - killedAt).toFixed(1)} s`);
  }
  t.check(`${submissions} of ${submissions} mails arrived`, delivered === submissions, arrived instanceof Error ? arrived.message : '');
  // A duplicate is either the same job sent again (same Message-ID and code: the worker died after
  // the SMTP server took the mail and before it recorded the send) or a second job (a real fault).
  const twice = addresses.map((address) => mails.get(address) ?? []).filter((list) => list.length > 1);
  const sameJob = twice.filter(
    (list) => new Set(list.map((m) => m.headers?.['message-id'])).size === 1 && new Set(list.map(codeOf)).size === 1,
  );
  const gaps = twice.map((list) => seconds(Date.parse(list.at(-1)!.time) - Date.parse(list[0]!.time)).toFixed(0));
  if (twice.length)
    t.figure('duplicates: same Message-ID and code / later by', `${sameJob.length} of ${twice.length} / ${gaps.join(', ')} s`);
  // Decision 003: delivery is at-least-once. A mail the SMTP server took in the instant before its
  // worker was killed is sent again when the job's lock expires, as the same message (same
  // Message-ID and code), which mail services fold into one; a second code would be a real fault.
  const messages = addresses.map((address) => new Set((mails.get(address) ?? []).map((m) => m.headers?.['message-id'])).size);
  t.check('each arrived once as a message (one Message-ID each)', messages.every((n) => n === 1), messages.filter((n) => n !== 1).length + ' with several');
  t.check('every re-send is the same message and code', sameJob.length === twice.length, `${twice.length - sameJob.length} with a second code`);
  const inFlight = workers.length * concurrency;
  t.check(`re-sends only of mails in flight at the kill (at most ${inFlight})`, duplicates <= inFlight, `${duplicates}`);

  const verified = await pool(addresses, 5, async (email, i) => {
    const mail = mails.get(email)?.at(-1);
    const code = mail && codeOf(mail);
    const id = answers[i]!.body?.data?.id as string | undefined;
    if (!code || !id) return 0;
    return (await c.balancer.call('POST', '/api/v1/query/verify-otp', { json: { otp: code, queryId: id } })).status;
  });
  const ok = verified.filter((status) => status === 200).length;
  t.figure('codes verified', `${ok} of ${submissions}`);
  t.check('each code verifies', ok === submissions, tally(verified));

  for (const name of workers) await waitHealthy(name).catch(() => undefined);
  const after = await Promise.all(workers.map((name) => inspect(name)));
  const restarts = after.map((state, i) => state.restartCount - before[i]!.restartCount);
  t.figure('worker restarts (restart policy)', restarts.join(', '));
  t.check(
    'every killed worker was restarted and is healthy',
    after.every((s, i) => restarts[i] === 1 && s.health === 'healthy'),
    after.map((s) => `${s.name} ${s.health}`).join(', '),
  );
}
