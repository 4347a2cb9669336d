import http from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib, { brotliDecompressSync, gunzipSync } from 'node:zlib';

import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';

import type { InitialData, RenderResult } from '@agency/contract';

import { bootApp, type TestApp } from '../testing/boot';
// The app's own modules are loaded after bootApp: they read the environment it sets (its database).
type AppModules = typeof import('../lib/cache') & typeof import('./public-data') & typeof import('./site-renderer');
let modules: AppModules;

const repositoryRoot = path.resolve(import.meta.dirname, '../../..');

const template = `<!doctype html><html><head><meta charset="utf-8"><!--app-head--></head><body><div id="root"><!--app-html--></div><script type="module" src="/assets/main.js"></script></body></html>`;

// A stand-in for the site's server bundle: enough to see what the renderer gives it and does with its output.
const entryServer = `export let renders = 0;
export function pageAddress(url) {
  return url === '/' ? '/' : '/404';
}
export function render(url, data) {
  renders += 1;
  if (url !== '/') return { status: 404, head: '<title>Not found</title>', html: '<h1>Not found</h1>' };
  return { status: 200, head: '<title>Home</title>', html: '<h1>' + data.content.hero.title + '</h1><p>' + data.packages.length + ' packages</p>' };
}`;

function fakeDist(withServerBundle: boolean) {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'site-dist-'));
  writeFileSync(path.join(dist, 'index.html'), template);
  if (withServerBundle) {
    mkdirSync(path.join(dist, 'server'));
    writeFileSync(path.join(dist, 'server/entry-server.js'), entryServer);
  }
  return dist;
}

/** The data a page was rendered with, kept beside it for the browser. */
const dataOf = (page: { data?: { body: Buffer } }): InitialData => JSON.parse(page.data!.body.toString()) as InitialData;

// One app for the file: Payload keeps one instance per process.
let app: TestApp;

beforeAll(async () => {
  app = await bootApp({ redisUrl: inject('redisUrl'), prefix: `ssr-${process.pid}` });
  modules = { ...(await import('../lib/cache')), ...(await import('./public-data')), ...(await import('./site-renderer')) };
});

afterAll(async () => {
  await app?.stop();
});

describe('server-rendered public pages', () => {
  const dists: string[] = [];

  afterAll(() => {
    for (const dist of dists) rmSync(dist, { recursive: true, force: true });
  });

  const renderer = async (withServerBundle = true) => {
    const dist = fakeDist(withServerBundle);
    dists.push(dist);
    return (await modules.SiteRenderer.create(dist, app.payload, modules.responseCache))!;
  };

  it('fills the template with the markup and the head, and keeps the same data the API serves beside it', async () => {
    const page = await (await renderer()).page('/');
    const html = page.body.toString();
    const { body: content } = await app.call('GET', '/api/v1/content');
    const { body: packages } = await app.call('GET', '/api/v1/package/get-all-package');

    expect(page.status).toBe(200);
    expect(html).toContain(`<head><meta charset="utf-8"><title>Home</title><meta name="page-data" content="/page-data?page=%2F&amp;v=${page.data!.version}"></head>`);
    expect(page.data!.url).toBe(`/page-data?page=%2F&v=${page.data!.version}`);
    expect(html).toContain(`<div id="root"><h1>${content.data.hero.title}</h1><p>${packages.data.length} packages</p></div>`);
    const data = dataOf(page);
    expect(data.content).toEqual(content.data);
    expect(data.packages).toEqual(packages.data);
    expect(data.team.every((member) => member.email === undefined)).toBe(true);
    // The data is the browser's to fetch, not part of the page's bytes.
    expect(html).not.toContain(JSON.stringify(data.packages[0]));
    expect(html).not.toContain('<!--app-');
  });

  it('shows an editor’s change at once, under a new version of the data', async () => {
    const site = await renderer();
    const before = await site.page('/');
    expect(await site.page('/')).toBe(before); // served from memory while nothing changed

    const content = await app.payload.findGlobal({ slug: 'site-content' });
    const title = 'New hero </script><script>alert(1)</script> <!-- title';
    await app.payload.updateGlobal({ slug: 'site-content', data: { hero: { ...content.hero, title } } });

    const after = await site.page('/');
    expect(after.etag).not.toBe(before.etag);
    expect(after.data!.version).not.toBe(before.data!.version);
    expect(dataOf(after).content.hero.title).toBe(title);
    await app.payload.updateGlobal({ slug: 'site-content', data: { hero: content.hero } });
  });

  it('answers 404 for unknown routes with one copy shared by all of them', async () => {
    const site = await renderer();
    const first = await site.page('/no-such-page');
    expect(first.status).toBe(404);
    expect(first.body.toString()).toContain('<h1>Not found</h1>');
    expect(await site.page('/another/unknown/page')).toBe(first);
  });

  it('keeps each page compressed with brotli and gzip, made once', async () => {
    const site = await renderer();
    const page = await site.page('/');
    expect(brotliDecompressSync(page.br.body)).toEqual(page.body);
    expect(gunzipSync(page.gzip.body)).toEqual(page.body);
    expect(page.br.body.length).toBeLessThan(page.body.length);
    expect(new Set([page.etag, page.br.etag, page.gzip.etag]).size).toBe(3);
  });

  it('gives the browser the data to render with when there is no server bundle', async () => {
    const page = await (await renderer(false)).page('/');
    expect(page.status).toBe(200);
    expect(page.body.toString()).toContain('<div id="root"></div>');
    expect(page.body.toString()).toContain('<meta name="page-data"');
    expect(dataOf(page).categories.length).toBeGreaterThan(0);
  });
});

