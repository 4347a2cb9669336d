import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { freePort } from '../../../scripts/lib/stack.mjs';

const fixture = path.join(import.meta.dirname, 'boot-lock-entry.fixture.ts');
const tsx = path.join(import.meta.dirname, '../../../node_modules/.bin/tsx');

function runEntry(env: Record<string, string>) {
  const child = spawn(tsx, [fixture], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
  return { child, exited };
}

describe('start-up lock while Redis is not up yet', () => {
  it('waits for a Redis that comes up late instead of exiting with code 13', async () => {
    const port = await freePort();
    const run = runEntry({ REDIS_URL: `redis://127.0.0.1:${port}`, BOOT_LOCK_KEY: `test-${randomUUID()}:boot` });
    // Redis arrives once the entry has met a refused connection (logged) and sits between reconnect attempts.
    await new Promise<void>((resolve) => run.child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('redis connection error') && resolve()));
    const redis = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
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
