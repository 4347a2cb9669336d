// bench/inbound: visitors' answers into their query, one after another (the latency a visitor's
// answer sees, not a burst's throughput), through the real product (`npm start`'s stack). Over
// SMTP: the worker's receiver takes the message, queues it, and an app replica threads it; timed
// from the start of the SMTP send to the `query.thread` event on another staff member's event
// stream, and to that screen's read of the thread showing the answer (what the dashboard does on
// the event). The baseline, in the same run: the provider hook, which threads in the request,
// timed from the request to its 202 (the threading alone, no SMTP, no queue, no event).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import nodemailer from 'nodemailer';

import { replyAddress } from '../../otp-service/src/reply-address';
import { SmtpCapture } from '../../otp-service/src/testing/smtp-capture';
import { loadSecrets } from '../../server-kit/src/secrets';
import { startStack } from '../../scripts/lib/stack.mjs';
import { percentile, pool } from '../lib/load';
import { isOpenStream, openEventStream } from '../../cms/src/testing/event-stream';

const total = 100;
const concurrency = 1;


const ms = (value: number) => value.toFixed(0);

export async function benchInbound(): Promise<{ text: string }> {
  const capture = await SmtpCapture.create();
  await capture.listen();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-inbound-'));
  const stack = await startStack({
    log: 'ignore',
    env: { DATA_DIR: dataDir, PORT: '0', REDIS_PORT: '0', INBOUND_SMTP_PORT: '0', SMTP_URL: capture.url, LOG_LEVEL: 'warn' },
  });
  const api = async (method: string, route: string, init: { json?: unknown; token?: string; raw?: string; headers?: Record<string, string> } = {}) => {
    const response = await fetch(`${stack.url}/api/v1${route}`, {
      method,
      headers: {
        ...(init.json !== undefined ? { 'Content-Type': 'application/json' } : {}),
        ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
        ...init.headers,
      },
      body: init.json !== undefined ? JSON.stringify(init.json) : init.raw,
    });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- response bodies are read field by field
    return { status: response.status, body: (await response.json()) as { data: any } };
  };
  try {
    const token: string = (await api('POST', '/auth/login', { json: { email: stack.env.ADMIN_EMAIL, password: stack.env.ADMIN_PASSWORD } })).body.data.token;
    const email = `answers-${Date.now()}@bench.example`;
    const id: string = (await api('POST', '/query/create', { json: { name: 'Bench Visitor', email, phone: '+1 307 555 0100', message: 'Timing the answers.' } })).body.data.id;
    const { code } = await capture.waitFor((mail) => mail.to === email && mail.code !== undefined);
    if ((await api('POST', '/query/verify-otp', { json: { otp: code, queryId: id } })).status !== 200) throw new Error('not verified');
    const to = replyAddress(loadSecrets(dataDir).otpSecret, id, 'cutroomstudio.com');
    const port = Number(stack.env.INBOUND_SMTP_PORT);

    // Another staff member's screen: its event stream (a ticket, as the dashboard opens it).
    const ticket: string = (await api('POST', '/events/ticket', { token })).body.data.ticket;
    const stream = await openEventStream(`${stack.url}/api/v1/events?ticket=${ticket}`);
    if (!isOpenStream(stream)) throw new Error(`the event stream answered ${stream.status}`);

    // SMTP: the send starts the clock; the event, then the thread read that shows the answer, stop it.
    const transport = nodemailer.createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true, pool: true, maxConnections: concurrency });
    const toEvent: number[] = [];
    const toScreen: number[] = [];
    await pool(total, concurrency, async (i) => {
      const text = `SMTP answer ${i}.`;
      const event = stream.next((heard) => heard.type === 'query.thread' && 'id' in heard.data && heard.data.id === id, 10_000);
      const started = performance.now();
      await transport.sendMail({ from: email, to, subject: 'Re', messageId: `<smtp-${i}-${Date.now()}@bench.example>`, text });
      await event;
      toEvent.push(performance.now() - started);
      const thread = (await api('GET', `/query/${id}/thread`, { token })).body.data as { kind: string; text?: string }[];
      if (!thread.some((entry) => entry.kind === 'inbound' && entry.text === text)) throw new Error(`answer ${i} not in the thread after its event`);
      toScreen.push(performance.now() - started);
    });
    transport.close();
    stream.close();
    const smtp = toScreen;

    // The baseline: the provider hook threads in the request.
    const hook: number[] = [];
    await pool(total, concurrency, async (i) => {
      const raw = `From: ${email}\r\nTo: ${to}\r\nSubject: Re\r\nMessage-ID: <hook-${i}-${Date.now()}@bench.example>\r\n\r\nHook answer ${i}.\r\n`;
      const started = performance.now();
      const { status } = await api('POST', '/inbound/mail', { raw, headers: { 'Content-Type': 'message/rfc822', Authorization: `Bearer ${stack.env.INBOUND_WEBHOOK_SECRET}` } });
      if (status !== 202) throw new Error(`the hook answered ${status}`);
      hook.push(performance.now() - started);
    });

    const lines = [
      `### bench/inbound — ${total} answers into one query, one at a time (${new Date().toISOString().slice(0, 10)})`,
      '',
      '| path | p50 ms | p95 ms | max ms | threaded |',
      '|---|---:|---:|---:|---:|',
      `| SMTP send → \`query.thread\` on another staff stream | ${ms(percentile(toEvent, 50))} | ${ms(percentile(toEvent, 95))} | ${ms(Math.max(...toEvent))} | ${toEvent.length} of ${total} |`,
      `| SMTP send → that screen's thread read shows it (receiver, queue, app, event, read) | ${ms(percentile(smtp, 50))} | ${ms(percentile(smtp, 95))} | ${ms(Math.max(...smtp))} | ${smtp.length} of ${total} |`,
      `| provider hook → 202 (baseline: threading alone) | ${ms(percentile(hook, 50))} | ${ms(percentile(hook, 95))} | ${ms(Math.max(...hook))} | ${hook.length} of ${total} |`,
      '',
      `Ratio, SMTP to the screen / hook: p50 ${(percentile(smtp, 50) / percentile(hook, 50)).toFixed(2)}×, p95 ${(percentile(smtp, 95) / percentile(hook, 95)).toFixed(2)}× (issue 24's target: threaded and on another screen within 2 s, p95).`,
    ];
    return { text: lines.join('\n') };
  } finally {
    await stack.stop();
    await capture.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
