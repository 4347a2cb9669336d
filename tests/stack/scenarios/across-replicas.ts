// Two replicas behave as one: the balancer spreads requests over both; a write on one is read on
// the other within 1 s (public reads are cached per replica and invalidated through Redis); a
// code issued on one verifies on the other; the resend cooldown holds across them.
import type { Campaign, Checks } from '../lib/campaign';
import { container, inspect, sh } from '../lib/docker';
import { queryInput } from '../lib/http';
import type { ProbeRequest, ProbeResponse } from '../lib/probe';

const json = (body: unknown, token?: string) => ({
  headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  body: JSON.stringify(body),
});

export async function acrossReplicas(c: Campaign, t: Checks): Promise<void> {
  const [a, b] = c.apps;
  // The probe runs in replica A: A is itself, B is reached by its container name on the compose network.
  const replica = { [a]: 'http://127.0.0.1:3000', [b]: `http://${b}:3000` };
  const token = await c.token();

  await spread(c, t);

  // Writes on one replica, the cached public list read on the other until it shows the change.
  const list = '/api/v1/category/get-all-category';
  const name = `Campaign ${c.tag}`;
  const seen = async (what: string, writer: string, reader: string, write: ProbeRequest, text: string, present: boolean) => {
    await c.probe.fetch({ url: `${replica[reader]}${list}` }); // the reader has the list cached before the write
    const result = await c.probe.writeThenSee(write, { url: `${replica[reader]}${list}` }, text, present);
    const ok = result.write.status >= 200 && result.write.status < 300 && result.seenMs !== null && result.seenMs <= 1000;
    t.figure(`${what} on ${writer}, seen on ${reader} after`, result.seenMs === null ? 'never (5 s)' : `${result.seenMs.toFixed(0)} ms`);
    t.check(`${what} on one replica is read on the other within 1 s`, ok, `write ${result.write.status}, ${result.polls} reads`);
    return result.write;
  };
  const created: ProbeResponse = await seen(
    'category created',
    a,
    b,
    { url: `${replica[a]}/api/v1/category/create`, method: 'POST', ...json({ name }, token) },
    name,
    true,
  );
  const id = JSON.parse(created.body || '{}').data?._id as string | undefined;
  if (id) {
    const renamed = `${name} renamed`;
    await seen(
      'category renamed',
      b,
      a,
      { url: `${replica[b]}/api/v1/category/update-category/${id}`, method: 'PUT', ...json({ name: renamed }, token) },
      renamed,
      true,
    );
    await seen(
      'category deleted',
      a,
      b,
      { url: `${replica[a]}/api/v1/category/delete-category/${id}`, method: 'DELETE', headers: { Authorization: `Bearer ${token}` } },
      renamed,
      false,
    );
  }

  // A code issued through A verifies through B; a resend through B inside the cooldown is refused.
  const post = (on: string, route: string, body: unknown) =>
    c.probe.fetch({ url: `${replica[on]}${route}`, method: 'POST', ...json(body) });
  const first = `across-${c.tag}-1@example.com`;
  const q1 = await post(a, '/api/v1/query/create', queryInput(first));
  const q1Id = JSON.parse(q1.body || '{}').data?.id as string;
  t.check('query created through A', q1.status === 201, `${q1.status}`);
  const early = await post(b, '/api/v1/query/resend-otp', { email: first, queryId: q1Id });
  t.check(
    'resend through B inside the cooldown is refused with 429 and Retry-After',
    early.status === 429 && Number(early.retryAfter) > 0,
    `${early.status}, Retry-After ${early.retryAfter}`,
  );
  const code1 = await c.mailbox.code(first);
  const verified = await post(b, '/api/v1/query/verify-otp', { otp: code1, queryId: q1Id });
  t.check('the code issued through A verifies through B', verified.status === 200, `${verified.status}`);
  const again = await post(a, '/api/v1/query/verify-otp', { otp: code1, queryId: q1Id });
  t.check('the code works once: a second use through A is refused (409)', again.status === 409, `${again.status}`);

  // The other way round, after the cooldown: the newest code (issued through A) verifies through B, the older one no longer.
  const second = `across-${c.tag}-2@example.com`;
  const q2 = await post(b, '/api/v1/query/create', queryInput(second));
  const q2Id = JSON.parse(q2.body || '{}').data?.id as string;
  const refused = await post(a, '/api/v1/query/resend-otp', { email: second, queryId: q2Id });
  t.check(
    'resend through A of a query created through B is refused inside the cooldown',
    refused.status === 429,
    `${refused.status}, Retry-After ${refused.retryAfter}`,
  );
  const oldCode = await c.mailbox.code(second);
  await new Promise((resolve) => setTimeout(resolve, (Number(refused.retryAfter) || 5) * 1000 + 300));
  const resent = await post(a, '/api/v1/query/resend-otp', { email: second, queryId: q2Id });
  t.check('after the cooldown the resend through A is accepted', resent.status === 200, `${resent.status}`);
  const newCode = await c.mailbox.code(second, { count: 2 });
  const stale = oldCode === newCode ? undefined : await post(b, '/api/v1/query/verify-otp', { otp: oldCode, queryId: q2Id });
  t.check('the superseded code is refused through B', stale === undefined || stale.status === 400, `${stale?.status}`);
  const fresh = await post(b, '/api/v1/query/verify-otp', { otp: newCode, queryId: q2Id });
  t.check('the newest code (issued through A) verifies through B', fresh.status === 200, `${fresh.status}`);
}

/** 40 reads through the balancer, and which replica nginx's log says answered each. */
async function spread(c: Campaign, t: Checks): Promise<void> {
  const since = Math.floor(Date.now() / 1000) - 1;
  const marker = `spread-${c.tag}`;
  for (let i = 0; i < 40; i++) await c.balancer.call('GET', `/api/v1/health?${marker}=${i}`);
  const lb = await container('lb');
  const log = await sh('docker', ['logs', '--since', String(since), lb]);
  const ips = new Map((await Promise.all(c.apps.map((name) => inspect(name)))).map((s) => [s.ip, s.name]));
  const counts = new Map<string, number>();
  for (const line of log.split('\n').filter((l) => l.includes(marker))) {
    const ip = /upstream=([\d.]+):/.exec(line)?.[1];
    const who = (ip && ips.get(ip)) ?? `other (${ip})`;
    counts.set(who, (counts.get(who) ?? 0) + 1);
  }
  t.figure('40 reads through the balancer answered by', [...counts].map(([who, n]) => `${who} ${n}`).join(', '));
  t.check(
    'the balancer spreads reads over both replicas',
    c.apps.every((name) => (counts.get(name) ?? 0) > 0),
  );
}