/** A raw GET or HEAD: fetch would decompress the body and hide the bytes on the wire. */
function raw(url: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; rawHeaders: string[]; body: Buffer }>((resolve, reject) => {
    const request = http.request(url, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode!, headers: response.headers, rawHeaders: response.rawHeaders, body: Buffer.concat(chunks) }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end();
  });
}

/** Every way this process could compress: zlib's one-shot calls and the streams compression() uses. */
function countCompression() {
  const spies = (
    ['brotliCompress', 'brotliCompressSync', 'gzip', 'gzipSync', 'deflate', 'createBrotliCompress', 'createGzip', 'createDeflate'] as const
  ).map((name) => vi.spyOn(zlib, name));
  return {
    calls: () => spies.reduce((sum, spy) => sum + spy.mock.calls.length, 0),
    restore: () => spies.forEach((spy) => spy.mockRestore()),
  };
}

describe('public pages over HTTP (the real app and site bundle)', () => {
  const browser = { 'Accept-Encoding': 'br, gzip' };

  it('sends each page in the encoding asked for, bytes that decompress to the page', async () => {
    for (const pathname of ['/', '/support', '/terms-of-services']) {
      const identity = await raw(`${app.url}${pathname}`, { 'Accept-Encoding': 'identity' });
      expect(identity.status).toBe(200);
      expect(identity.headers['content-encoding']).toBeUndefined();
      expect(identity.body.toString()).toContain('<div id="root"><');

      const br = await raw(`${app.url}${pathname}`, browser);
      expect(br.status).toBe(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toMatch(/accept-encoding/i);
      expect(Number(br.headers['content-length'])).toBe(br.body.length);
      expect(br.body.length).toBeLessThan(identity.body.length / 3);
      expect(brotliDecompressSync(br.body)).toEqual(identity.body);

      const gzip = await raw(`${app.url}${pathname}`, { 'Accept-Encoding': 'gzip, deflate' });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.body)).toEqual(identity.body);
      expect(new Set([identity.headers.etag, br.headers.etag, gzip.headers.etag]).size).toBe(3);
    }
  });

  it('honours the weights in Accept-Encoding', async () => {
    const encodingFor = async (accept: string) =>
      (await raw(`${app.url}/`, { 'Accept-Encoding': accept })).headers['content-encoding'] ?? 'identity';
    expect(await encodingFor('gzip, deflate, br')).toBe('br');
    expect(await encodingFor('br;q=0.5, gzip')).toBe('gzip');
    expect(await encodingFor('br;q=0, gzip;q=0.1')).toBe('gzip');
    expect(await encodingFor('*')).toBe('br');
    expect(await encodingFor('deflate')).toBe('identity');
    expect(await encodingFor('br;q=0, gzip;q=0')).toBe('identity');
    expect(await encodingFor('')).toBe('identity');
  });

  it('answers HEAD with the headers of GET and 304 to the ETag of the same encoding', async () => {
    const get = await raw(`${app.url}/`, browser);
    const head = await raw(`${app.url}/`, browser, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers['content-length']).toBe(get.headers['content-length']);
    expect(head.headers.etag).toBe(get.headers.etag);
    expect(head.headers['content-encoding']).toBe('br');

    const unchanged = await raw(`${app.url}/`, { ...browser, 'If-None-Match': get.headers.etag! });
    expect(unchanged.status).toBe(304);
    expect(unchanged.body.length).toBe(0);
    // The gzip bytes are another representation: the brotli ETag does not validate them.
    const otherEncoding = await raw(`${app.url}/`, { 'Accept-Encoding': 'gzip', 'If-None-Match': get.headers.etag! });
    expect(otherEncoding.status).toBe(200);
  });

  it('compresses a page once per publish, not per request', async () => {
    await raw(`${app.url}/`, browser); // rendered (or already) before counting
    const counter = countCompression();
    try {
      for (let i = 0; i < 5; i++) {
        expect((await raw(`${app.url}/`, browser)).headers['content-encoding']).toBe('br');
        expect((await raw(`${app.url}/`, { 'Accept-Encoding': 'gzip' })).headers['content-encoding']).toBe('gzip');
      }
      expect(counter.calls()).toBe(0);

      // An editor publishes: the page is rendered and compressed again, once.
      const content = await app.payload.findGlobal({ slug: 'site-content' });
      await app.payload.updateGlobal({ slug: 'site-content', data: { hero: { ...content.hero, title: 'Published just now' } } });
      const fresh = await raw(`${app.url}/`, browser);
      expect(brotliDecompressSync(fresh.body).toString()).toContain('Published just now');
      const once = counter.calls();
      expect(once).toBeGreaterThan(0);
      await raw(`${app.url}/`, browser);
      expect(counter.calls()).toBe(once);
      await app.payload.updateGlobal({ slug: 'site-content', data: { hero: content.hero } });
    } finally {
      counter.restore();
    }
  });

  it('draws the same "not found" page whatever the unknown URL, which is what lets one copy serve them all', async () => {
    const bundle = (await import(pathToFileURL(path.join(repositoryRoot, 'site/dist/server/entry-server.js')).href)) as {
      render: (url: string, data: InitialData) => RenderResult;
      pageAddress: (url: string, data: InitialData) => string;
    };
    const data = await modules.loadInitialData(app.payload);
    const unknown = ['/no-such-page', '/a/b/c', '/legal/no-such-legal-page', '/404'];
    const drawn = unknown.map((url) => bundle.render(url, data));
    expect(drawn[0]!.status).toBe(404);
    for (const page of drawn) expect(page).toEqual(drawn[0]);
    expect(new Set(unknown.map((url) => bundle.pageAddress(url, data)))).toEqual(new Set(['/404']));
    // A page's own address however the URL spells it; each published legal page its own.
    expect(bundle.pageAddress('/SUPPORT/', data)).toBe('/support');
    expect(bundle.pageAddress('/', data)).toBe('/');
    for (const { slug } of data.legalPages) expect(bundle.pageAddress(`/legal/${slug}`, data)).toBe(`/legal/${slug}`);
  });

  it('serves every unknown URL one cached 404 page, compressed once', async () => {
    const first = await raw(`${app.url}/no-such-page`, browser);
    expect(first.status).toBe(404);
    expect(first.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(first.body).toString()).toContain('Page not found');

    const counter = countCompression();
    try {
      for (const pathname of ['/another-missing-page', '/a/b/c', `/random-${Date.now()}`, '/legal/no-such-legal-page']) {
        const response = await raw(`${app.url}${pathname}`, browser);
        expect(response.status).toBe(404);
        expect(response.body).toEqual(first.body);
      }
      expect(counter.calls()).toBe(0);
    } finally {
      counter.restore();
    }
  });

  // A first response of more than TCP's initial window (10 segments of 1,460 bytes) takes the
  // visitor another round trip before the page can draw: on a phone's network, 150 ms or more.
  it("sends the home page's first response, headers and all, within TCP's first round trip", async () => {
    const home = await raw(`${app.url}/`, browser);
    expect(home.headers['content-encoding']).toBe('br');
    let headerBytes = Buffer.byteLength('HTTP/1.1 200 OK\r\n\r\n');
    for (let i = 0; i < home.rawHeaders.length; i += 2) headerBytes += Buffer.byteLength(`${home.rawHeaders[i]}: ${home.rawHeaders[i + 1]}\r\n`);
    expect(headerBytes + home.body.length).toBeLessThanOrEqual(10 * 1460);
  });

  it('serves the data a page was rendered with at the address in its head, for good while that is current', async () => {
    const html = brotliDecompressSync((await raw(`${app.url}/support`, browser)).body).toString();
    const address = /<meta name="page-data" content="([^"]+)">/.exec(html)![1]!.replace(/&amp;/g, '&');
    expect(address).toMatch(/^\/page-data\?page=%2Fsupport&v=[\w-]{16}$/);

    const data = await raw(`${app.url}${address}`, browser);
    expect(data.status).toBe(200);
    expect(data.headers['content-type']).toMatch(/^application\/json/);
    expect(data.headers['content-encoding']).toBe('br');
    expect(data.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const json = JSON.parse(brotliDecompressSync(data.body).toString()) as InitialData;
    const { body: content } = await app.call('GET', '/api/v1/content');
    expect(json.content).toEqual(content.data);
    expect((await raw(`${app.url}${address}`, { ...browser, 'If-None-Match': data.headers.etag! })).status).toBe(304);

    // A version that is no longer the page's (a publish since): the current data, to be asked again next time.
    const stale = await raw(`${app.url}/page-data?page=%2Fsupport&v=AAAAAAAAAAAAAAAA`, browser);
    expect(stale.status).toBe(200);
    expect(stale.headers['cache-control']).toBe('no-cache');
    expect(stale.body).toEqual(data.body);
  });

  it('refuses a data request without a page address, in the API’s error shape', async () => {
    for (const query of ['', '?page=', '?page=support', '?v=abc']) {
      const response = await app.call('GET', `/page-data${query}`);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ success: false, message: expect.stringMatching(/page address/) });
    }
  });
});
