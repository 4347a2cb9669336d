import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { messages } from '@agency/contract';
import { queryOfAddress } from '@agency/otp-service';
import { parseWorkerEnv } from '@agency/otp-service/config';
import { loadSecrets } from '@agency/server-kit/secrets';
import { startWorker } from '@agency/otp-service/worker';

import { SmtpCapture } from '@agency/otp-service/testing/smtp-capture';
import { bootApp, staffLogin, type TestApp } from '../../testing/boot';

const prefix = `deliveries-${process.pid}`;
const publicUrl = 'https://studio.example';
let n = 0;

describe('replies, staff notifications and deliveries', () => {
  let smtp: SmtpCapture;
  let app: TestApp;
  let worker: ReturnType<typeof startWorker>;
  let token: string;

  beforeAll(async () => {
    smtp = await SmtpCapture.create();
    await smtp.listen();
    app = await bootApp({
      redisUrl: inject('redisUrl'),
      prefix,
      env: { PUBLIC_URL: publicUrl, RATE_LIMIT_QUERY_CREATE: '100', RATE_LIMIT_OTP_VERIFY: '100', CMS_PANEL: 'on' },
    });
    worker = startWorker(
      parseWorkerEnv({ ...process.env, SMTP_URL: smtp.url, REDIS_URL: inject('redisUrl'), REDIS_PREFIX: prefix, DATA_DIR: app.dataDir }),
    );
    token = await app.token();
  });

  afterAll(async () => {
    await worker?.close();
    await app?.stop();
    await smtp?.close();
  });

  /** A query submitted through the API; verified with its mailed code unless told not to. */
  async function query({ verify = true } = {}) {
    const email = `visitor-${n++}@example.com`;
    const created = await app.call('POST', '/api/v1/query/create', {
      json: { name: 'Ada Visitor', email, phone: '+1 555 010 2000', message: 'I need a trailer cut by Friday.' },
    });
    expect(created.status).toBe(201);
    const id: string = created.body.data.id;
    if (verify) {
      const { code } = await smtp.waitFor((m) => m.to === email && m.code !== undefined);
      expect((await app.call('POST', '/api/v1/query/verify-otp', { json: { otp: code, queryId: id } })).status).toBe(200);
    }
    return { id, email };
  }

  const deliveries = async (id: string) =>
    (await app.call('GET', `/api/v1/query/${id}/deliveries`, { token })).body.data as {
      _id: string;
      kind: string;
      state: string;
      attempts: number;
      lastError: string | null;
    }[];

  it('tells every staff account of a verified query, with its details and a link to it in the dashboard', async () => {
    const { id, email } = await query();
    const mail = await smtp.waitFor((m) => m.to === staffLogin.email && m.raw.includes(email));
    // With the query's reference since the receipts (issue 24 item 3).
    expect(mail.subject).toBe(`New support query from Ada Visitor [${(await app.call('GET', `/api/v1/query/${id}`, { token })).body.data.reference}]`);
    for (const shown of ['+1 555 010 2000', 'I need a trailer cut by Friday.', `${publicUrl}/dashboard/query/${id}`])
      expect(mail.raw).toContain(shown);
    await expect
      .poll(async () => (await deliveries(id)).map((d) => `${d.kind}:${d.state}`).sort(), { timeout: 10_000 })
      .toEqual(['code:sent', 'receipt:sent', 'staff-notification:sent']);
  });

  it('mails a colleague each query assigned to them from the dashboard, a bulk change or the panel, and nobody for taking one', async () => {
    const colleague = { email: `colleague-${process.pid}@example.com`, password: 'colleague-password-1' };
    const colleagueId: string = (await app.call('POST', '/api/v1/user/create-admin', { token, json: colleague })).body.data._id;
    const colleagueToken: string = (await app.call('POST', '/api/v1/auth/login', { json: colleague })).body.data.token;
    const kinds = async (id: string) => (await deliveries(id)).map((d) => d.kind);
    const assignedMail = (id: string) =>
      smtp.waitFor((m) => m.to === colleague.email && m.subject.startsWith('Assigned to you: the query from Ada Visitor [Q-') && m.raw.includes(`/dashboard/query/${id}`));

    // The dashboard's PATCH: the mail is queued by the time the answer comes.
    const viaDashboard = await query();
    expect((await app.call('PATCH', `/api/v1/query/${viaDashboard.id}`, { token, json: { assignee: colleagueId } })).status).toBe(200);
    expect(await kinds(viaDashboard.id)).toContain('assignment');
    const mail = await assignedMail(viaDashboard.id);
    for (const shown of [staffLogin.email, 'I need a trailer cut by Friday.', `${publicUrl}/dashboard/query/${viaDashboard.id}`]) expect(mail.raw).toContain(shown);
    // Saved again unchanged: no second mail.
    expect((await app.call('PATCH', `/api/v1/query/${viaDashboard.id}`, { token, json: { assignee: colleagueId, status: 'in-progress' } })).status).toBe(200);
    expect((await kinds(viaDashboard.id)).filter((kind) => kind === 'assignment')).toHaveLength(1);

    // A bulk change: one mail per query.
    const [first, second] = [await query(), await query()];
    const bulk = await app.call('POST', '/api/v1/query/bulk', { token, json: { action: 'assign', ids: [first.id, second.id], assignee: colleagueId } });
    expect(bulk.body.data).toEqual({ action: 'assign', ids: expect.arrayContaining([first.id, second.id]) });
    await Promise.all([assignedMail(first.id), assignedMail(second.id)]);

    // The CMS panel (Payload's REST), signed in as the first staff account.
    const viaPanel = await query();
    const panelWrite = await app.call('PATCH', `/cms/api/queries/${viaPanel.id}`, { headers: { Authorization: `JWT ${token}` }, json: { assignee: colleagueId } });
    expect(panelWrite.status).toBe(200);
    await assignedMail(viaPanel.id);

    // Taking a query oneself, or releasing one, mails nobody.
    const taken = await query();
    expect((await app.call('PATCH', `/api/v1/query/${taken.id}`, { token: colleagueToken, json: { assignee: colleagueId } })).status).toBe(200);
    expect((await app.call('PATCH', `/api/v1/query/${viaDashboard.id}`, { token, json: { assignee: null } })).status).toBe(200);
    expect(await kinds(taken.id)).not.toContain('assignment');
    expect((await kinds(viaDashboard.id)).filter((kind) => kind === 'assignment')).toHaveLength(1);
  });

  // Reply-To was the staff member's mailbox until the help-desk loop (issue 24): the answer now comes back to the query.
  it("mails a reply to the visitor, reply-to the query's reply address, records it and answers the query", async () => {
    const { id, email } = await query();
    const res = await app.call('POST', `/api/v1/query/${id}/reply`, {
      token,
      json: { message: 'Friday works for us.\n\nWe start Monday.' },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      success: true,
      message: messages.replyQueued,
      data: {
        note: { kind: 'reply', text: 'Friday works for us.\n\nWe start Monday.' },
        delivery: { kind: 'reply', queryId: id, to: email },
      },
    });
    const mail = await smtp.waitFor((m) => m.to === email && m.subject.startsWith('Re:'));
    expect(queryOfAddress(loadSecrets(app.dataDir).otpSecret, /^Reply-To:\s+(\S+)/m.exec(mail.raw)?.[1] ?? '', 'cutroomstudio.com')).toBe(id);
    expect(mail.raw).toContain('We start Monday.');
    expect(mail.raw).toContain('background:#f5f3ff');
    expect(mail.messageId).toBe(`<${res.body.data.delivery._id}@otp.cutroom-studio>`);

    const detail = await app.call('GET', `/api/v1/query/${id}`, { token });
    expect(detail.body.data).toMatchObject({ status: 'answered', answeredAt: expect.any(String) });
    expect(detail.body.data.notes).toEqual([expect.objectContaining({ kind: 'reply', text: 'Friday works for us.\n\nWe start Monday.' })]);

    await expect.poll(async () => (await deliveries(id)).find((d) => d.kind === 'reply')?.state, { timeout: 10_000 }).toBe('sent');
    const listed = await deliveries(id);
    expect(listed.map((d) => d.kind).sort()).toEqual(['code', 'receipt', 'reply', 'staff-notification']);
    const code = smtp.mails.find((m) => m.to === email && m.code)!.code!;
    expect(JSON.stringify(listed)).not.toContain(code);
  });

  it('refuses a reply to an unverified or unknown query, an empty message, and callers without a staff token', async () => {
    const { id } = await query({ verify: false });
    const unverified = await app.call('POST', `/api/v1/query/${id}/reply`, { token, json: { message: 'Hello' } });
    expect(unverified.status).toBe(409);
    expect(unverified.body.message).toBe(messages.replyUnverified);
    expect(
      (await app.call('POST', `/api/v1/query/00000000-0000-4000-8000-000000000000/reply`, { token, json: { message: 'Hello' } })).status,
    ).toBe(404);
    expect((await app.call('POST', `/api/v1/query/${id}/reply`, { token, json: { message: '' } })).status).toBe(400);
    expect((await app.call('POST', `/api/v1/query/${id}/reply`, { json: { message: 'Hello' } })).status).toBe(401);
    expect((await app.call('GET', `/api/v1/query/${id}/deliveries`)).status).toBe(401);
    expect((await app.call('GET', '/api/v1/deliveries')).status).toBe(401);
  });

  it('shows a mail SMTP refused as failed with the reason, lists it under failed, and retries it into sent', async () => {
    const { id, email } = await query();
    smtp.refuseRecipients = 550;
    try {
      const reply = await app.call('POST', `/api/v1/query/${id}/reply`, { token, json: { message: 'Are you there?' } });
      const deliveryId: string = reply.body.data.delivery._id;
      await expect.poll(async () => (await deliveries(id)).find((d) => d._id === deliveryId)?.state, { timeout: 10_000 }).toBe('failed');
      expect((await deliveries(id)).find((d) => d._id === deliveryId)).toMatchObject({
        attempts: 1,
        lastError: expect.stringMatching(/550/),
      });
      const failed = await app.call('GET', '/api/v1/deliveries?state=failed&limit=100', { token });
      expect(failed.body.data.map((d: { _id: string }) => d._id)).toContain(deliveryId);
      expect(failed.body.meta).toMatchObject({ page: 1, limit: 100, total: expect.any(Number) });
      expect((await app.call('GET', '/api/v1/deliveries?state=lost', { token })).status).toBe(400);

      smtp.refuseRecipients = undefined;
      const retried = await app.call('POST', `/api/v1/query/${id}/deliveries/${deliveryId}/retry`, { token });
      expect(retried.status).toBe(200);
      expect(retried.body).toMatchObject({ message: messages.deliveryRetried, data: { _id: deliveryId, state: 'queued' } });
      await smtp.waitFor((m) => m.to === email && m.subject.startsWith('Re:'));
      await expect
        .poll(async () => (await deliveries(id)).find((d) => d._id === deliveryId), { timeout: 10_000 })
        .toMatchObject({ state: 'sent', attempts: 2 });

      const again = await app.call('POST', `/api/v1/query/${id}/deliveries/${deliveryId}/retry`, { token });
      expect(again.status).toBe(409);
      expect(again.body.message).toBe(messages.deliveryNotFailed);
      expect((await app.call('POST', `/api/v1/query/${id}/deliveries/no-such-mail/retry`, { token })).status).toBe(404);
      const sent = await app.call('GET', '/api/v1/deliveries?state=sent&limit=100', { token });
      expect(sent.body.data.map((d: { _id: string }) => d._id)).toContain(deliveryId);
      expect(smtp.mails.filter((m) => m.to === email && m.subject.startsWith('Re:'))).toHaveLength(1);
    } finally {
      smtp.refuseRecipients = undefined;
    }
  });

  it('serves Bull Board at /ops/queues to staff only: the panel cookie or a staff token', async () => {
    const anonymous = await app.call('GET', '/ops/queues');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).not.toContain('__UI_CONFIG__');
    expect((await app.call('GET', '/ops/queues', { headers: { Cookie: 'agency-token=forged' } })).status).toBe(401);

    // What a browser sends with the cookie: Payload takes it only from a page of the app's own origin.
    const browser = { Cookie: `agency-token=${token}`, 'Sec-Fetch-Site': 'same-origin' };
    const page = await app.call('GET', '/ops/queues', { headers: browser });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/html/);
    expect(page.body).toContain('__UI_CONFIG__');
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    // Bull Board's own Express app announced itself.
    expect(page.headers.get('x-powered-by')).toBeNull();
    const script = /src="(static\/js\/main[^"]+)"/.exec(page.body)![1];
    expect((await app.call('GET', `/ops/queues/${script}`, { headers: browser })).status).toBe(200);
    expect((await app.call('GET', `/ops/queues/${script}`)).status).toBe(401);

    const queues = await app.call('GET', '/ops/queues/api/queues', { headers: { Authorization: `Bearer ${token}` } });
    expect(queues.status).toBe(200);
    expect(JSON.stringify(queues.body)).toContain('otp-mail');
    // A cookie rides along on requests from any site: changes must come from this origin.
    const foreign = await app.call('PUT', '/ops/queues/api/queues/otp-mail/clean/failed', {
      headers: { ...browser, Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' },
    });
    expect([401, 403]).toContain(foreign.status);
    expect(foreign.body).not.toContain('__UI_CONFIG__');
  });
});
