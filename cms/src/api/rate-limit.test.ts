import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startRedis, type PrivateRedis } from '@agency/otp-service/testing/redis-server';
import { waitUntil } from '@agency/otp-service/testing/wait';
import { createRedis, type Redis } from '@agency/server-kit/redis';

import { rateLimit } from './rate-limit';

describe('rate limits', () => {
  let server: PrivateRedis;
  let redis: Redis;
  beforeAll(async () => {
    server = await startRedis();
    redis = createRedis(server.url, 'api');
    // API connections queue nothing: until ready, the limiter would let requests through uncounted.
    await waitUntil(() => redis.status === 'ready', { what: 'Redis ready' });
  });
  afterAll(async () => {
    redis?.disconnect();
    await server?.stop();
  });

  it('do not count a request the server failed (5xx): a visitor retrying through an outage still gets in afterwards', async () => {
    let answer = 503;
    const app = express();
    app.post('/submit', rateLimit(redis, 'test', { name: 'submit', max: 2, windowSeconds: 60 }), (_req, res) => void res.status(answer).end());
    app.use(((error, _req, res, _next) => void res.status(error.status).end()) as express.ErrorRequestHandler);
    const listening = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => listening.once('listening', resolve));
    const url = `http://127.0.0.1:${(listening.address() as { port: number }).port}/submit`;
    const send = async () => (await fetch(url, { method: 'POST' })).status;
    try {
      // The database is away: five tries, each a 503, none of them the visitor's fault.
      for (let i = 0; i < 5; i++) expect(await send()).toBe(503);
      // It is back: the limit of two holds as if nothing had failed.
      answer = 201;
      expect([await send(), await send(), await send()]).toEqual([201, 201, 429]);
    } finally {
      listening.close();
    }
  });
});
