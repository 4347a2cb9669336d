import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import type { Server } from 'node:http';
import { getPayload, type Payload } from 'payload';

import { createOtp } from '@agency/otp-service';
import { logger } from '@agency/server-kit/logger';
import { createRedis } from '@agency/server-kit/redis';

import { createApp } from './http-app';
import { env } from './config/env';
import { responseCache } from './lib/cache';
import { scheduleCleanup } from './lib/cleanup';
import { whileHolding } from './lib/boot-lock';
import { checkFastInserts, closeDatabase, serializeSqliteWrites } from './lib/database';
import { migrate } from './lib/migrate';
import { jobRunner, stopJobs } from './lib/scheduled-publish';
import { signInThrottle } from './lib/sign-in-throttle';
import { sessionTurns } from './resources/users/session-turns';
import { SiteRenderer } from './lib/site-renderer';
import { seed } from './seed';
import config from './payload.config';

const cmsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const root = path.resolve(cmsDir, '..');
const log = logger.child({ name: 'app' });

async function panelHandler() {
  if (!existsSync(path.join(cmsDir, '.next', 'BUILD_ID'))) {
    log.warn('CMS panel is not built (cms/.next); /cms answers 503 until `npm run build`');
    return undefined;
  }
  process.env.DISABLE_PAYLOAD_HMR = 'true';
  const { default: next } = await import('next');
  const nextApp = next({ dev: false, dir: cmsDir, quiet: true });
  await nextApp.prepare();
  const handle = nextApp.getRequestHandler();
  return (req: Parameters<typeof handle>[0], res: Parameters<typeof handle>[1]) => void handle(req, res);
}

/** Waits for `promise`, but no longer than `ms`: shutdown must never hang on one part. */
async function withDeadline(promise: Promise<unknown>, ms: number, what: string): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), ms)));
  const outcome = await Promise.race([promise.then(() => 'done' as const), late]).finally(() => clearTimeout(timer));
  if (outcome === 'late') log.warn({ what, ms }, 'shutdown step did not finish in time; going on');
}

export interface Running {
  server: Server;
  payload: Payload;
  port: number;
  close: () => Promise<void>;
}

/** Boots Payload, migrates, seeds, and serves everything on one port. */
export async function start(port = env.PORT): Promise<Running> {
  const redis = createRedis(env.REDIS_URL, 'api');
  const subscriber = createRedis(env.REDIS_URL, 'subscriber');
  responseCache.ttlMs = env.CACHE_TTL_SECONDS * 1000;
  responseCache.connect(redis, subscriber, env.REDIS_PREFIX);
  signInThrottle.connect(redis, env.REDIS_PREFIX, env.payloadSecret, {
    failsPerAddress: env.RATE_LIMIT_LOGIN,
    failsPerAccountAddress: env.RATE_LIMIT_LOGIN_ACCOUNT,
  });
  sessionTurns.connect(redis, env.REDIS_PREFIX);

  const payload = await getPayload({ config, cron: true }); // cron: Payload's jobs queue (scheduled publishing)
  serializeSqliteWrites(payload.db);
  await checkFastInserts(payload); // stops start-up if insertRow would now skip a hook, default or check
  // One instance at a time: replicas that start together would migrate and seed the same database at once.
  await whileHolding(redis, `${env.REDIS_PREFIX}:boot:migrate-and-seed`, async () => {
    await migrate(payload);
    await seed(payload, env);
  });
  jobRunner.connect(redis, env.REDIS_PREFIX); // due jobs run once the tables are there

  const otp = createOtp({
    redis,
    secret: env.otpSecret,
    prefix: env.REDIS_PREFIX,
    log: logger.child({ name: 'otp' }),
    policy: { ttlSeconds: env.OTP_TTL_SECONDS, cooldownSeconds: env.OTP_RESEND_COOLDOWN_SECONDS, sendsPerHour: env.OTP_SENDS_PER_HOUR },
  });
  const stopCleanup = scheduleCleanup(payload, redis, env.REDIS_PREFIX, env.QUERY_UNVERIFIED_TTL_HOURS);

  const panel = process.env.CMS_PANEL === 'off' ? undefined : await panelHandler();
  const site = await SiteRenderer.create(path.join(root, 'site/dist'), payload, responseCache);
  const app = createApp({ payload, redis, env, cache: responseCache, otp }, { panel, root, site });
  const server = await new Promise<Server>((resolve, reject) => {
    const listening = app.listen(port, env.host, (error?: Error) => (error ? reject(error) : resolve(listening)));
  });
  server.keepAliveTimeout = 65_000;
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  log.info({ host: env.host, port: actualPort }, 'app server listening');

  const close = async () => {
    // Drain: no new connections, idle keep-alive sockets closed now, busy ones given a few seconds.
    const drained = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    await withDeadline(drained, 5_000, 'http drain');
    server.closeAllConnections();
    stopCleanup();
    await stopJobs(payload);
    await otp.close().catch(() => undefined);
    subscriber.disconnect();
    redis.disconnect();
    await withDeadline(closeDatabase(payload.db), 5_000, 'database close');
  };
  return { server, payload, port: actualPort, close };
}
