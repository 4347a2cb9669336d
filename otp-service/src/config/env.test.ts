import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { parseWorkerEnv } from './env';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'worker-env-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('the worker environment', () => {
  it('requires SMTP_URL in production instead of mailing a local catcher', () => {
    expect(() => parseWorkerEnv({ NODE_ENV: 'production', DATA_DIR: dataDir })).toThrow(/SMTP_URL/);
    expect(parseWorkerEnv({ NODE_ENV: 'production', DATA_DIR: dataDir, SMTP_URL: 'smtps://u:p@smtp.example.com:465' }).SMTP_URL).toBe(
      'smtps://u:p@smtp.example.com:465',
    );
  });

  it('uses the local catcher in development and tests', () => {
    expect(parseWorkerEnv({ NODE_ENV: 'development', DATA_DIR: dataDir }).SMTP_URL).toBe('smtp://127.0.0.1:1025');
    expect(parseWorkerEnv({ NODE_ENV: 'test', DATA_DIR: dataDir }).SMTP_URL).toBe('smtp://127.0.0.1:1025');
  });
});
