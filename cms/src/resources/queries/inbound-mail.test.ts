import { Redis } from 'ioredis';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import MailComposer from 'nodemailer/lib/mail-composer';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { messages } from '@agency/contract';
import { inboundRefusedKey, replyAddress } from '@agency/otp-service';
import { parseWorkerEnv } from '@agency/otp-service/config';
import { SmtpCapture } from '@agency/otp-service/testing/smtp-capture';
import { startWorker } from '@agency/otp-service/worker';
import { loadSecrets } from '@agency/server-kit/secrets';

import { bootApp, staffLogin, type TestApp } from '../../testing/boot';

const prefix = `inbound-${process.pid}`;
const webhookSecret = 'inbound-webhook-secret-for-tests';
const domain = 'cutroomstudio.com';
let n = 0;

/** A visitor's mail client: composes a message as real clients do (MIME, quoted history under the answer). */
const compose = (mail: SendMailOptions): Promise<Buffer> => new MailComposer(mail).compile().build();

describe("visitors' answers by mail", () => {
  let smtp: SmtpCapture;
  let app: TestApp;
  let worker: ReturnType<typeof startWorker>;
  let redis: Redis;
  let token: string;
  let secret: string;
  let inboundPort: number;

  beforeAll(async () => {
    smtp = await SmtpCapture.create();
    await smtp.listen();
    app = await bootApp({
      redisUrl: inject('redisUrl'),
      prefix,
      env: { PUBLIC_URL: 'https://studio.example', RATE_LIMIT_QUERY_CREATE: '100', RATE_LIMIT_OTP_VERIFY: '100', INBOUND_WEBHOOK_SECRET: webhookSecret },
    });
    worker = startWorker(
      parseWorkerEnv({
        ...process.env,
        SMTP_URL: smtp.url,
        REDIS_URL: inject('redisUrl'),
        REDIS_PREFIX: prefix,
        DATA_DIR: app.dataDir,
        INBOUND_SMTP_PORT: '0',
      }),
    );
    inboundPort = (await worker.inboundPort)!;
    redis = new Redis(inject('redisUrl'));
    token = await app.token();
    secret = loadSecrets(app.dataDir).otpSecret;
  });

  afterAll(async () => {
    redis?.disconnect();
    await worker?.close();
    await app?.stop();
    await smtp?.close();
  });

  /** A query submitted and verified with its mailed code. */
  async function verifiedQuery() {
    const email = `visitor-${n++}@example.com`;
    const created = await app.call('POST', '/api/v1/query/create', {
      json: { name: 'Ada Visitor', email, phone: '+1 555 010 2000', message: 'I need a trailer cut by Friday.' },
    });
    const id: string = created.body.data.id;
    const { code } = await smtp.waitFor((m) => m.to === email && m.code !== undefined);
    expect((await app.call('POST', '/api/v1/query/verify-otp', { json: { otp: code, queryId: id } })).status).toBe(200);
    return { id, email };
  }

  /** A verified query answered by staff: the reply mail the visitor got (its Reply-To and Message-ID). */
  async function answeredQuery() {
    const { id, email } = await verifiedQuery();
    expect((await app.call('POST', `/api/v1/query/${id}/reply`, { token, json: { message: 'Friday works. Which format?' } })).status).toBe(201);
    const mail = await smtp.waitFor((m) => m.to === email && m.subject.startsWith('Re:'));
    const replyTo = /^Reply-To:\s+(\S+)/m.exec(mail.raw)?.[1] ?? '';
    return { id, email, replyTo, messageId: mail.messageId! };
  }

  const detail = async (id: string) => (await app.call('GET', `/api/v1/query/${id}`, { token })).body.data;
  const inboundNotes = async (id: string) =>
    ((await detail(id)).notes as { kind: string; text: string; from: string | null; attachments: { _id: string; name: string; size: number; contentType: string }[] }[]).filter(
      (note) => note.kind === 'inbound',
    );

  const sendSmtp = (mail: SendMailOptions) =>
    nodemailer.createTransport({ host: '127.0.0.1', port: inboundPort, secure: false, ignoreTLS: true }).sendMail(mail);

  const webhook = (raw: Buffer | string, headers: Record<string, string> = {}) =>
    app.call('POST', '/api/v1/inbound/mail', {
      body: typeof raw === 'string' ? raw : new Uint8Array(raw),
      headers: { 'Content-Type': 'message/rfc822', Authorization: `Bearer ${webhookSecret}`, ...headers },
    });

  it('threads an answer sent over SMTP to the Reply-To into its query: the visible text, the sender, the files, and the query reopened', async () => {
    const query = await answeredQuery();
    expect(query.replyTo).toMatch(new RegExp(`^reply\\+u[0-9a-f]{32}-[0-9a-f]{20}@${domain.replace('.', '\\.')}$`));
    const pdf = Buffer.from('%PDF-1.4\n% a storyboard\n');
    await sendSmtp({
      from: `Ada Visitor <${query.email}>`,
      to: query.replyTo,
      subject: 'Re: your Cutroom Studio support query',
      inReplyTo: query.messageId,
      text: 'MP4, please. The storyboard is attached.\n\nOn Mon, 23 Nov 2026 at 10:00, Cutroom Studio <no-reply@cutroomstudio.com> wrote:\n> Friday works. Which format?\n',
      attachments: [{ filename: 'storyboard.pdf', content: pdf, contentType: 'application/pdf' }],
    });

    await expect.poll(async () => (await inboundNotes(query.id)).length, { timeout: 10_000 }).toBe(1);
    const [answer] = await inboundNotes(query.id);
    expect(answer).toMatchObject({ text: 'MP4, please. The storyboard is attached.', from: query.email, author: null });
    expect(answer!.attachments).toEqual([{ _id: expect.any(String), name: 'storyboard.pdf', size: pdf.length, contentType: 'application/pdf' }]);
    // The reply had answered it; the visitor's answer puts it back in the queue.
    expect((await detail(query.id)).status).toBe('in-progress');

    // Staff download the file; without a token nobody can.
    const path = `/api/v1/query/${query.id}/attachments/${answer!.attachments[0]!._id}`;
    const download = await fetch(`${app.url}${path}`, { headers: { Authorization: `Bearer ${token}` } });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename="storyboard\.pdf"/);
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await download.arrayBuffer())).toEqual(pdf);
    expect((await app.call('GET', path)).status).toBe(401);
    // Named under another query, the file is not found.
    const other = await answeredQuery();
    expect((await app.call('GET', `/api/v1/query/${other.id}/attachments/${answer!.attachments[0]!._id}`, { token })).status).toBe(404);

    // Nobody holds the query: every staff account is told, with the answer and a link.
    const notice = await smtp.waitFor((m) => m.to.includes(staffLogin.email) && m.subject.startsWith('New answer from Ada Visitor [Q-') && m.raw.includes(query.id));
    expect(notice.raw).toContain('MP4, please.');
    expect(notice.raw).not.toContain('Which format?');
  });

  it('tells only the assignee when someone holds the query', async () => {
    const query = await answeredQuery();
    const colleague = { email: `holder-${process.pid}@example.com`, password: 'holder-password-1' };
    const colleagueId: string = (await app.call('POST', '/api/v1/user/create-admin', { token, json: colleague })).body.data._id;
    expect((await app.call('PATCH', `/api/v1/query/${query.id}`, { token, json: { assignee: colleagueId } })).status).toBe(200);
    const raw = await compose({ from: query.email, to: query.replyTo, subject: 'Re: query', text: 'One more thing: 4K.' });
    expect((await webhook(raw)).status).toBe(202);
    const notice = await smtp.waitFor((m) => m.subject.startsWith('New answer from Ada Visitor [Q-') && m.raw.includes('One more thing: 4K.'));
    expect(notice.to).toBe(colleague.email);
  });

  it('keeps an HTML-only answer as text', async () => {
    const query = await answeredQuery();
    const raw = await compose({
      from: query.email,
      to: query.replyTo,
      subject: 'Re: query',
      html: '<div><p>Vertical, <b>9:16</b>, for Shorts.</p></div><blockquote>Friday works. Which format?</blockquote>',
    });
    expect((await webhook(raw)).status).toBe(202);
    const [answer] = await inboundNotes(query.id);
    expect(answer!.text).toContain('Vertical, 9:16, for Shorts.');
  });

  it('takes a provider hook only with its secret, threads by In-Reply-To when the token is gone, keeps a message once, and refuses strangers', async () => {
    const query = await answeredQuery();
    // A forwarding provider rewrote the recipient; the answer still names our reply's Message-ID.
    const raw = await compose({
      from: query.email,
      to: 'support@cutroomstudio.com',
      subject: 'Re: your Cutroom Studio support query',
      inReplyTo: query.messageId,
      references: [query.messageId],
      messageId: `<answer-${n}@example.com>`,
      text: 'Square works too.',
    });

    expect((await webhook(raw, { Authorization: '' })).status).toBe(401);
    expect((await webhook(raw, { Authorization: 'Bearer not-the-secret-at-all' })).status).toBe(401);
    expect((await webhook(raw, { 'Content-Type': 'text/plain' })).status).toBe(415);

    const first = await webhook(raw);
    expect(first.status).toBe(202);
    expect(first.body).toMatchObject({ success: true, message: messages.inboundThreaded, data: { queryId: query.id, duplicate: false } });
    const again = await webhook(raw);
    expect(again.status).toBe(202);
    expect(again.body).toMatchObject({ message: messages.inboundDuplicate, data: { queryId: query.id, noteId: first.body.data.noteId, duplicate: true } });
    expect((await inboundNotes(query.id)).map((note) => note.text)).toEqual(['Square works too.']);

    const refusedBefore = Number((await redis.get(inboundRefusedKey(prefix))) ?? 0);
    const stranger = await compose({ from: 'someone@example.net', to: 'support@cutroomstudio.com', subject: 'Hello', text: 'Buy my SEO services.' });
    const refused = await webhook(stranger);
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ success: false, message: messages.inboundNoMatch });
    // A token for a query that exists, signed with another secret, names nothing either.
    const forged = await compose({ from: 'someone@example.net', to: replyAddress('another secret', query.id, domain), subject: 'Re', text: 'Let me in.' });
    expect((await webhook(forged)).status).toBe(422);
    expect(Number(await redis.get(inboundRefusedKey(prefix)))).toBe(refusedBefore + 2);
  });

  it('refuses every recipient but a valid reply address at RCPT, and keeps a message delivered twice over SMTP once', async () => {
    const query = await answeredQuery();
    for (const to of ['support@cutroomstudio.com', replyAddress('another secret', query.id, domain), replyAddress(secret, query.id, 'elsewhere.example')]) {
      await expect(sendSmtp({ from: 'someone@example.net', to, subject: 'Hi', text: 'Hello?' })).rejects.toMatchObject({ responseCode: 550 });
    }
    const twice = { from: query.email, to: query.replyTo, subject: 'Re', messageId: `<twice-${n}@example.com>`, text: 'Sent twice by a retrying server.' };
    await sendSmtp(twice);
    await sendSmtp(twice);
    await expect.poll(async () => (await inboundNotes(query.id)).length, { timeout: 10_000 }).toBe(1);
    // Both deliveries were threaded (the second as a duplicate) once the queue is empty; still one note.
    await expect.poll(async () => (await redis.llen(`${prefix}:bull:inbound-mail:wait`)) + (await redis.llen(`${prefix}:bull:inbound-mail:active`)), { timeout: 10_000 }).toBe(0);
    expect(await inboundNotes(query.id)).toHaveLength(1);
  });

  it('gives each verified query the next reference, mails the visitor a receipt with it, and names it in every mail about the query', async () => {
    const first = await verifiedQuery();
    const second = await verifiedQuery();
    const referenceOf = async (id: string) => (await detail(id)).reference as string;
    const [a, b] = [await referenceOf(first.id), await referenceOf(second.id)];
    expect(a).toMatch(/^Q-\d{4,}$/);
    expect(Number(b.slice(2))).toBe(Number(a.slice(2)) + 1);

    // The receipt: the reference, what to do, the visitor's words; an answer to it comes back to the query.
    const receipt = await smtp.waitFor((m) => m.to === first.email && m.subject.startsWith('We received'));
    expect(receipt.subject).toBe(`We received your Cutroom Studio support query [${a}]`);
    expect(receipt.raw).toContain(`We received your query ${a}; reply to this mail to add details.`);
    expect(receipt.raw).toContain('I need a trailer cut by Friday.');
    expect(receipt.messageId).toBe(`<receipt-${first.id}@otp.cutroom-studio>`);
    const receiptReplyTo = /^Reply-To:\s+(\S+)/m.exec(receipt.raw)?.[1] ?? '';
    expect(receiptReplyTo).toBe(replyAddress(secret, first.id, domain));
    // Answered through a provider that rewrote the recipient: the receipt's Message-ID is enough.
    const answer = await compose({ from: first.email, to: 'support@cutroomstudio.com', subject: `Re: ${receipt.subject}`, inReplyTo: receipt.messageId, text: 'Also: a 30 s cut.' });
    expect((await webhook(answer)).body.data).toMatchObject({ queryId: first.id, duplicate: false });

    // Every mail about it names it: the staff notification, the reply.
    const notice = await smtp.waitFor((m) => m.subject === `New support query from Ada Visitor [${a}]`);
    expect(notice.raw).toContain(first.email);
    expect((await app.call('POST', `/api/v1/query/${first.id}/reply`, { token, json: { message: 'Noted.' } })).status).toBe(201);
    expect((await smtp.waitFor((m) => m.to === first.email && m.subject.startsWith('Re:'))).subject).toBe(`Re: your Cutroom Studio support query [${a}]`);

    // Staff find it by its reference, in any case, and the export lists it.
    for (const term of [a, a.toLowerCase(), a.replace('-', '')]) {
      const found = await app.call('GET', `/api/v1/query?searchTerm=${encodeURIComponent(term)}&isVerified=true`, { token });
      expect(found.body.data.map((query: { _id: string }) => query._id)).toEqual([first.id]);
    }
    const csv = await fetch(`${app.url}/api/v1/query/export?searchTerm=${a}`, { headers: { Authorization: `Bearer ${token}` } });
    const [header, row] = (await csv.text()).trim().split('\r\n');
    expect(header!.startsWith('id,') && header!.endsWith(',reference')).toBe(true);
    expect(row!.startsWith(`${first.id},`) && row!.endsWith(`,${a}`)).toBe(true);
  });

  it("answers the query's one timeline, oldest first: the message, replies, answers with their files, notes, and who changed status and assignee", async () => {
    const query = await answeredQuery();
    const raw = await compose({ from: query.email, to: query.replyTo, subject: 'Re', text: 'Here is the logo.', attachments: [{ filename: 'logo.png', content: Buffer.from('png') }] });
    expect((await webhook(raw)).status).toBe(202);
    const staffId: string = (await app.call('GET', '/api/v1/auth', { token })).body.data.find((user: { email: string }) => user.email === staffLogin.email)._id;
    expect((await app.call('PATCH', `/api/v1/query/${query.id}`, { token, json: { assignee: staffId } })).status).toBe(200);
    expect((await app.call('PATCH', `/api/v1/query/${query.id}`, { token, json: { status: 'closed', assignee: null } })).status).toBe(200);
    expect((await app.call('POST', `/api/v1/query/${query.id}/notes`, { token, json: { text: 'Logo received.' } })).status).toBe(201);

    const thread = await app.call('GET', `/api/v1/query/${query.id}/thread`, { token });
    expect(thread.status).toBe(200);
    const staff = { _id: staffId, email: staffLogin.email };
    expect(thread.body.data).toEqual([
      { _id: query.id, kind: 'message', at: expect.any(String), from: query.email, text: 'I need a trailer cut by Friday.' },
      { _id: expect.any(String), kind: 'reply', at: expect.any(String), author: staff, text: 'Friday works. Which format?' },
      { _id: expect.any(String), kind: 'status', at: expect.any(String), author: staff, status: 'answered' },
      {
        _id: expect.any(String),
        kind: 'inbound',
        at: expect.any(String),
        from: query.email,
        text: 'Here is the logo.',
        attachments: [{ _id: expect.any(String), name: 'logo.png', size: 3, contentType: 'image/png' }],
      },
      // Reopened by the answer itself: nobody's change.
      { _id: expect.any(String), kind: 'status', at: expect.any(String), status: 'in-progress' },
      { _id: expect.any(String), kind: 'assignment', at: expect.any(String), author: staff, assignee: staff },
      { _id: expect.any(String), kind: 'status', at: expect.any(String), author: staff, status: 'closed' },
      { _id: expect.any(String), kind: 'assignment', at: expect.any(String), author: staff, assignee: null },
      { _id: expect.any(String), kind: 'note', at: expect.any(String), author: staff, text: 'Logo received.' },
    ]);
    const times = thread.body.data.map((entry: { at: string }) => entry.at);
    expect([...times].sort()).toEqual(times);
    // The detail's notes stay what they were: notes, replies and answers, no workflow entries.
    expect((await detail(query.id)).notes.map((note: { kind: string }) => note.kind)).toEqual(['reply', 'inbound', 'note']);

    expect((await app.call('GET', `/api/v1/query/${query.id}/thread`)).status).toBe(401);
    expect((await app.call('GET', '/api/v1/query/00000000-0000-4000-8000-000000000000/thread', { token })).status).toBe(404);
  });

  it('keeps saved replies for staff, and fills {name}, {reference} and {staffName} in a reply when it sends, whatever the client', async () => {
    const saved = async (method: string, route: string, json?: unknown) => app.call(method, `/api/v1/saved-replies${route}`, { token, json });
    const created = await saved('POST', '', { title: 'Format question', body: 'Hi {name}, about {reference}: which format? {unknown} stays. — {staffName}' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ success: true, message: messages.savedReplyCreated, data: { _id: expect.any(String), title: 'Format question' } });
    const id: string = created.body.data._id;
    expect((await saved('POST', '', { title: 'A first one', body: 'Thanks, {name}!' })).status).toBe(201);
    expect((await saved('GET', '')).body.data.map((each: { title: string }) => each.title).slice(0, 2)).toEqual(['A first one', 'Format question']);
    const patched = await saved('PATCH', `/${id}`, { title: 'Which format' });
    expect(patched.body.data, JSON.stringify(patched.body)).toMatchObject({ _id: id, title: 'Which format', body: expect.stringContaining('{name}') });

    // Refused: an empty title, nothing to change, an unknown field, a stranger, an unknown id.
    expect((await saved('POST', '', { title: '', body: 'x' })).status).toBe(400);
    expect((await saved('PATCH', `/${id}`, {})).status).toBe(400);
    expect((await saved('POST', '', { title: 'x', body: 'y', owner: 'me' })).status).toBe(400);
    expect((await app.call('GET', '/api/v1/saved-replies')).status).toBe(401);
    expect((await saved('DELETE', '/00000000-0000-4000-8000-000000000000')).status).toBe(404);

    // Sent as a reply, placeholders and all: the mail and the recorded reply carry the filled text.
    const query = await verifiedQuery();
    const reference = (await detail(query.id)).reference as string;
    const body = (await saved('GET', '')).body.data.find((each: { _id: string }) => each._id === id).body as string;
    const sent = await app.call('POST', `/api/v1/query/${query.id}/reply`, { token, json: { message: body } });
    const filled = `Hi Ada Visitor, about ${reference}: which format? {unknown} stays. — ${staffLogin.email.split('@')[0]!.replace(/^./, (c) => c.toUpperCase())}`;
    expect(sent.body.data.note.text).toBe(filled);
    const mail = await smtp.waitFor((m) => m.to === query.email && m.subject.startsWith('Re:'));
    expect(mail.raw.replace(/=\r?\n/g, '')).toContain(`about ${reference}: which format?`);

    expect((await saved('DELETE', `/${id}`)).body).toMatchObject({ message: messages.savedReplyDeleted, data: { _id: id } });
    expect((await saved('GET', '')).body.data.map((each: { _id: string }) => each._id)).not.toContain(id);
  });
});
