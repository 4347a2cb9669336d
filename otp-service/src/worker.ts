import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { UnrecoverableError, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { z } from 'zod';

import { envVar } from '@agency/server-kit/env';
import { logger } from '@agency/server-kit/logger';
import { createRedis } from '@agency/server-kit/redis';

import { parseWorkerEnv, type WorkerEnv } from './config/env';
import { reportingHere, startHeartbeat } from './heartbeat';
import { createInboundQueue } from './inbound-queue';
import { startInboundSmtp } from './inbound-smtp';
import { createTransport } from './mail/transport';
import { OtpStore } from './otp-store';
import { cappedExponential, createProcessor } from './processor';
import { mailQueueName, type MailJob } from './queue';

const log = logger.child({ name: 'otp-worker' });

/**
 * Starts the mail worker and, unless INBOUND_SMTP_PORT is `off`, the SMTP receiver of visitors'
 * answers; `close()` lets the running sends finish.
 */
export function startWorker(env: WorkerEnv) {
  const connection = createRedis(env.REDIS_URL, 'worker');
  const transport = createTransport(env.SMTP_URL);
  const processor = createProcessor({
    transport,
    store: new OtpStore(connection, env.otpSecret, env.REDIS_PREFIX),
    redis: connection,
    secret: env.otpSecret,
    prefix: env.REDIS_PREFIX,
    from: env.MAIL_FROM,
    brand: env.MAIL_BRAND,
    replyDomain: env.INBOUND_DOMAIN,
  });
  const worker = new Worker<MailJob>(mailQueueName, processor, {
    connection,
    prefix: `${env.REDIS_PREFIX}:bull`,
    concurrency: env.OTP_WORKER_CONCURRENCY,
    // A killed worker's job is picked up again soon: sends take well under a second.
    lockDuration: 15_000,
    stalledInterval: 5_000,
    settings: { backoffStrategy: cappedExponential },
  });
  worker.on('error', (error) => log.warn({ err: error.message }, 'worker error'));
  worker.on('failed', (job, error) => {
    const final = error instanceof UnrecoverableError || (job !== undefined && job.attemptsMade >= (job.opts.attempts ?? 1));
    if (final) log.error({ jobId: job?.id, attempt: job?.attemptsMade, err: error.message }, 'mail not sent; giving up');
    else log.warn({ jobId: job?.id, attempt: job?.attemptsMade, err: error.message }, 'send failed; will retry');
  });
  const heartbeat = startHeartbeat(connection, env.REDIS_PREFIX);
  const inboundQueue = createInboundQueue(connection, env.REDIS_PREFIX);
  const inbound =
    env.INBOUND_SMTP_PORT === 'off'
      ? Promise.resolve(undefined)
      : startInboundSmtp({
          port: env.INBOUND_SMTP_PORT,
          host: env.INBOUND_SMTP_HOST,
          domain: env.INBOUND_DOMAIN,
          secret: env.otpSecret,
          queue: inboundQueue,
          redis: connection,
          prefix: env.REDIS_PREFIX,
        });
  return {
    worker,
    /** The SMTP receiver's port once it listens (undefined when off); rejects when it cannot listen. */
    inboundPort: inbound.then((receiver) => receiver?.port),
    close: async () => {
      await (await inbound.catch(() => undefined))?.close();
      await worker.close();
      await inboundQueue.close();
      await heartbeat.stop().catch((error: Error) => log.warn({ err: error.message }, 'heartbeat not removed; it goes stale in 30 s'));
      transport.close();
      connection.disconnect();
    },
  };
}

/**
 * `worker.mjs --healthcheck`: exits 0 when a worker in this container reported lately (the
 * container's health check), 1 otherwise. It never starts a worker.
 */
async function healthcheck(): Promise<never> {
  // Only where to look: the check needs no secret and no SMTP server.
  const where = z.object({ REDIS_URL: envVar.REDIS_URL, REDIS_PREFIX: envVar.REDIS_PREFIX }).safeParse(process.env);
  if (!where.success) process.exit(1);
  const { REDIS_URL, REDIS_PREFIX } = where.data;
  const redis = new Redis(REDIS_URL, { connectTimeout: 3000, maxRetriesPerRequest: 1, lazyConnect: true });
  redis.on('error', () => undefined);
  const healthy = await redis
    .connect()
    .then(() => reportingHere(redis, REDIS_PREFIX))
    .catch(() => false);
  redis.disconnect();
  process.exit(healthy ? 0 : 1);
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain && process.argv.includes('--healthcheck')) {
  void healthcheck();
} else if (isMain) {
  let running: ReturnType<typeof startWorker>;
  try {
    running = startWorker(parseWorkerEnv());
    await running.inboundPort;
    log.info('otp worker started');
  } catch (error) {
    log.fatal({ err: error }, 'otp worker failed to start');
    process.exit(1);
  }
  const shutdown = (signal: string) => {
    log.info({ signal }, 'otp worker stopping');
    const force = setTimeout(() => process.exit(1), 20_000);
    force.unref();
    running.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));
}
