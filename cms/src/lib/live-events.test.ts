import { afterAll, describe, expect, inject, it } from 'vitest';
import { Redis } from 'ioredis';

import type { LiveEvent } from '@agency/contract';

import { LiveEvents } from './live-events';

/** Two instances, each with its own connections to the run's Redis, as two replicas have. */
describe('live events across instances', () => {
  const connections: Redis[] = [];
  const instance = (prefix: string) => {
    const hub = new LiveEvents();
    const publisher = new Redis(inject('redisUrl'));
    const subscriber = new Redis(inject('redisUrl'));
    connections.push(publisher, subscriber);
    hub.connect(publisher, subscriber, prefix);
    const heard: LiveEvent[] = [];
    hub.listen((event) => heard.push(event));
    return { hub, heard };
  };

  afterAll(() => connections.forEach((connection) => connection.disconnect()));

  it('hands an event published on one instance to the listeners of every instance of its prefix, once each, and to no other prefix', async () => {
    const prefix = `live-${process.pid}`;
    const [a, b, stranger] = [instance(prefix), instance(prefix), instance(`${prefix}-other`)];
    const probe = new Redis(inject('redisUrl'));
    connections.push(probe);
    // Both instances listen before anything is published.
    await expect.poll(async () => (await probe.call('PUBSUB', 'NUMSUB', `${prefix}:events`)) as [string, number]).toEqual([`${prefix}:events`, 2]);

    await a.hub.publish({ type: 'query.updated', data: { id: 'q1' } });
    await b.hub.publish({ type: 'presence', data: { queryId: 'q1', viewers: [{ _id: 'u1', email: 'ann@example.com' }] } });
    await expect.poll(() => b.heard.length).toBe(2);
    await expect.poll(() => a.heard.length).toBe(2);
    expect(a.heard).toEqual(b.heard);
    expect(a.heard[0]).toEqual({ type: 'query.updated', data: { id: 'q1' } });
    expect(stranger.heard).toEqual([]);
  });

  it('ignores what is not an event, and tells its own listeners when Redis refuses the publish', async () => {
    const prefix = `live-broken-${process.pid}`;
    const a = instance(prefix);
    const probe = new Redis(inject('redisUrl'));
    connections.push(probe);
    await expect.poll(async () => (await probe.call('PUBSUB', 'NUMSUB', `${prefix}:events`)) as [string, number]).toEqual([`${prefix}:events`, 1]);
    await probe.publish(`${prefix}:events`, 'not json');
    await probe.publish(`${prefix}:events`, JSON.stringify({ type: 'query.exploded', data: {} }));
    await probe.publish(`${prefix}:events`, JSON.stringify({ type: 'query.deleted', data: { id: 'q2' } }));
    await expect.poll(() => a.heard).toEqual([{ type: 'query.deleted', data: { id: 'q2' } }]);

    const offline = new LiveEvents();
    const closed = new Redis(inject('redisUrl'), { lazyConnect: true, enableOfflineQueue: false });
    const idle = new Redis(inject('redisUrl'), { lazyConnect: true });
    connections.push(closed, idle);
    offline.connect(closed, idle, prefix);
    const heard: LiveEvent[] = [];
    offline.listen((event) => heard.push(event));
    await offline.publish({ type: 'query.created', data: { id: 'q3' } });
    expect(heard).toEqual([{ type: 'query.created', data: { id: 'q3' } }]);
  });
});
