import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

import { Redis } from 'ioredis';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { replyAddress } from '@agency/otp-service';
import { SmtpCapture } from '@agency/otp-service/testing/smtp-capture';
import { freePort } from '@agency/otp-service/testing/redis-server';
import { loadSecrets } from '@agency/server-kit/secrets';

import { bootApp, type TestApp } from '../../testing/boot';

const root = path.resolve(import.meta.dirname, '../../../..');
const prefix = `inbound-kill-${process.pid}`;
const total = 200;

const portOpen = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

async function until(check: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe("visitors' answers when the SMTP receiver's process is killed", () => {
  let app: TestApp;
  let smtp: SmtpCapture;
  let worker: ChildProcess | undefined;

  beforeAll(async () => {
    smtp = await SmtpCapture.create();
    await smtp.listen();
    app = await bootApp({ redisUrl: inject('redisUrl'), prefix, env: { RATE_LIMIT_QUERY_CREATE: '100', RATE_LIMIT_OTP_VERIFY: '100' } });
  });

  afterAll(async () => {
    worker?.kill('SIGKILL');
    await app?.stop();
    await smtp?.close();
  });

  it(`threads ${total} answers, none lost and none twice, though the receiver is killed with SIGKILL mid-stream and senders retry as mail servers do`, async () => {
    const port = await freePort();
    const spawnWorker = async () => {
      worker = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'otp-service/src/worker.ts')], {
        env: { ...process.env, SMTP_URL: smtp.url, REDIS_URL: inject('redisUrl'), REDIS_PREFIX: prefix, DATA_DIR: app.dataDir, INBOUND_SMTP_PORT: String(port), LOG_LEVEL: 'error' },
        stdio: 'ignore',
      });
      await until(() => portOpen(port), 30_000, 'the receiver listening');
    };
    await spawnWorker();

    const email = 'durable@example.com';
    const created = await app.call('POST', '/api/v1/query/create', { json: { name: 'Durable Visitor', email, phone: '+1 555 010 2000', message: 'Many answers follow.' } });
    const id: string = created.body.data.id;
    const { code } = await smtp.waitFor((m) => m.to === email && m.code !== undefined);
    expect((await app.call('POST', '/api/v1/query/verify-otp', { json: { otp: code, queryId: id } })).status).toBe(200);
    const to = replyAddress(loadSecrets(app.dataDir).otpSecret, id, 'cutroomstudio.com');

    // A sending mail server: a refused connection, a cut session or a 4xx means "try again later".
    let accepted = 0;
    let retries = 0;
    const send = async (i: number) => {
      const mail = { from: email, to, subject: `Answer ${i}`, messageId: `<answer-${i}@visitor.example>`, text: `Answer number ${i}.` };
      for (;;) {
        const transport = nodemailer.createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true, connectionTimeout: 2000, socketTimeout: 5000 });
        try {
          await transport.sendMail(mail);
          accepted++;
          return;
        } catch (error) {
          const { responseCode } = error as { responseCode?: number };
          if (responseCode !== undefined && responseCode >= 500) throw error;
          retries++;
          await new Promise((resolve) => setTimeout(resolve, 100));
        } finally {
          transport.close();
        }
      }
    };

    const killAfter = Math.floor(total / 3);
    let next = 0;
    let killed: Promise<void> | undefined;
    const lane = async () => {
      while (next < total) {
        const i = next++;
        await send(i);
        if (accepted === killAfter && !killed) {
          killed = (async () => {
            worker!.kill('SIGKILL');
            await new Promise((resolve) => worker!.once('exit', resolve));
            await spawnWorker();
          })();
        }
      }
    };
    await Promise.all(Array.from({ length: 8 }, lane));
    await killed;
    expect(accepted).toBe(total);

    const texts = async () =>
      ((await app.call('GET', `/api/v1/query/${id}`, { token: await app.token() })).body.data.notes as { kind: string; text: string }[])
        .filter((note) => note.kind === 'inbound')
        .map((note) => note.text);
    await until(async () => (await texts()).length >= total, 60_000, `${total} answers threaded`);
    // Every message taken, some twice (a sender retried after the kill): once the queue is empty, each is kept once.
    const redis = new Redis(inject('redisUrl'));
    try {
      const queued = async () =>
        (await redis.llen(`${prefix}:bull:inbound-mail:wait`)) +
        (await redis.llen(`${prefix}:bull:inbound-mail:active`)) +
        (await redis.zcard(`${prefix}:bull:inbound-mail:delayed`));
      await until(async () => (await queued()) === 0, 30_000, 'the inbound queue drained');
    } finally {
      redis.disconnect();
    }
    const kept = await texts();
    expect(kept).toHaveLength(total);
    expect(new Set(kept)).toEqual(new Set(Array.from({ length: total }, (_, i) => `Answer number ${i}.`)));
    process.stdout.write(`inbound durability: ${total} accepted, ${retries} retries by senders, ${kept.length} threaded once each\n`);
  });
});
