import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { afterAll, describe, expect, inject, it } from 'vitest';

import { waitUntil } from '@agency/otp-service/testing/wait';

import { categorySeed } from '../resources/categories/seed';
import { teamSeed } from '../resources/team-members/seed';
import { createTestDatabase } from '../testing/postgres';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** The app server as a container runs it: its own process, NODE_ENV=production, only the given settings. */
function startServer(env: Record<string, string | undefined>) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'agency-prod-'));
  dirs.push(dataDir);
  const child = spawn(process.execPath, ['--import', 'tsx', 'cms/src/server.ts'], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      PORT: '0',
      CMS_PANEL: 'off',
      LOG_LEVEL: 'info',
      PUBLIC_URL: 'https://studio.example',
      ...env,
    },
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

/** Waits for a started server's 'app server listening' line and returns its port. */
async function listening(server: ReturnType<typeof startServer>): Promise<{ host: string; port: number }> {
  let line: Record<string, unknown> | undefined;
  await waitUntil(
    () => {
      if (server.child.exitCode !== null) throw new Error(`server exited: ${server.output()}`);
      line = lines(server.output()).find((entry) => entry.msg === 'app server listening');
      return Boolean(line);
    },
    { timeoutMs: 90_000, what: 'app server listening' },
  );
  return { host: String(line!.host), port: Number(line!.port) };
}

// Each start is a first start (migrations, seed with its image renditions, about 15 s alone on
// this machine) beside other suites: more than the project's 30 s.
const bootTimeout = 150_000;

describe('production start', () => {
  it('refuses the published default password on a server others can reach', async () => {
    const server = startServer({ ADMIN_PASSWORD: 'change-me-now', REDIS_URL: inject('redisUrl') });
    expect(await server.exited).not.toBe(0);
    expect(server.output()).toMatch(/ADMIN_PASSWORD: "change-me-now" is published/);
  });

  it('refuses to start without DATABASE_URI, saying where one comes from', async () => {
    const server = startServer({ ADMIN_PASSWORD: 'a-password-of-its-own', REDIS_URL: inject('redisUrl') });
    expect(await server.exited).not.toBe(0);
    expect(server.output()).toMatch(/DATABASE_URI is not set: `npm start` runs a private PostgreSQL/);
  });

  it('refuses to start without PUBLIC_URL, in one line that names it: links in mails never come from a request', async () => {
    const server = startServer({ PUBLIC_URL: undefined, REDIS_URL: inject('redisUrl') });
    expect(await server.exited).not.toBe(0);
    expect(server.output()).toMatch(/PUBLIC_URL: is required in production/);
  });

  it('without ADMIN_PASSWORD generates one into a file only its user reads, and signs in with it', async () => {
    const database = await createTestDatabase();
    const server = startServer({ REDIS_URL: inject('redisUrl'), REDIS_PREFIX: `prod-${process.pid}`, DATABASE_URI: database.uri });
    try {
      const { host, port } = await listening(server);
      expect(host).toBe('0.0.0.0');
      const file = path.join(server.dataDir, 'admin-password');
      expect(lines(server.output()).some((line) => line.file === file)).toBe(true);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(statSync(path.join(server.dataDir, 'secrets.json')).mode & 0o777).toBe(0o600);
      for (const name of ['media']) {
        const mode = statSync(path.join(server.dataDir, name)).mode & 0o777;
        expect(mode & 0o077, `${name} is ${mode.toString(8)}`).toBe(0);
      }
      const password = readFileSync(file, 'utf8').trim();
      expect(password).not.toBe('change-me-now');
      expect(password.length).toBeGreaterThanOrEqual(20);
      const login = await fetch(`http://127.0.0.1:${port}/api/v1/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'admin@example.com', password }),
      });
      expect(login.status).toBe(200);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
      await database.drop();
    }
  }, bootTimeout);

  it('starts two instances together on one empty PostgreSQL database: both serve, the database is migrated and seeded once', async () => {
    const database = await createTestDatabase();
    const env = { REDIS_URL: inject('redisUrl'), REDIS_PREFIX: `prod-pair-${process.pid}`, DATABASE_URI: database.uri, ADMIN_PASSWORD: 'pair-admin-password' };
    const servers = [startServer(env), startServer(env)];
    try {
      const ports = await Promise.all(servers.map(async (server) => (await listening(server)).port));
      for (const port of ports) {
        const categories = await fetch(`http://127.0.0.1:${port}/api/v1/category/get-all-category`);
        expect(categories.status).toBe(200);
        expect(((await categories.json()) as { data: unknown[] }).data).toHaveLength(categorySeed.length);
      }
      const team = (await (await fetch(`http://127.0.0.1:${ports[0]}/api/v1/team-member/get-all`)).json()) as { data: unknown[] };
      expect(team.data).toHaveLength(teamSeed.length);
      for (const server of servers) expect(server.output()).not.toMatch(/"level":(50|60)/);
    } finally {
      for (const server of servers) server.child.kill('SIGTERM');
      await Promise.all(servers.map((server) => server.exited));
      await database.drop();
    }
  }, bootTimeout);
});
