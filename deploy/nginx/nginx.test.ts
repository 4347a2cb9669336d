// The balancer's configuration (nginx.conf), run for real: Debian's nginx on free loopback ports in
// front of a small stand-in for a replica, checking what a client of /api/v1 gets from nginx itself.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { messages } from '@agency/contract';

import { freePort } from '../../otp-service/src/testing/redis-server';
import { waitUntil } from '../../otp-service/src/testing/wait';

const here = path.dirname(new URL(import.meta.url).pathname);

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** One request, its body's length announced (not necessarily sent): nginx judges the cap on it. */
function request(port: number, method: string, route: string, announced?: number): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, method, path: route, headers: announced ? { 'Content-Length': announced } : {} },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    if (announced) req.flushHeaders();
    else req.end();
  });
}

/** The envelope of the API's failures (cms/src/api/respond.ts). */
const envelope = (message: string) => ({ success: false, message });

describe('the load balancer (deploy/nginx/nginx.conf)', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'agency-nginx-'));
  let port: number;
  let nginx: ChildProcess;
  let replica: http.Server;
  let releaseStream: (() => void) | undefined;

  beforeAll(async () => {
    // nginx is a Debian package: installed here the way npm test installs redis-server (scripts/test.mjs).
    if (spawnSync('sh', ['-c', 'command -v nginx']).status !== 0) throw new Error('nginx is missing: install the nginx package');

    replica = http.createServer((req, res) => {
      if (req.url === '/api/v1/slow') return; // never answers: the balancer times out
      if (req.url === '/api/v1/events') {
        // An event stream as the app writes it (resources/events/routes.ts): one event now, comments
        // against idle timeouts, the second event only when the test releases it.
        res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store, no-transform', 'X-Accel-Buffering': 'no' });
        res.write('event: query.updated\ndata: {"id":"one"}\n\n');
        const keepAlive = setInterval(() => res.write(': keep-alive\n\n'), 300);
        releaseStream = () => {
          clearInterval(keepAlive);
          res.end('event: query.updated\ndata: {"id":"two"}\n\n');
        };
        return;
      }
      if (req.url === '/api/v1/busy') {
        res.writeHead(503, { 'Content-Type': 'application/json', 'Retry-After': '30' });
        return res.end(JSON.stringify({ success: false, message: 'The replica said so' }));
      }
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ success: true, message: 'ok', data: req.url }));
    });
    const replicaPort = await freePort();
    await new Promise<void>((resolve) => replica.listen(replicaPort, '127.0.0.1', resolve));
    port = await freePort();

    // The shipped file, with what only a container has replaced: its ports, paths, user and DNS,
    // and a read timeout of 1 s instead of 60 so a silent replica is given up on quickly.
    const config = readFileSync(path.join(here, 'nginx.conf'), 'utf8')
      .replace(/^user .*$/m, '')
      .replace(/^pid .*$/m, `pid ${dir}/nginx.pid;`)
      .replace(/access_log \S+/, `access_log ${dir}/access.log`)
      .replace(/resolver 127\.0\.0\.11/, 'resolver 127.0.0.1')
      .replace(/proxy_cache_path \S+/, `proxy_cache_path ${dir}/cache`)
      .replace(/proxy_read_timeout \S+;/, 'proxy_read_timeout 1s;')
      .replace(/listen 80 /, `listen 127.0.0.1:${port} `)
      .replace(/set \$app app:3000;/, `set $app 127.0.0.1:${replicaPort};`)
      .replace(/\bhttp \{/, `http {\n  client_body_temp_path ${dir}/body;\n  proxy_temp_path ${dir}/proxy;\n`);
    expect(config).toContain(`127.0.0.1:${replicaPort}`);
    writeFileSync(path.join(dir, 'nginx.conf'), config);
    // A large body is buffered to a file by nginx's workers, which run as another user than a root test.
    chmodSync(dir, 0o755);
    for (const temp of ['body', 'proxy']) {
      mkdirSync(path.join(dir, temp));
      chmodSync(path.join(dir, temp), 0o777);
    }
    const check = spawnSync('nginx', ['-t', '-p', dir, '-c', path.join(dir, 'nginx.conf')], { encoding: 'utf8' });
    expect(check.status, check.stderr).toBe(0);
    nginx = spawn('nginx', ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'], { stdio: 'ignore' });
    await waitUntil(async () => (await request(port, 'GET', '/api/v1/ping').catch(() => undefined))?.status === 200, {
      timeoutMs: 10_000,
      what: 'nginx up',
    });
  });

  afterAll(async () => {
    nginx?.kill('SIGTERM');
    if (nginx && nginx.exitCode === null) await new Promise((resolve) => nginx.once('exit', resolve));
    await new Promise((resolve) => replica?.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  it('passes an event stream on as it is written, unbuffered and unzipped, and keeps it open past the read timeout', async () => {
    const received: string[] = [];
    const done = new Promise<http.IncomingMessage>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path: '/api/v1/events', headers: { 'Accept-Encoding': 'gzip' } }, (res) => {
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => received.push(chunk));
          res.on('end', () => resolve(res));
        })
        .on('error', reject);
    });
    // The first event arrives while the replica still holds the stream open.
    await waitUntil(async () => received.join('').includes('"id":"one"'), { timeoutMs: 2_000, what: 'the first event through nginx' });
    expect(received.join('')).not.toContain('"id":"two"');
    // Longer than the read timeout (1 s here): the comments keep the stream alive.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    releaseStream!();
    const res = await done;
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(received.join('')).toContain('"id":"two"');
  });

  it('refuses an 11 MB /api/v1 body with 413 and the JSON envelope', async () => {
    const res = await request(port, 'PUT', '/api/v1/category/update-category/abc', 11 * 1024 * 1024);
    expect(res.status).toBe(413);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(res.body)).toEqual(envelope(messages.bodyTooLarge));
  });

  it('refuses an 11 MB body actually sent, as a client sends it, with 413 and the JSON envelope', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/v1/category/update-category/abc`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'x'.repeat(11 * 1024 * 1024) }),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual(envelope(messages.bodyTooLarge));
  });

  it("passes a mail provider's 9 MB message to the inbound hook, and refuses a 12 MB one with the JSON envelope", async () => {
    const send = (megabytes: number) =>
      fetch(`http://127.0.0.1:${port}/api/v1/inbound/mail`, {
        method: 'POST',
        headers: { 'Content-Type': 'message/rfc822' },
        body: `Subject: files\r\n\r\n${'x'.repeat(megabytes * 1024 * 1024)}`,
      });
    const passed = await send(9);
    expect(passed.status).toBe(200);
    expect(await passed.json()).toMatchObject({ data: '/api/v1/inbound/mail' });
    const refused = await send(12);
    expect(refused.status).toBe(413);
    expect(await refused.json()).toEqual(envelope(messages.bodyTooLarge));
  });

  it('answers 504 with the JSON envelope and Retry-After when the replica does not answer in time', async () => {
    const res = await request(port, 'GET', '/api/v1/slow');
    expect(res.status).toBe(504);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['retry-after']).toMatch(/^\d+$/);
    expect(JSON.parse(res.body)).toEqual(envelope(messages.serviceUnavailable));
  });

  it("passes a replica's own answers through untouched, its 503 included", async () => {
    const busy = await request(port, 'GET', '/api/v1/busy');
    expect(busy.status).toBe(503);
    expect(busy.headers['retry-after']).toBe('30');
    expect(JSON.parse(busy.body)).toEqual(envelope('The replica said so'));
    const ok = await request(port, 'GET', '/api/v1/package/get-all-package');
    expect(JSON.parse(ok.body)).toMatchObject({ success: true, data: '/api/v1/package/get-all-package' });
  });

  it('answers 502 with the JSON envelope and Retry-After when no replica is there', async () => {
    await new Promise((resolve) => replica.close(resolve));
    for (const method of ['GET', 'POST']) {
      const res = await request(port, method, '/api/v1/query/create');
      expect(res.status, method).toBe(502);
      expect(res.headers['content-type'], method).toMatch(/^application\/json/);
      expect(res.headers['retry-after'], method).toMatch(/^\d+$/);
      expect(JSON.parse(res.body), method).toEqual(envelope(messages.serviceUnavailable));
    }
  });
});
