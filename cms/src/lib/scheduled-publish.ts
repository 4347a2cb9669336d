import type { Config, Payload } from 'payload';

import type { Redis } from '@agency/server-kit/redis';

import { ifFree } from './lease';

/**
 * Payload's jobs queue: `versions.drafts.schedulePublish` adds its `schedulePublish` task, and
 * nothing in Payload runs it (no `autoRun`, no `cron: true`): the `publish-scheduled-documents`
 * scheduler (schedules.ts) calls `runDueJobs` every two seconds. Publishing by a job goes through
 * the collection's hooks in its own transaction, so the caches drop on commit on every instance as
 * for any publish (decision 013).
 */
export const jobs: NonNullable<Config['jobs']> = {
  // Staff only: the panel's "schedule publish" queues jobs through the Local API with the editor's session.
  access: { run: ({ req }) => Boolean(req.user), queue: ({ req }) => Boolean(req.user), cancel: ({ req }) => Boolean(req.user) },
};

/**
 * Runs Payload's due jobs, on one instance at a time. Payload claims jobs by reading the pending
 * ones and then marking them `processing` (drizzle's updateJobs: a find, then one update per row),
 * not in one atomic statement, so two runs at once could both claim and publish the same document
 * (measured on PostgreSQL, lib/drafts-suite.ts). BullMQ starts each tick once, but a tick can
 * start on one instance while the last one still runs on another: the lease skips it then.
 */
export async function runDueJobs(payload: Payload, redis: Redis, prefix: string): Promise<{ ran: boolean }> {
  const run = await ifFree(redis, `${prefix}:lease:jobs`, () => payload.jobs.run({ queue: 'default', limit: 10 }), { leaseMs: 15_000 });
  return { ran: run.ran };
}
