// `npm start` on an empty data folder starts from the build's first-start data (first-start.mjs):
// what a person gets is the same as a first start that migrates and seeds, with their own staff
// account and a database password of their own.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { firstStartDir } from './first-start.mjs';
import { startStack, type Stack } from './stack.mjs';

const staff = { email: 'first-start@example.com', password: 'first-start-password-1' };

describe('npm start on an empty data folder, from the first-start data', () => {
  let stack: Stack;
  let dataDir: string;

  beforeAll(async () => {
    // `npm test` builds it first; a lone run of this file makes it.
    if (!existsSync(path.join(firstStartDir, 'postgres', 'cluster'))) execFileSync(process.execPath, [path.join(import.meta.dirname, 'first-start.mjs')], { stdio: 'inherit' });
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'first-start-'));
    stack = await startStack({
      env: { DATA_DIR: dataDir, PORT: '0', MAIL_SMTP_PORT: '0', MAIL_UI_PORT: '0', REDIS_PORT: '0', POSTGRES_PORT: '0', ADMIN_EMAIL: staff.email, ADMIN_PASSWORD: staff.password, CMS_PANEL: 'off' },
      log: 'ignore',
    });
  }, 180_000);

  afterAll(async () => {
    await stack?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const api = (pathname: string, init?: RequestInit) => fetch(`${stack.url.replace('//localhost:', '//127.0.0.1:')}/api/v1${pathname}`, init);

  it('serves the seeded site, images included', async () => {
    const content = await (await api('/content')).json();
    expect(content.data.hero.title).toBeTruthy();
    const categories = await (await api('/category/get-all-category')).json();
    expect(categories.data.length).toBeGreaterThan(0);
    const poster = content.data.portfolio.shortForm[0].poster;
    const image = await fetch(new URL(poster.url, stack.url.replace('//localhost:', '//127.0.0.1:')));
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toMatch(/^image\//);
    // Its renditions were made with the data: none is made, or missing, at this start.
    expect(poster.sizes.length).toBeGreaterThan(0);
    const rendition = await fetch(new URL(poster.sizes[0].url, stack.url.replace('//localhost:', '//127.0.0.1:')));
    expect(rendition.status).toBe(200);
  });

  it('signs in the staff account this start was given, and no other', async () => {
    const login = (body: object) => api('/auth/login', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    expect((await login(staff)).status).toBe(200);
    // The build's data holds no account: not even the default one.
    expect((await login({ email: 'admin@example.com', password: 'change-me-now' })).status).toBe(401);
  });

  it('gives the copied database a password of its own', async () => {
    const own = readFileSync(path.join(dataDir, 'postgres', 'password'), 'utf8').trim();
    const made = readFileSync(path.join(firstStartDir, 'postgres', 'password'), 'utf8').trim();
    expect(own).not.toBe(made);
    const port = new URL(stack.env.DATABASE_URI!).port;
    const connect = async (password: string) => {
      const client = new pg.Client({ host: '127.0.0.1', port: Number(port), user: 'postgres', password, database: 'agency' });
      try {
        await client.connect();
        return 'connected';
      } catch (error) {
        return (error as Error).message;
      } finally {
        await client.end().catch(() => undefined);
      }
    };
    expect(await connect(own)).toBe('connected');
    expect(await connect(made)).toMatch(/password authentication failed/);
  });
});
