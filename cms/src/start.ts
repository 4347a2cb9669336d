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
import { liveEvents } from './lib/live-events';
import { whileHolding } from './lib/lease';
import { closeDatabase } from './lib/database';
import { migrate } from './lib/migrate';
import { startSchedules } from './lib/schedules';
import { signInThrottle } from './lib/sign-in-throttle';
import { startInboundConsumer } from './resources/queries/inbound';
import { connectInboxMail } from './resources/queries/staff-notice';
import { sessionTurns } from './resources/users/session-turns';
import { SiteRenderer } from './render/site-renderer';
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
  // Links in mails and the panel's CSRF check name this origin; a request's Host header must never
  // stand in for it. Checked when serving, not when the config loads: the panel's build loads it too.
  if (env.NODE_ENV === 'production' && !env.PUBLIC_URL)
    throw new Error('Invalid environment:\n  PUBLIC_URL: is required in production: the address people reach the site at, e.g. https://www.example.com');
  if (!env.DATABASE_URI)
    throw new Error('DATABASE_URI is not set: `npm start` runs a private PostgreSQL and sets it; started any other way, the server needs postgres://… (or mongodb://…)');
  const redis = createRedis(env.REDIS_URL, 'api');
  const subscriber = createRedis(env.REDIS_URL, 'subscriber');
  responseCache.ttlMs = env.CACHE_TTL_SECONDS * 1000;
  responseCache.connect(redis, subscriber, env.REDIS_PREFIX);
  liveEvents.connect(redis, subscriber, env.REDIS_PREFIX);
  signInThrottle.connect(redis, env.REDIS_PREFIX, env.payloadSecret, {
    failsPerAddress: env.RATE_LIMIT_LOGIN,
    failsPerAccountAddress: env.RATE_LIMIT_LOGIN_ACCOUNT,
  });
  sessionTurns.connect(redis, env.REDIS_PREFIX);

  const payload = await getPayload({ config });
  // One instance at a time: replicas that start together would migrate and seed the same database at once.
  await whileHolding(redis, `${env.REDIS_PREFIX}:boot:migrate-and-seed`, async () => {
    await migrate(payload);
    await seed(payload, env);
  });
  // Periodic work (purge, scheduled publishing) as BullMQ job schedulers, once the tables are there.
  const schedules = await startSchedules({
    payload,
    redisUrl: env.REDIS_URL,
    redis,
    prefix: env.REDIS_PREFIX,
    unverifiedTtlHours: env.QUERY_UNVERIFIED_TTL_HOURS,
    purgeEveryMs: env.QUERY_PURGE_INTERVAL_SECONDS * 1000,
    auditRetentionDays: env.AUDIT_RETENTION_DAYS,
    trashDays: env.TRASH_DAYS,
  });

  const otp = createOtp({
    redis,
    secret: env.otpSecret,
    prefix: env.REDIS_PREFIX,
    log: logger.child({ name: 'otp' }),
    policy: {
      ttlSeconds: env.OTP_TTL_SECONDS,
      cooldownSeconds: env.OTP_RESEND_COOLDOWN_SECONDS,
      sendsPerEmail: env.OTP_SENDS_PER_RECIPIENT,
      sendsPerHour: env.OTP_SENDS_PER_HOUR,
      sendsPerDomainPerHour: env.OTP_SENDS_PER_DOMAIN_PER_HOUR ?? Math.ceil(env.OTP_SENDS_PER_HOUR * 0.4),
      // A network that used half of what one address may submit looks like a flood: it shows a proof of work.
      proofAfterPerNetwork: Math.ceil(env.RATE_LIMIT_QUERY_CREATE / 2),
    },
  });

  const panel = process.env.CMS_PANEL === 'off' ? undefined : await panelHandler();
  const siteDist = path.resolve(root, env.SITE_DIST ?? 'site/dist');
  const site = await SiteRenderer.create(siteDist, payload, responseCache);
  const ctx = { payload, redis, env, cache: responseCache, otp };
  connectInboxMail(ctx);
  // Visitors' answers the worker's SMTP receiver queued, threaded into their queries.
  const inbound = startInboundConsumer(ctx);
  const app = createApp(ctx, { panel, root, siteDist, site });
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
    liveEvents.shutdown();
    server.closeIdleConnections();
    await withDeadline(drained, 5_000, 'http drain');
    server.closeAllConnections();
    await withDeadline(schedules.close(), 5_000, 'periodic work');
    await withDeadline(inbound.close(), 5_000, 'inbound mail');
    await otp.close().catch(() => undefined);
    subscriber.disconnect();
    redis.disconnect();
    await withDeadline(closeDatabase(payload.db), 5_000, 'database close');
  };
  return { server, payload, port: actualPort, close };
}
