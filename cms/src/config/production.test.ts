import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { afterAll, describe, expect, inject, it } from 'vitest';

import { waitUntil } from '@agency/otp-service/testing/wait';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** The app server as a container runs it: its own process, NODE_ENV=production, only the given settings. */
function startServer(env: Record<string, string>) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'agency-prod-'));
  dirs.push(dataDir);
  const child = spawn(process.execPath, ['--import', 'tsx', 'cms/src/server.ts'], {
    cwd: root,
    env: { PATH: process.env.PATH, NODE_ENV: 'production', DATA_DIR: dataDir, PORT: '0', CMS_PANEL: 'off', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, dataDir, exited, output: () => output };
}

const lines = (text: string) =>
  text.split('\n').flatMap((line) => {
    try {
      return [JSON.parse(line) as Record<string, unknown>];
    } catch {
      return [];
    }
  });

describe('production start', () => {
  it('refuses the published default password on a server others can reach', async () => {
    const server = startServer({ ADMIN_PASSWORD: 'change-me-now', REDIS_URL: inject('redisUrl') });
    expect(await server.exited).not.toBe(0);
    expect(server.output()).toMatch(/ADMIN_PASSWORD: "change-me-now" is published/);
  });

  it('without ADMIN_PASSWORD generates one into a file only its user reads, and signs in with it', async () => {
    const server = startServer({ REDIS_URL: inject('redisUrl'), REDIS_PREFIX: `prod-${process.pid}` });
    try {
      let listening: Record<string, unknown> | undefined;
      await waitUntil(
        () => {
          if (server.child.exitCode !== null) throw new Error(`server exited: ${server.output()}`);
          listening = lines(server.output()).find((line) => line.msg === 'app server listening');
          return Boolean(listening);
        },
        { timeoutMs: 90_000, what: 'app server listening' },
      );
      expect(listening!.host).toBe('0.0.0.0');
      const file = path.join(server.dataDir, 'admin-password');
      expect(lines(server.output()).some((line) => line.file === file)).toBe(true);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(statSync(path.join(server.dataDir, 'secrets.json')).mode & 0o777).toBe(0o600);
      for (const name of ['agency.db', 'media']) {
        const mode = statSync(path.join(server.dataDir, name)).mode & 0o777;
        expect(mode & 0o077, `${name} is ${mode.toString(8)}`).toBe(0);
      }
      const password = readFileSync(file, 'utf8').trim();
      expect(password).not.toBe('change-me-now');
      expect(password.length).toBeGreaterThanOrEqual(20);
      const login = await fetch(`http://127.0.0.1:${String(listening!.port)}/api/v1/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'admin@example.com', password }),
      });
      expect(login.status).toBe(200);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  });
});
