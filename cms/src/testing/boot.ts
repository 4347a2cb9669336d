import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import type { Running } from '../start';

export const staffLogin = { email: 'staff@example.com', password: 'staff-password-1' };

export interface TestApp extends Running {
  url: string;
  dataDir: string;
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
 * Boots the real app in this test process (Payload, migrations, seed, Express)
 * on a fresh data directory and the given database, against a real Redis.
 * One per test file: Payload keeps one instance per process.
 */
export async function bootApp(options: { redisUrl: string; prefix: string; databaseUri?: string; env?: Record<string, string> }): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'agency-test-'));
  Object.assign(process.env, {
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    REDIS_URL: options.redisUrl,
    REDIS_PREFIX: options.prefix,
    CMS_PANEL: 'off',
    ADMIN_EMAIL: staffLogin.email,
    ADMIN_PASSWORD: staffLogin.password,
    ...options.env,
  });
  if (options.databaseUri) process.env.DATABASE_URI = options.databaseUri;
  else delete process.env.DATABASE_URI;

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
    call,
    statuses,
    token,
    stop: async () => {
      await running.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
