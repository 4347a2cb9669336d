import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';

import { loadSecrets } from './secrets';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'agency-secrets-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('secrets', () => {
  it('generates both once into DATA_DIR/secrets.json, readable by its user only, and reuses them', () => {
    const dir = tempDir();
    const first = loadSecrets(dir, { NODE_ENV: 'test' });
    const file = path.join(dir, 'secrets.json');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadSecrets(dir, { NODE_ENV: 'test' })).toEqual(first);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(first);
  });

  it('writes no file when the environment gives both', () => {
    const dir = tempDir();
    expect(loadSecrets(dir, { NODE_ENV: 'test', PAYLOAD_SECRET: 'p'.repeat(32), OTP_SECRET: 'o'.repeat(32) })).toEqual({ payloadSecret: 'p'.repeat(32), otpSecret: 'o'.repeat(32) });
    expect(existsSync(path.join(dir, 'secrets.json'))).toBe(false);
  });
});
