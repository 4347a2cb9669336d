import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import type { InitialData } from '@agency/contract';

import { bootApp, type TestApp } from '../testing/boot';
import { responseCache } from './cache';
import { SiteRenderer } from './site-renderer';

const template = `<!doctype html><html><head><meta charset="utf-8"><!--app-head--></head><body><div id="root"><!--app-html--></div><!--app-data--><script type="module" src="/assets/main.js"></script></body></html>`;

// A stand-in for the site's server bundle: enough to see what the renderer gives it and does with its output.
const entryServer = `export function render(url, data) {
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

const inlinedData = (body: Buffer): InitialData => {
  const json = /<script id="initial-data" type="application\/json">(.*?)<\/script>/s.exec(body.toString())?.[1];
  if (!json) throw new Error('no inlined data');
  return JSON.parse(json) as InitialData;
};

describe('server-rendered public pages', () => {
  let app: TestApp;
  const dists: string[] = [];

  beforeAll(async () => {
    app = await bootApp({ redisUrl: inject('redisUrl'), prefix: `ssr-${process.pid}` });
  });

  afterAll(async () => {
    await app?.stop();
    for (const dist of dists) rmSync(dist, { recursive: true, force: true });
  });

  const renderer = async (withServerBundle = true) => {
    const dist = fakeDist(withServerBundle);
    dists.push(dist);
    return (await SiteRenderer.create(dist, app.payload, responseCache))!;
  };

  it('fills the template with the markup, the head and the same data the API serves', async () => {
    const page = await (await renderer()).page('/');
    const html = page.body.toString();
    const { body: content } = await app.call('GET', '/api/v1/content');
    const { body: packages } = await app.call('GET', '/api/v1/package/get-all-package');

    expect(page.status).toBe(200);
    expect(html).toContain(`<head><meta charset="utf-8"><title>Home</title></head>`);
    expect(html).toContain(`<div id="root"><h1>${content.data.hero.title}</h1><p>${packages.data.length} packages</p></div>`);
    const data = inlinedData(page.body);
    expect(data.content).toEqual(content.data);
    expect(data.packages).toEqual(packages.data);
    expect(data.team.every((member) => member.email === undefined)).toBe(true);
    expect(html).not.toContain('<!--app-');
  });

  it('shows an editor’s change at once, and never lets content close the data script', async () => {
    const site = await renderer();
    const before = await site.page('/');
    expect(await site.page('/')).toBe(before); // served from memory while nothing changed

    const content = await app.payload.findGlobal({ slug: 'site-content' });
    const title = 'New hero </script><script>alert(1)</script> <!-- title';
    await app.payload.updateGlobal({ slug: 'site-content', data: { hero: { ...content.hero, title } } });

    const after = await site.page('/');
    expect(after.etag).not.toBe(before.etag);
    expect(inlinedData(after.body).content.hero.title).toBe(title);
    const script = /<script id="initial-data"[^>]*>(.*?)<\/script>/s.exec(after.body.toString())![1]!;
    expect(script).not.toContain('<');
    await app.payload.updateGlobal({ slug: 'site-content', data: { hero: content.hero } });
  });

  it('answers 404 for unknown routes and keeps no copy of them', async () => {
    const site = await renderer();
    const first = await site.page('/no-such-page');
    expect(first.status).toBe(404);
    expect(first.body.toString()).toContain('<h1>Not found</h1>');
    expect(await site.page('/no-such-page')).not.toBe(first);
  });

  it('inlines the data for the browser to render when there is no server bundle', async () => {
    const page = await (await renderer(false)).page('/');
    expect(page.status).toBe(200);
    expect(page.body.toString()).toContain('<div id="root"></div>');
    expect(inlinedData(page.body).categories.length).toBeGreaterThan(0);
  });
});
