// bench/otp: 200 support queries at 20 concurrent through the real product (app, Redis,
// BullMQ, worker, SMTP). Measures the create endpoint's own latency and the time from its
// response to the mail in an SMTP capture, against nodemailer sending the same mails
// straight to the same capture in the same run (the floor: SMTP alone, no queue).
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { renderOtpMail } from '../../otp-service/src/mail/otp-mail';
import { createTransport } from '../../otp-service/src/mail/transport';
import { waitUntil } from '../../otp-service/src/testing/wait';
import { startStack } from '../../scripts/lib/stack.mjs';
import { cpuMs, jsonPoster, percentile, pool } from '../lib/load';
import type { ReceivedMail } from './capture-process';

const here = path.dirname(fileURLToPath(import.meta.url));

const total = 200;
const concurrency = 20;



const ms = (value: number) => value.toFixed(1);

/** The SMTP capture running in `capture-process.ts`: the mails so far, times on this process's clock. */
class RemoteCapture {
  readonly mails: { to: string; receivedAt: number }[] = [];

  private constructor(
    private readonly child: ChildProcess,
    readonly url: string,
  ) {
    child.on('message', (message: { mails?: ReceivedMail[] }) => {
      for (const mail of message.mails ?? []) this.mails.push({ to: mail.to, receivedAt: mail.receivedAtEpoch - performance.timeOrigin });
    });
  }

  static async start(): Promise<RemoteCapture> {
    const child = fork(path.join(here, 'capture-process.ts'), { execArgv: ['--import', 'tsx'] });
    const url = await new Promise<string>((resolve, reject) => {
      child.once('message', (message: { url: string }) => resolve(message.url));
      child.once('exit', (code) => reject(new Error(`the SMTP capture exited with ${code}`)));
    });
    return new RemoteCapture(child, url);
  }

  close(): void {
    this.child.kill();
  }
}

/** Waits until every address has its mail, then checks none is missing or doubled. */
async function deliveries(capture: RemoteCapture, addresses: string[], since: Map<string, number>) {
  // Every mail is stamped where it arrives, so how soon this poll notices changes no figure.
  await waitUntil(
    () => {
      const received = new Set(capture.mails.map((m) => m.to));
      return addresses.every((a) => received.has(a));
    },
    { timeoutMs: 60_000, intervalMs: 20, what: `all ${addresses.length} mails in the capture` },
  );
  const byAddress = new Map<string, number[]>();
  for (const mail of capture.mails) byAddress.set(mail.to, [...(byAddress.get(mail.to) ?? []), mail.receivedAt]);
  const lost = addresses.filter((a) => !byAddress.has(a)).length;
  const duplicated = addresses.filter((a) => (byAddress.get(a)?.length ?? 0) > 1).length;
  const latencies = addresses.map((a) => byAddress.get(a)![0]! - since.get(a)!);
  return { latencies, lost, duplicated };
}

export async function benchOtp(): Promise<{ text: string }> {
  const capture = await RemoteCapture.start();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-otp-'));
  const stack = await startStack({
    log: 'ignore',
    env: {
      DATA_DIR: dataDir,
      PORT: '0',
      REDIS_PORT: '0',
      SMTP_URL: capture.url,
      LOG_LEVEL: 'warn',
      // One client sends every query here, every code to one domain; the per-address limits and the
      // code budgets (which would ask for a proof of work) are not what we measure.
      RATE_LIMIT_QUERY_CREATE: '100000',
      OTP_SENDS_PER_HOUR: '100000',
      OTP_SENDS_PER_DOMAIN_PER_HOUR: '100000',
    },
  });
  const client = jsonPoster(stack.url, concurrency);
  try {
    const run = `${Date.now()}`;
    const submit = async (i: number, label: string) => {
      const email = `${label}-${run}-${i}@bench.example`;
      const started = performance.now();
      const response = await client.post('/api/v1/query/create', {
        name: 'Bench Visitor',
        email,
        phone: '+1 307 555 0100',
        message: 'Timing the verification mail.',
      });
      const answered = performance.now();
      if (response.status !== 201) throw new Error(`create answered ${response.status}: ${response.text}`);
      return { email, createMs: answered - started, answeredAt: answered };
    };

    // Warm-up: the first requests pay for JIT, connections and the database's cache.
    const warm: string[] = [];
    await pool(20, concurrency, async (i) => void warm.push((await submit(i, 'warm')).email));
    await deliveries(capture, warm, new Map(warm.map((a) => [a, 0])));
    capture.mails.length = 0;

    // The product: create → queue → worker → SMTP.
    const pids = ['app', 'otp-worker'].map((name) => stack.children.find((child) => child.name === name)!.pid!);
    const cpuBefore = pids.map(cpuMs);
    const createMs: number[] = [];
    const answeredAt = new Map<string, number>();
    await pool(total, concurrency, async (i) => {
      const result = await submit(i, 'q');
      createMs.push(result.createMs);
      answeredAt.set(result.email, result.answeredAt);
    });
    const product = await deliveries(capture, [...answeredAt.keys()], answeredAt);
    const [appCpu, workerCpu] = pids.map((pid, i) => (cpuMs(pid) - cpuBefore[i]!) / total);
    capture.mails.length = 0;

    // The floor: the same mail sent by nodemailer straight to the same capture.
    const transport = createTransport(capture.url);
    const sentAt = new Map<string, number>();
    await pool(total, concurrency, async (i) => {
      const email = `direct-${run}-${i}@bench.example`;
      const mail = renderOtpMail({ name: 'Bench Visitor', code: 'AB12CD', validMinutes: 10, brand: 'Cutroom Studio' });
      sentAt.set(email, performance.now());
      await transport.sendMail({ from: 'bench@bench.example', to: email, ...mail });
    });
    transport.close();
    const direct = await deliveries(capture, [...sentAt.keys()], sentAt);

    const rows = [
      ['create → inbox (queue + worker)', product.latencies],
      ['nodemailer direct (baseline)', direct.latencies],
    ] as const;
    const lines = [
      `### bench/otp — ${total} submissions, ${concurrency} concurrent (${new Date().toISOString().slice(0, 10)})`,
      '',
      '| path | p50 ms | p99 ms | max ms | lost | duplicated |',
      '|---|---:|---:|---:|---:|---:|',
      ...rows.map(([label, values]) => {
        const faults = label.startsWith('create') ? product : direct;
        return `| ${label} | ${ms(percentile(values, 50))} | ${ms(percentile(values, 99))} | ${ms(Math.max(...values))} | ${faults.lost} | ${faults.duplicated} |`;
      }),
      '',
      `POST /api/v1/query/create: p50 ${ms(percentile(createMs, 50))} ms, p99 ${ms(percentile(createMs, 99))} ms (target p99 < 50 ms).`,
      `CPU per submission, until its mail arrived: app ${appCpu!.toFixed(2)} ms, worker ${workerCpu!.toFixed(2)} ms (all on the same two cores as Redis, the SMTP capture and this client).`,
      `Inbox latency ratio, product / direct: p50 ${(percentile(product.latencies, 50) / percentile(direct.latencies, 50)).toFixed(2)}×, p99 ${(percentile(product.latencies, 99) / percentile(direct.latencies, 99)).toFixed(2)}× (targets: p50 < 150 ms, p99 < 500 ms).`,
    ];
    return { text: lines.join('\n') };
  } finally {
    client.close();
    await stack.stop();
    capture.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
