import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { inject } from 'vitest';

import type { Running } from '../start';
import { createTestDatabase } from './postgres';
import { staffLogin } from './staff';

export { staffLogin };

export interface TestApp extends Running {
  url: string;
  dataDir: string;
  /** The app's database: its own copy of the run's template unless the caller gave one. */
  databaseUri: string;
  /** fetch against the app with JSON helpers; records every status for the no-5xx check. */
  call: (method: string, route: string, options?: CallOptions) => Promise<CallResult>;
  statuses: number[];
  token: () => Promise<string>;
  stop: () => Promise<void>;
}

export interface CallOptions {
  json?: unknown;
  body?: BodyInit;
  token?: string;
  headers?: Record<string, string>;
}

export interface CallResult {
  status: number;
  headers: Headers;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- response bodies are asserted field by field
  body: any;
}

/** `TestApp['call']` for any base URL: fetch with JSON helpers, every status recorded in `statuses`. */
export function httpCaller(url: string, statuses: number[]): TestApp['call'] {
  return async (method, route, { json, body, token, headers = {} } = {}) => {
    const response = await fetch(`${url}${route}`, {
      method,
      headers: {
        ...(json !== undefined ? { 'Content-Type': 'application/json' } : {}),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      body: json !== undefined ? JSON.stringify(json) : body,
    });
    statuses.push(response.status);
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, headers: response.headers, body: parsed };
  };
}

/**
 * Boots the real app in this test process (Payload, migrations, seed, Express) against a real
 * Redis, on a database and data folder of its own: by default copies of the run's migrated and
 * seeded template (a second or two), `fresh` for an empty database and folder that the app
 * migrates and seeds itself (what a first start does), or the caller's `databaseUri` (with an
 * empty folder). Dropped and removed by `stop()`. One per test file: Payload keeps one instance per process.
 */
export async function bootApp(options: {
  redisUrl: string;
  prefix: string;
  databaseUri?: string;
  fresh?: boolean;
  env?: Record<string, string>;
}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'agency-test-'));
  const seeded = !options.databaseUri && !options.fresh;
  if (seeded) cpSync(inject('template').dataDir, dataDir, { recursive: true });
  const database = options.databaseUri ? undefined : await createTestDatabase({ seeded });
  const databaseUri = options.databaseUri ?? database!.uri;
  Object.assign(process.env, {
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DATABASE_URI: databaseUri,
    REDIS_URL: options.redisUrl,
    REDIS_PREFIX: options.prefix,
    CMS_PANEL: 'off',
    ADMIN_EMAIL: staffLogin.email,
    ADMIN_PASSWORD: staffLogin.password,
    ...options.env,
  });

  const { start } = await import('../start');
  const running = await start(0);
  const url = `http://127.0.0.1:${running.port}`;
  const statuses: number[] = [];

  const call = httpCaller(url, statuses);

  let cachedToken: string | undefined;
  const token = async () => {
    if (cachedToken) return cachedToken;
    const { body } = await call('POST', '/api/v1/auth/login', { json: staffLogin });
    cachedToken = (body as { data: { token: string } }).data.token;
    return cachedToken;
  };

  return {
    ...running,
    url,
    dataDir,
    databaseUri,
    call,
    statuses,
    token,
    stop: async () => {
      await running.close();
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
