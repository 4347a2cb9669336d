import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { describe, expect, inject, it } from 'vitest';

import { Redis } from 'ioredis';

import { parseWorkerEnv } from './config/env';
import { liveWorkerCount } from './heartbeat';
import { waitUntil } from './testing/wait';
import { startWorker } from './worker';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The container's health check: `worker --healthcheck` in a process of its own, its exit code. */
function healthcheck(prefix: string): Promise<number | null> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'otp-service/src/worker.ts', '--healthcheck'], {
    cwd: root,
    env: { PATH: process.env.PATH, REDIS_URL: inject('redisUrl'), REDIS_PREFIX: prefix, NODE_ENV: 'production' },
    stdio: 'ignore',
  });
  return new Promise((resolve) => child.once('exit', resolve));
}

describe('worker health check', () => {
  it('passes while a worker on this host reports, and fails before and after, without starting one', async () => {
    const prefix = `healthcheck-${process.pid}`;
    expect(await healthcheck(prefix)).toBe(1);
    const redis = new Redis(inject('redisUrl'));
    const worker = startWorker(parseWorkerEnv({ REDIS_URL: inject('redisUrl'), REDIS_PREFIX: prefix, NODE_ENV: 'test', DATA_DIR: path.join(root, '.data-test-healthcheck'), PAYLOAD_SECRET: 'p', OTP_SECRET: 'o' }));
    try {
      await waitUntil(async () => (await liveWorkerCount(redis, prefix)) > 0, { what: 'first heartbeat' });
      expect(await healthcheck(prefix)).toBe(0);
    } finally {
      await worker.close();
      redis.disconnect();
    }
    expect(await healthcheck(prefix)).toBe(1);
  });
});
