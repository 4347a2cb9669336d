import { Queue, QueueEvents } from 'bullmq';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { createRedis, type Redis } from '@agency/server-kit/redis';

import { bootApp, staffLogin, type TestApp } from '../testing/boot';
import { startSchedules } from './schedules';

const prefix = `schedules-${process.pid}`;
const poll = { timeout: 30_000, interval: 200 };
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3600 * 1000).toISOString();

/**
 * Periodic work (the purge of unverified queries, scheduled publishing) is a BullMQ job scheduler
 * on one queue: whoever looks at the queue sees it, and a worker runs each tick once.
 */
describe('periodic work as BullMQ job schedulers', () => {
  let app: TestApp;
  let connection: Redis;
  let queue: Queue;

  beforeAll(async () => {
    app = await bootApp({ redisUrl: inject('redisUrl'), prefix, env: { QUERY_PURGE_INTERVAL_SECONDS: '1' } });
    connection = createRedis(inject('redisUrl'), 'worker');
    queue = new Queue('periodic', { connection, prefix: `${prefix}:bull` });
  }, 180_000);

  afterAll(async () => {
    await queue?.close();
    connection?.disconnect();
    await app?.stop();
  });

  it('lists the purge and the scheduled publishing among the queue’s schedulers', async () => {
    const schedulers = await queue.getJobSchedulers();
    expect(schedulers.map(({ key, every }) => ({ key, every })).sort((a, b) => a.key.localeCompare(b.key))).toEqual([
      { key: 'publish-scheduled-documents', every: 2000 },
      { key: 'purge-audit-log', every: 1000 },
      { key: 'purge-trash', every: 1000 },
      { key: 'purge-unverified-queries', every: 1000 },
    ]);
    // Nothing else runs it on a timer: Payload's own job crons are off.
    expect(app.payload.crons).toHaveLength(0);
  });

  it('purges an unverified query past its age, and keeps a fresh one and a verified old one', async () => {
    const visitor = (name: string) => ({ name, email: `${name.toLowerCase()}@example.com`, phone: '+1 555 0100', message: 'Hello' });
    const create = async (name: string, createdAt: string, isVerified: boolean) => {
      const doc = await app.payload.create({ collection: 'queries', data: { ...visitor(name), isVerified, createdAt }, depth: 0 });
      expect(doc.createdAt).toBe(createdAt);
      return doc.id;
    };
    const expired = await create('Expired', hoursAgo(25), false);
    const fresh = await create('Fresh', hoursAgo(1), false);
    const verified = await create('Verified', hoursAgo(25), true);
    const exists = async (id: string) =>
      (await app.payload.count({ collection: 'queries', where: { id: { equals: id } } })).totalDocs === 1;
    await expect.poll(() => exists(expired), poll).toBe(false);
    expect(await exists(fresh)).toBe(true);
    expect(await exists(verified)).toBe(true);
  }, 60_000);

  it('purges audit entries past the retention (AUDIT_RETENTION_DAYS), and keeps the rest', async () => {
    const entry = async (daysAgo: number) =>
      (
        await app.payload.create({
          collection: 'audit-entries',
          data: { action: 'update', resource: 'packages', createdAt: hoursAgo(daysAgo * 24) },
          depth: 0,
        })
      ).id;
    const old = await entry(366);
    const recent = await entry(364);
    const exists = async (id: string) => (await app.payload.count({ collection: 'audit-entries', where: { id: { equals: id } } })).totalDocs === 1;
    await expect.poll(() => exists(old), poll).toBe(false);
    expect(await exists(recent)).toBe(true);
  }, 60_000);

  it('publishes a scheduled draft once its time has come', async () => {
    const { payload } = app;
    const [editor] = (await payload.find({ collection: 'users', where: { email: { equals: staffLogin.email } }, limit: 1 })).docs;
    const [refund] = (await payload.find({ collection: 'legal-pages', where: { slug: { equals: 'refund-policy' } } })).docs;
    await payload.update({
      collection: 'legal-pages',
      id: refund!.id,
      data: { title: 'Refunds (scheduled)' },
      draft: true,
      user: editor,
      overrideAccess: false,
    });
    const at = new Date(Date.now() + 3_000);
    await payload.jobs.queue({
      task: 'schedulePublish',
      input: { type: 'publish', doc: { relationTo: 'legal-pages', value: refund!.id }, user: { relationTo: 'users', value: editor!.id } },
      waitUntil: at,
    });
    const published = async () => (await payload.findByID({ collection: 'legal-pages', id: refund!.id, depth: 0 })).title;
    expect(await published()).toBe('Refund Policy');

    await expect.poll(published, poll).toBe('Refunds (scheduled)');
    expect(Date.now()).toBeGreaterThanOrEqual(at.getTime());
  }, 60_000);

  it('runs each tick once when a second instance schedules and works the same queue', async () => {
    const events = new QueueEvents('periodic', { connection: createRedis(inject('redisUrl'), 'worker'), prefix: `${prefix}:bull` });
    await events.waitUntilReady();
    const completed: string[] = [];
    events.on('completed', ({ jobId }) => completed.push(jobId));
    const ticks = (id: string) => completed.filter((jobId) => jobId.startsWith(`repeat:${id}:`)).length;
    const since = Date.now();
    const second = await startSchedules({
      payload: app.payload,
      redisUrl: inject('redisUrl'),
      redis: connection,
      prefix,
      unverifiedTtlHours: 24,
      purgeEveryMs: 1000,
      auditRetentionDays: 365,
      trashDays: 30,
    });
    try {
      await expect.poll(() => ticks('publish-scheduled-documents'), poll).toBeGreaterThanOrEqual(6);
      const elapsedMs = Date.now() - since;
      // Ticks fall on multiples of the interval, and one may have been under way at the start; two
      // instances each ticking on its own would make twice as many.
      expect(ticks('publish-scheduled-documents'), completed.join(' ')).toBeLessThanOrEqual(Math.floor(elapsedMs / 2000) + 2);
      expect(ticks('purge-unverified-queries'), completed.join(' ')).toBeLessThanOrEqual(Math.floor(elapsedMs / 1000) + 2);
      expect(await queue.getJobSchedulersCount()).toBe(4);
    } finally {
      await second.close();
      await events.close();
    }
  }, 60_000);
});
