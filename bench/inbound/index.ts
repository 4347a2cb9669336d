// bench/inbound: visitors' answers into their query, one after another (the latency a visitor's
// answer sees, not a burst's throughput), through the real product (`npm start`'s stack). Over
// SMTP: the worker's receiver takes the message, queues it, and an app replica threads it; timed
// from the start of the SMTP send to the answer showing in the query's thread (polled every 10 ms,
// as a screen would be told). The baseline, in the same run: the provider hook, which threads in
// the request, timed from the request to its 202 (the threading alone, no SMTP and no queue).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import nodemailer from 'nodemailer';

import { replyAddress } from '../../otp-service/src/reply-address';
import { SmtpCapture } from '../../otp-service/src/testing/smtp-capture';
import { loadSecrets } from '../../server-kit/src/secrets';
import { startStack } from '../../scripts/lib/stack.mjs';
import { percentile, pool } from '../lib/load';

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

    // SMTP: the send starts the clock; a poll of the thread (every 10 ms) stops it for each answer.
    const transport = nodemailer.createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true, pool: true, maxConnections: concurrency });
    const sentAt = new Map<string, number>();
    const seenAt = new Map<string, number>();
    let polling = true;
    const poll = (async () => {
      while (polling) {
        const thread = (await api('GET', `/query/${id}/thread`, { token })).body.data as { kind: string; text?: string }[];
        const now = performance.now();
        for (const entry of thread) if (entry.kind === 'inbound' && entry.text && !seenAt.has(entry.text)) seenAt.set(entry.text, now);
        if (seenAt.size >= total) return;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    })();
    await pool(total, concurrency, async (i) => {
      const text = `SMTP answer ${i}.`;
      sentAt.set(text, performance.now());
      await transport.sendMail({ from: email, to, subject: 'Re', messageId: `<smtp-${i}-${Date.now()}@bench.example>`, text });
      const until = Date.now() + 10_000;
      while (!seenAt.has(text) && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 2));
    });
    const deadline = Date.now() + 60_000;
    while (seenAt.size < total && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    polling = false;
    await poll;
    transport.close();
    const smtp = [...sentAt].flatMap(([text, at]) => (seenAt.has(text) ? [seenAt.get(text)! - at] : []));

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
      `| SMTP send → in the thread (receiver, queue, app) | ${ms(percentile(smtp, 50))} | ${ms(percentile(smtp, 95))} | ${ms(Math.max(...smtp))} | ${smtp.length} of ${total} |`,
      `| provider hook → 202 (baseline: threading alone) | ${ms(percentile(hook, 50))} | ${ms(percentile(hook, 95))} | ${ms(Math.max(...hook))} | ${hook.length} of ${total} |`,
      '',
      `Ratio, SMTP / hook: p50 ${(percentile(smtp, 50) / percentile(hook, 50)).toFixed(2)}×, p95 ${(percentile(smtp, 95) / percentile(hook, 95)).toFixed(2)}× (issue 24's target: threaded and on another screen within 2 s, p95).`,
    ];
    return { text: lines.join('\n') };
  } finally {
    await stack.stop();
    await capture.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
