import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { Redis } from 'ioredis';

import { messages } from '@agency/contract';

import { bootApp, staffLogin, type TestApp } from '../../testing/boot';
import { isOpenStream, openEventStream, type EventStream as Stream } from '../../testing/event-stream';

const openStream = (app: TestApp, query: string, headers: Record<string, string> = {}) => openEventStream(`${app.url}/api/v1/events${query}`, headers);


describe('live events for staff (GET /api/v1/events)', () => {
  let app: TestApp;
  let token: string;
  let stream: Stream;
  const call = (method: string, route: string, json?: unknown) => app.call(method, route, { token, json });

  beforeAll(async () => {
    app = await bootApp({
      redisUrl: inject('redisUrl'),
      prefix: `events-${process.pid}`,
      env: { RATE_LIMIT_QUERY_CREATE: '100', EVENTS_SESSION_CHECK_SECONDS: '0.5' },
    });
    token = await app.token();
    const ticket = (await call('POST', '/api/v1/events/ticket')).body.data.ticket as string;
    const opened = await openStream(app, `?ticket=${encodeURIComponent(ticket)}`);
    if (!isOpenStream(opened)) throw new Error(`the stream did not open: ${JSON.stringify(opened)}`);
    stream = opened;
  });

  afterAll(async () => {
    stream?.close();
    await app?.stop();
  });

  it('is for staff only: no token, a wrong token, an unknown ticket or a used one is refused', async () => {
    expect(await openStream(app, '')).toMatchObject({ status: 401 });
    expect(await openStream(app, '', { Authorization: 'Bearer nope' })).toMatchObject({ status: 401 });
    expect(await openStream(app, '?ticket=made-up')).toMatchObject({ status: 401, body: { message: messages.eventTicketInvalid } });
    expect((await app.call('POST', '/api/v1/events/ticket')).status).toBe(401);
    const ticket = (await call('POST', '/api/v1/events/ticket')).body.data.ticket as string;
    const first = await openStream(app, `?ticket=${ticket}`);
    expect(isOpenStream(first)).toBe(true);
    (first as Stream).close();
    expect(await openStream(app, `?ticket=${ticket}`)).toMatchObject({ status: 401 });
    // The token works too, for clients that can send it.
    const withToken = await openStream(app, '', { Authorization: `Bearer ${token}` });
    expect(isOpenStream(withToken)).toBe(true);
    (withToken as Stream).close();
  });

  it('ends a stream when its session ends: signed out, by ticket or by token', async () => {
    for (const how of ['ticket', 'token'] as const) {
      const signedIn = (await app.call('POST', '/api/v1/auth/login', { json: staffLogin })).body.data.token as string;
      const ticket = how === 'ticket' ? ((await app.call('POST', '/api/v1/events/ticket', { token: signedIn })).body.data.ticket as string) : '';
      const own = await openStream(app, how === 'ticket' ? `?ticket=${ticket}` : '', how === 'token' ? { Authorization: `Bearer ${signedIn}` } : {});
      if (!isOpenStream(own)) throw new Error(`no stream by ${how}`);
      let ended = false;
      void own.ended.then(() => (ended = true));
      // Still open a while later: the check keeps a standing session.
      await new Promise((resolve) => setTimeout(resolve, 1_200));
      expect(ended, `the ${how} stream of a standing session`).toBe(false);
      const signedOutAt = Date.now();
      expect((await app.call('POST', '/api/v1/auth/logout', { token: signedIn })).status).toBe(200);
      await own.ended;
      expect(Date.now() - signedOutAt, `the ${how} stream ended after the sign-out`).toBeLessThan(2_000);
    }
  });

  it('streams unbuffered and uncompressed, naming whose stream it is', () => {
    expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(stream.headers.get('cache-control')).toContain('no-transform');
    expect(stream.headers.get('x-accel-buffering')).toBe('no');
    expect(stream.headers.get('content-encoding')).toBeNull();
    expect(stream.comments).toContain(staffLogin.email);
  });

  it('tells of a query verified, changed, written to and deleted, each within a second', async () => {
    const created = await app.call('POST', '/api/v1/query/create', {
      json: { name: 'Live Visitor', email: 'live.visitor@example.com', phone: '+1 555 010 4300', message: 'Watching the inbox live' },
    });
    const id = created.body.data.id as string;
    // Unverified, it is nobody's business yet: the first event is its verification.
    const verifying = stream.next((event) => event.type === 'query.created' && 'id' in event.data && event.data.id === id);
    await call('PATCH', `/api/v1/query/${id}`, { isVerified: true });
    expect((await verifying).afterMs).toBeLessThan(1_000);
    expect(stream.events.filter((event) => 'id' in event.data && event.data.id === id).map((event) => event.type)).toEqual(['query.created']);

    const updated = stream.next((event) => event.type === 'query.updated' && 'id' in event.data && event.data.id === id);
    await call('PATCH', `/api/v1/query/${id}`, { status: 'in-progress' });
    expect((await updated).afterMs).toBeLessThan(1_000);

    const noted = stream.next((event) => event.type === 'query.thread' && 'id' in event.data && event.data.id === id);
    await call('POST', `/api/v1/query/${id}/notes`, { text: 'Looking into it.' });
    expect((await noted).afterMs).toBeLessThan(1_000);

    const deleted = stream.next((event) => event.type === 'query.deleted' && 'id' in event.data && event.data.id === id);
    await call('DELETE', `/api/v1/query/${id}`);
    expect((await deleted).afterMs).toBeLessThan(1_000);
  });

  it('tells who views a query: a heartbeat joins, leaving or going quiet ends it', async () => {
    const created = await app.call('POST', '/api/v1/query/create', {
      json: { name: 'Viewed Visitor', email: 'viewed.visitor@example.com', phone: '+1 555 010 4301', message: 'Who is looking?' },
    });
    const id = created.body.data.id as string;
    await call('PATCH', `/api/v1/query/${id}`, { isVerified: true });
    const me = { _id: expect.any(String), email: staffLogin.email };

    const joined = stream.next((event) => event.type === 'presence' && event.data.queryId === id);
    const heartbeat = await call('POST', `/api/v1/query/${id}/presence`);
    expect(heartbeat.status).toBe(200);
    expect(heartbeat.body.data).toEqual({ queryId: id, viewers: [me] });
    expect((await joined).data).toEqual({ queryId: id, viewers: [me] });

    const left = stream.next((event) => event.type === 'presence' && event.data.queryId === id);
    expect((await call('DELETE', `/api/v1/query/${id}/presence`)).body.data).toEqual({ queryId: id, viewers: [] });
    expect((await left).data).toEqual({ queryId: id, viewers: [] });

    // A colleague joins; then my heartbeats stop: past the TTL I am no longer counted.
    await call('POST', '/api/v1/user/create-admin', { email: 'second.viewer@example.com', password: 'second-viewer-password' });
    const login = await app.call('POST', '/api/v1/auth/login', { json: { email: 'second.viewer@example.com', password: 'second-viewer-password' } });
    const colleague = { token: login.body.data.token as string, viewer: { _id: expect.any(String), email: 'second.viewer@example.com' } };
    await call('POST', `/api/v1/query/${id}/presence`);
    const both = await app.call('POST', `/api/v1/query/${id}/presence`, { token: colleague.token });
    expect(both.body.data.viewers).toEqual([colleague.viewer, me]);
    const direct = new Redis(inject('redisUrl'));
    try {
      const key = `events-${process.pid}:presence:${id}`;
      await direct.zadd(key, Date.now() - 1, (await direct.zrange(key, 0, -1)).find((member) => member.endsWith(staffLogin.email))!);
    } finally {
      direct.disconnect();
    }
    const quiet = stream.next((event) => event.type === 'presence' && event.data.queryId === id);
    await app.call('POST', `/api/v1/query/${id}/presence`, { token: colleague.token });
    expect((await quiet).data).toEqual({ queryId: id, viewers: [colleague.viewer] });
    expect((await call('POST', '/api/v1/query/00000000-0000-4000-8000-000000000000/presence')).status).toBe(404);
  });
});
