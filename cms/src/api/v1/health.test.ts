import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { parseWorkerEnv } from '@agency/otp-service/config';
import { startWorker } from '@agency/otp-service/worker';

import { SmtpCapture } from '@agency/otp-service/testing/smtp-capture';
import { bootApp, type TestApp } from '../../testing/boot';

const prefix = `health-${process.pid}`;

describe('health: the load balancer sees database and Redis, staff also see the mail worker and queue', () => {
  let smtp: SmtpCapture;
  let app: TestApp;
  let token: string;

  beforeAll(async () => {
    smtp = await SmtpCapture.create();
    await smtp.listen();
    app = await bootApp({ redisUrl: inject('redisUrl'), prefix });
    token = await app.token();
  });

  afterAll(async () => {
    await app?.stop();
    await smtp?.close();
  });

  const health = (auth?: string) => app.call('GET', '/api/v1/health', auth ? { headers: { Authorization: auth } } : {});

  it('tells anyone without a staff token about the database and Redis only, even with a bad token', async () => {
    for (const auth of [undefined, 'Bearer not-a-token', 'Basic abc']) {
      const res = await health(auth);
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({ database: 'up', redis: 'up' });
    }
  });

  it('tells staff no worker is reporting and the mail waits, and still answers 200', async () => {
    expect(
      (
        await app.call('POST', '/api/v1/query/create', {
          json: { name: 'Ada Visitor', email: 'waiting@example.com', phone: '+1 555 010 2000', message: 'A message long enough.' },
        })
      ).status,
    ).toBe(201);
    const res = await health(`Bearer ${token}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ database: 'up', redis: 'up', worker: 'down', queue: { waiting: 1, failed: 0 } });
    // Operators see which database answers: the engine and its server's version.
    expect(res.body.data.databaseEngine).toEqual({ name: 'PostgreSQL', version: expect.stringMatching(/^1[7-9]\.\d+/) });
  });

  it('tells staff the worker is up while one runs, and down as soon as it stopped', async () => {
    const worker = startWorker(
      parseWorkerEnv({ ...process.env, SMTP_URL: smtp.url, REDIS_URL: inject('redisUrl'), REDIS_PREFIX: prefix, DATA_DIR: app.dataDir }),
    );
    try {
      await expect.poll(async () => (await health(`Bearer ${token}`)).body.data.worker, { timeout: 10_000, interval: 100 }).toBe('up');
      await smtp.waitFor((m) => m.to === 'waiting@example.com');
      await expect
        .poll(async () => (await health(`Bearer ${token}`)).body.data.queue, { timeout: 10_000, interval: 100 })
        .toMatchObject({ waiting: 0, active: 0, failed: 0 });
    } finally {
      await worker.close();
    }
    const res = await health(`Bearer ${token}`);
    expect(res.status).toBe(200);
    expect(res.body.data.worker).toBe('down');
  });

  it('tells staff when a worker last reported, also after it stopped, and the four queue counts', async () => {
    const worker = startWorker(
      parseWorkerEnv({ ...process.env, SMTP_URL: smtp.url, REDIS_URL: inject('redisUrl'), REDIS_PREFIX: prefix, DATA_DIR: app.dataDir }),
    );
    const started = Date.now();
    try {
      await expect.poll(async () => (await health(`Bearer ${token}`)).body.data.worker, { timeout: 10_000, interval: 100 }).toBe('up');
      const { data } = (await health(`Bearer ${token}`)).body;
      expect(Date.parse(data.workerLastSeen)).toBeGreaterThanOrEqual(started - 1000);
      expect(Object.keys(data.queue).sort()).toEqual(['active', 'delayed', 'failed', 'waiting']);
    } finally {
      await worker.close();
    }
    const { data } = (await health(`Bearer ${token}`)).body;
    expect(data).toMatchObject({ worker: 'down', workerLastSeen: expect.any(String) });
    expect(Date.parse(data.workerLastSeen)).toBeLessThanOrEqual(Date.now());
    expect((await health()).body.data).toEqual({ database: 'up', redis: 'up' });
  });
});
