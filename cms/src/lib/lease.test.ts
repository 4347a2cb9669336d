import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';

import { afterAll, describe, expect, inject, it } from 'vitest';

import { startRedis } from '@agency/otp-service/testing/redis-server';
import { waitUntil } from '@agency/otp-service/testing/wait';
import { createRedis } from '@agency/server-kit/redis';

import { freePort } from '../../../scripts/lib/stack.mjs';
import { ifFree, whileHolding } from './lease';

const fixture = path.join(import.meta.dirname, 'lease-entry.fixture.ts');
const tsx = path.join(import.meta.dirname, '../../../node_modules/.bin/tsx');

function runEntry(env: Record<string, string>) {
  const child = spawn(tsx, [fixture], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.on('close', (code) => resolve({ code, stdout, stderr })),
  );
  return { child, exited };
}

describe('start-up lock while Redis is not up yet', () => {
  it('waits for a Redis that comes up late instead of exiting with code 13', async () => {
    const port = await freePort();
    const run = runEntry({ REDIS_URL: `redis://127.0.0.1:${port}`, LEASE_KEY: `test-${randomUUID()}:boot` });
    // Redis arrives once the entry has met a refused connection (logged) and sits between reconnect attempts.
    await new Promise<void>((resolve) =>
      run.child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('redis connection error') && resolve()),
    );
    const redis = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    });
    try {
      const { code, stdout, stderr } = await run.exited;
      expect(stderr).not.toContain('unsettled top-level await');
      expect(stdout).toContain('locked-and-released');
      expect(code).toBe(0);
    } finally {
      redis.kill();
    }
  }, 60_000);

  it('fails with a clear message and exit code 1 when Redis never comes', async () => {
    const port = await freePort();
    const { code, stderr } = await runEntry({ REDIS_URL: `redis://127.0.0.1:${port}`, READY_WITHIN_MS: '3000' }).exited;
    expect(stderr).toContain('Redis is not reachable after 3 s');
    expect(stderr).not.toContain('unsettled top-level await');
    expect(code).toBe(1);
  }, 60_000);
});

describe('the lease', () => {
  const redis = createRedis(inject('redisUrl'), 'api');
  afterAll(() => redis.disconnect());
  const key = () => `test-${randomUUID()}:lease`;

  it('lets one holder at a time run: a second waits for the first and runs after it', async () => {
    const lease = key();
    const order: string[] = [];
    let letFirstFinish!: () => void;
    const first = whileHolding(redis, lease, async () => {
      order.push('first in');
      await new Promise<void>((resolve) => (letFirstFinish = resolve));
      order.push('first out');
    });
    await expect.poll(() => order).toEqual(['first in']);
    const second = whileHolding(redis, lease, async () => void order.push('second'), { pollMs: 20 });
    expect(await ifFree(redis, lease, async () => 'ran')).toEqual({ ran: false });
    letFirstFinish();
    await Promise.all([first, second]);
    expect(order).toEqual(['first in', 'first out', 'second']);
    expect(await ifFree(redis, lease, async () => 'ran')).toEqual({ ran: true, value: 'ran' });
  });

  it('is renewed while the work runs longer than the lease, and lapses when its holder is gone', async () => {
    const lease = key();
    const outcome = await whileHolding(
      redis,
      lease,
      async () => {
        await new Promise((resolve) => setTimeout(resolve, 900));
        return ifFree(redis, lease, async () => 'stolen');
      },
      { leaseMs: 300 },
    );
    expect(outcome).toEqual({ ran: false });
    // A holder that died: its key is there, nobody renews it.
    await redis.set(lease, 'dead holder', 'PX', 300);
    expect(await whileHolding(redis, lease, async () => 'after the lapse', { pollMs: 20, waitMs: 5_000 })).toBe('after the lapse');
  });

  it('gives up after waitMs with a message naming the key', async () => {
    const lease = key();
    await redis.set(lease, 'someone else', 'PX', 10_000);
    await expect(whileHolding(redis, lease, async () => 'never', { waitMs: 200, pollMs: 20 })).rejects.toThrow(
      `${lease} is still held after 0.2 s`,
    );
  });
});

describe('the lease while Redis stalls', () => {
  it('is not left held by a take that timed out: once Redis answers again, the next holder gets it at once', async () => {
    const server = await startRedis();
    const redis = createRedis(server.url, 'api');
    try {
      await waitUntil(() => redis.status === 'ready', { what: 'Redis ready' });
      const lease = `test-${randomUUID()}:lease`;
      // Stopped, not gone: the take's SET is written to the socket, times out here, and runs when Redis resumes.
      server.process.kill('SIGSTOP');
      await expect(whileHolding(redis, lease, async () => 'never', { leaseMs: 10_000, waitMs: 0 })).rejects.toThrow();
      server.process.kill('SIGCONT');
      // The client drops the connection of a timed-out command and makes a new one.
      await waitUntil(async () => (await redis.ping()) === 'PONG', { what: 'Redis answering again', timeoutMs: 10_000 });
      const started = Date.now();
      expect(await whileHolding(redis, lease, async () => 'next', { leaseMs: 10_000, waitMs: 8_000, pollMs: 50 })).toBe('next');
      expect(Date.now() - started).toBeLessThan(2_000);
    } finally {
      server.process.kill('SIGCONT');
      redis.disconnect();
      await server.stop();
    }
  }, 30_000);
});
