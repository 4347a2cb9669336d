import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import type { Payload } from 'payload';

import type { InitialData, RenderResult } from '@agency/contract';
import { logger } from '@agency/server-kit/logger';

import type { ResponseCache } from './cache';
import { loadInitialData } from './public-data';

const log = logger.child({ name: 'site-renderer' });

type Render = (url: string, data: InitialData) => RenderResult;

export interface RenderedPage {
  status: number;
  body: Buffer;
  etag: string;
}

/** At most this many paths are kept rendered; the site has a handful of routes. */
const maxCachedPages = 64;

/** JSON that is safe inside a <script> element: no "</script>", no "<!--". */
const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * Renders the public site's pages on the server from its build (site/dist): the
 * template `index.html` with the app's markup, head and the page data inlined, so
 * the first paint needs no API round trip. Rendered pages are kept in memory until
 * any write invalidates the response cache (here or on another instance).
 * Without the server bundle it still inlines the data and the client renders.
 */
export class SiteRenderer {
  private readonly pages = new Map<string, RenderedPage>();
  private generation = 0;
  private data: Promise<InitialData> | undefined;

  private constructor(
    private readonly template: { head: string; root: string; data: string; end: string },
    private readonly render: Render | undefined,
    private readonly payload: Payload,
    cache: ResponseCache,
  ) {
    cache.onInvalidate(() => {
      this.generation += 1;
      this.pages.clear();
      this.data = undefined;
    });
  }

  /** Undefined when the site is not built (site/dist/index.html missing). */
  static async create(dist: string, payload: Payload, cache: ResponseCache): Promise<SiteRenderer | undefined> {
    const indexFile = path.join(dist, 'index.html');
    if (!existsSync(indexFile)) return undefined;
    const html = readFileSync(indexFile, 'utf8');
    const [beforeHead, afterHead] = splitOnce(html, '<!--app-head-->');
    const [beforeRoot, afterRoot] = splitOnce(afterHead, '<!--app-html-->');
    const [beforeData, end] = splitOnce(afterRoot, '<!--app-data-->');

    let render: Render | undefined;
    const serverEntry = path.join(dist, 'server/entry-server.js');
    if (existsSync(serverEntry)) {
      const module = (await import(pathToFileURL(serverEntry).href)) as { render?: Render };
      render = module.render;
    }
    if (!render) log.warn('site/dist/server/entry-server.js has no render(): pages render in the browser');
    return new SiteRenderer({ head: beforeHead, root: beforeRoot, data: beforeData, end }, render, payload, cache);
  }

  async page(pathname: string): Promise<RenderedPage> {
    const hit = this.pages.get(pathname);
    if (hit) return hit;
    const generation = this.generation;
    const page = await this.renderPage(pathname);
    // Cache only known routes, and only if no write landed while we rendered.
    if (page.status === 200 && generation === this.generation) {
      if (this.pages.size >= maxCachedPages) this.pages.delete(this.pages.keys().next().value!);
      this.pages.set(pathname, page);
    }
    return page;
  }

  private loadData(): Promise<InitialData> {
    if (!this.data) {
      const loading = loadInitialData(this.payload);
      this.data = loading;
      loading.catch(() => {
        if (this.data === loading) this.data = undefined;
      });
    }
    return this.data;
  }

  private async renderPage(pathname: string): Promise<RenderedPage> {
    let data: InitialData | undefined;
    try {
      data = await this.loadData();
    } catch (error) {
      // The database is down: the shell still loads, and the client retries the API.
      log.warn({ err: (error as Error).message }, 'page data not loaded; sending the bare shell');
      return this.assemble({ status: 503, head: '', html: '' }, undefined);
    }
    let result: RenderResult = { status: 200, head: '', html: '' };
    if (this.render) {
      try {
        result = this.render(pathname, data);
      } catch (error) {
        log.error({ err: error, pathname }, 'server render failed; the browser renders this page');
      }
    }
    return this.assemble(result, data);
  }

  private assemble(result: RenderResult, data: InitialData | undefined): RenderedPage {
    const { head, root, data: beforeData, end } = this.template;
    const dataScript = data ? `<script id="initial-data" type="application/json">${scriptSafeJson(data)}</script>` : '';
    const body = Buffer.from(head + result.head + root + result.html + beforeData + dataScript + end);
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    return { status: result.status, body, etag };
  }
}

function splitOnce(text: string, marker: string): [string, string] {
  const at = text.indexOf(marker);
  if (at === -1) throw new Error(`site/dist/index.html lacks the ${marker} marker`);
  return [text.slice(0, at), text.slice(at + marker.length)];
}
