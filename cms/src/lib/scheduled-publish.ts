import { randomUUID } from 'node:crypto';

import type { Config, Payload } from 'payload';

import { logger } from '@agency/server-kit/logger';
import type { Redis } from '@agency/server-kit/redis';

const log = logger.child({ name: 'jobs' });

// Renews or releases the lease only while it is still this holder's.
const renewScript = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('PEXPIRE', KEYS[1], ARGV[2]) end return 0`;
const releaseScript = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0`;

/**
 * One job runner across every app instance. Payload claims jobs by reading the pending ones and
 * then marking them `processing` (drizzle's updateJobs: a find, then one update per row), not in
 * one atomic statement, so two instances polling at once could both claim and run the same
 * scheduled publish. Only the holder of this Redis lease runs the queue; it renews the lease on
 * every tick, and when it stops (or dies) another instance takes over once the lease lapses.
 */
export class JobRunnerLease {
  private redis: Redis | undefined;
  private key = '';
  private readonly token = randomUUID();

  constructor(private readonly leaseMs = 15_000) {}

  connect(redis: Redis, prefix: string): void {
    this.redis = redis;
    this.key = `${prefix}:lock:jobs`;
  }

  /** Whether this instance runs the queue now: it holds (or has just taken) the lease. */
  async mayRun(): Promise<boolean> {
    const redis = this.redis;
    if (!redis || redis.status !== 'ready') return false;
    try {
      if ((await redis.set(this.key, this.token, 'PX', this.leaseMs, 'NX')) === 'OK') return true;
      return (await redis.eval(renewScript, 1, this.key, this.token, String(this.leaseMs))) === 1;
    } catch (error) {
      log.warn({ err: (error as Error).message }, 'job runner lease not checked; skipping this tick');
      return false;
    }
  }

  /** Stops running jobs here and hands the lease on at once. */
  async release(): Promise<void> {
    const redis = this.redis;
    this.redis = undefined;
    if (redis?.status === 'ready') await redis.eval(releaseScript, 1, this.key, this.token).catch(() => undefined);
  }
}

// Next's bundle of the panel and the Express server load this module separately in one process.
const holder = globalThis as typeof globalThis & { __agencyJobRunner?: JobRunnerLease };
export const jobRunner: JobRunnerLease = (holder.__agencyJobRunner ??= new JobRunnerLease());

/** How often the runner looks for due jobs (a six-field cron: seconds first). */
export const jobsCron = '*/2 * * * * *';

/**
 * Payload's jobs queue: `versions.drafts.schedulePublish` adds its `schedulePublish` task, and
 * the app process started with `getPayload({ cron: true })` (server.ts) runs due jobs on this cron,
 * on the lease holder only. Publishing by a job goes through the collection's hooks in its own
 * transaction, so the caches drop on commit on every instance as for any publish (decision 013).
 */
export const jobs: NonNullable<Config['jobs']> = {
  autoRun: [{ cron: jobsCron, queue: 'default', limit: 10 }],
  shouldAutoRun: () => jobRunner.mayRun(),
  // Staff only: the panel's "schedule publish" queues jobs through the Local API with the editor's session.
  access: { run: ({ req }) => Boolean(req.user), queue: ({ req }) => Boolean(req.user), cancel: ({ req }) => Boolean(req.user) },
};

/** Stops this process's job crons (Payload starts them with `cron: true` and stops them only in `destroy`). */
export async function stopJobs(payload: Payload): Promise<void> {
  await Promise.all(payload.crons.splice(0).map((cron) => cron.stop()));
  await jobRunner.release();
}
