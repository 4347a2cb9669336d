import { Queue, UnrecoverableError, Worker } from 'bullmq';
import type { Payload } from 'payload';

import { logger } from '@agency/server-kit/logger';
import { createRedis, type Redis } from '@agency/server-kit/redis';

import { removeExpiredTrash, removeOldAuditEntries, removeStaleQueries } from './cleanup';
import { runDueJobs } from './scheduled-publish';

const log = logger.child({ name: 'schedules' });

/** The BullMQ queue of the app's periodic work; its job schedulers are listed by `queue.getJobSchedulers()`. */
export const periodicQueueName = 'periodic';

export interface SchedulesOptions {
  payload: Payload;
  redisUrl: string;
  /** The app's API connection: the lease of Payload's jobs. */
  redis: Redis;
  prefix: string;
  unverifiedTtlHours: number;
  purgeEveryMs: number;
  auditRetentionDays: number;
  trashDays: number;
}

/**
 * The app's periodic work as BullMQ job schedulers, and the worker that runs it. Every app
 * instance upserts the same schedulers (an upsert of an existing one changes nothing but its
 * settings) and runs a worker: BullMQ makes one job per tick and hands it to one worker, so N
 * instances purge once and publish once. It runs in the app process, not in the mail worker,
 * because both jobs need Payload and the mail worker has no database (decision 026).
 */
export async function startSchedules({ payload, redisUrl, redis, prefix, unverifiedTtlHours, purgeEveryMs, auditRetentionDays, trashDays }: SchedulesOptions) {
  const schedules: Record<string, { every: number; run: () => Promise<void> }> = {
    'purge-unverified-queries': {
      every: purgeEveryMs,
      run: async () => {
        const removed = await removeStaleQueries(payload, unverifiedTtlHours);
        if (removed) log.info({ removed, maxAgeHours: unverifiedTtlHours }, 'removed unverified queries');
      },
    },
    'purge-audit-log': {
      every: purgeEveryMs,
      run: async () => {
        const removed = await removeOldAuditEntries(payload, auditRetentionDays);
        if (removed) log.info({ removed, retentionDays: auditRetentionDays }, 'removed old audit entries');
      },
    },
    'purge-trash': {
      every: purgeEveryMs,
      run: async () => {
        const removed = await removeExpiredTrash(payload, trashDays);
        if (removed) log.info({ removed, trashDays }, 'removed what was in the trash too long');
      },
    },
    'publish-scheduled-documents': {
      every: 2_000,
      run: async () => void (await runDueJobs(payload, redis, prefix)),
    },
  };

  const connection = createRedis(redisUrl, 'worker');
  const bull = { connection, prefix: `${prefix}:bull` };
  const queue = new Queue(periodicQueueName, bull);
  for (const [id, { every }] of Object.entries(schedules)) {
    // A tick that failed is not retried: the next one comes soon and does the same work.
    await queue.upsertJobScheduler(id, { every }, { name: id, opts: { removeOnComplete: true, removeOnFail: { count: 100 } } });
  }
  // Schedulers an earlier version defined and this one does not.
  for (const { key } of await queue.getJobSchedulers()) if (!(key in schedules)) await queue.removeJobScheduler(key);

  const worker = new Worker(
    periodicQueueName,
    async (job) => {
      const schedule = schedules[job.name];
      if (!schedule) throw new UnrecoverableError(`no periodic work is called ${job.name}`);
      await schedule.run();
    },
    // Two at once, so a long purge does not hold scheduled publishing back.
    { ...bull, concurrency: 2 },
  );
  worker.on('error', (error) => log.warn({ err: error.message }, 'periodic worker error'));
  worker.on('failed', (job, error) =>
    log.warn({ job: job?.name, err: error.message }, 'periodic work failed; the next tick runs it again'),
  );

  return {
    queue,
    close: async () => {
      await worker.close();
      await queue.close();
      connection.disconnect();
    },
  };
}
