import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

import type { Payload } from 'payload';

import type { InitialData, RenderResult } from '@agency/contract';
import { logger } from '@agency/server-kit/logger';

import type { ResponseCache } from '../lib/cache';
import { escapeXml } from '../lib/escape-xml';
import { loadInitialData, pageData, type PublicData } from './public-data';

const log = logger.child({ name: 'site-renderer' });

/** What the site's server bundle (site/src/entry-server.tsx) exports. */
interface ServerBundle {
  render: (url: string, data: InitialData) => RenderResult;
  /** The address a URL's page is drawn and kept under: one per page, and one shared by every URL that draws "not found". */
  pageAddress: (url: string, data: InitialData) => string;
}

/** One encoding of a response: its bytes and their own validator. */
export interface PageBytes {
  body: Buffer;
  etag: string;
}

/** Bytes in every encoding the server sends: the identity ones (`body`, `etag`) and their gzip and brotli forms, made once. */
export interface Encoded extends PageBytes {
  gzip: PageBytes;
  br: PageBytes;
}

/** A page's data for the browser, kept beside the page: fetched at `url` (pageDataPath) once the page is on screen. */
export interface PageData extends Encoded {
  url: string;
  /** Names these bytes in the URL: while it still does, the browser may keep them for good. */
  version: string;
}

/** A rendered page, and the data it was rendered with (none when the database was down). */
export interface RenderedPage extends Encoded {
  status: number;
  data: PageData | undefined;
}

/** Where a page's data is fetched: `?page=<the page's address>&v=<version>`. */
export const pageDataPath = '/page-data';

/** At most this many pages are kept rendered; the site has a handful, plus its legal pages. */
const maxCachedPages = 64;

/** Without a server bundle every URL gets the same shell, so one copy serves them all. */
const shellAddress = '*';

/**
 * Renders the public site's pages on the server from its build (site/dist): the
 * template `index.html` with the app's markup and head, so the first paint needs no API round
 * trip. The data the page was rendered with is kept beside it, at the address its
 * `<meta name="page-data">` gives, for the browser to hydrate with once the page is on screen:
 * inlined, it made the home page's HTML a round trip longer (decision 040). Each page is rendered and compressed
 * (gzip and brotli) once, then served from memory until any
 * write invalidates the response cache (here or on another instance). Every unknown
 * URL shares one "not found" page, so arbitrary URLs neither render nor fill memory.
 * Without the server bundle the page is the bare template with its data, and the client renders.
 */
export class SiteRenderer {
  private readonly pages = new Map<string, Promise<RenderedPage>>();
  private data: Promise<PublicData> | undefined;

  private constructor(
    private readonly template: { head: string; root: string; end: string },
    private readonly bundle: ServerBundle | undefined,
    private readonly payload: Payload,
    cache: ResponseCache,
  ) {
    cache.onInvalidate(() => {
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
    const [beforeRoot, end] = splitOnce(afterHead, '<!--app-html-->');

    let bundle: ServerBundle | undefined;
    const serverEntry = path.join(dist, 'server/entry-server.js');
    if (existsSync(serverEntry)) {
      const module = (await import(pathToFileURL(serverEntry).href)) as Partial<ServerBundle>;
      if (module.render && module.pageAddress) bundle = { render: module.render, pageAddress: module.pageAddress };
    }
    if (!bundle) log.warn('site/dist/server/entry-server.js lacks render() or pageAddress(): pages render in the browser');
    return new SiteRenderer({ head: beforeHead, root: beforeRoot, end }, bundle, payload, cache);
  }

  async page(pathname: string): Promise<RenderedPage> {
    let data: PublicData;
    try {
      data = await this.loadData();
    } catch (error) {
      // The database is down: the shell still loads, and the client retries the API. Not kept.
      log.warn({ err: (error as Error).message }, 'page data not loaded; sending the bare shell');
      return this.assemble({ status: 503, head: '', html: '' }, shellAddress, undefined);
    }
    const address = this.bundle ? this.bundle.pageAddress(pathname, data) : shellAddress;
    let page = this.pages.get(address);
    if (!page) {
      // Kept from the start, so requests arriving while it renders wait for this one render.
      // A write meanwhile clears the map: the next request renders from fresh data.
      page = this.renderPage(address, data);
      if (this.pages.size >= maxCachedPages) this.pages.delete(this.pages.keys().next().value!);
      this.pages.set(address, page);
      page.catch(() => {
        if (this.pages.get(address) === page) this.pages.delete(address);
      });
    }
    return page;
  }

  private loadData(): Promise<PublicData> {
    if (!this.data) {
      const loading = loadInitialData(this.payload);
      this.data = loading;
      loading.catch(() => {
        if (this.data === loading) this.data = undefined;
      });
    }
    return this.data;
  }

  private renderPage(address: string, all: PublicData): Promise<RenderedPage> {
    const data = pageData(all, address);
    let result: RenderResult = { status: 200, head: '', html: '' };
    if (this.bundle) {
      try {
        result = this.bundle.render(address, data);
      } catch (error) {
        log.error({ err: error, address }, 'server render failed; the browser renders this page');
      }
    }
    return this.assemble(result, address, data);
  }

  private async assemble(result: RenderResult, address: string, data: InitialData | undefined): Promise<RenderedPage> {
    const { head, root, end } = this.template;
    let pageData: PageData | undefined;
    let dataMeta = '';
    if (data) {
      const json = await encode(Buffer.from(JSON.stringify(data)), dataQuality);
      const version = json.etag.slice(1, 17);
      const url = `${pageDataPath}?${new URLSearchParams({ page: address, v: version })}`;
      pageData = { ...json, url, version };
      dataMeta = `<meta name="page-data" content="${escapeXml(url)}">`;
    }
    const page = await encode(Buffer.from(head + result.head + dataMeta + root + result.html + end), pageQuality);
    return { status: result.status, ...page, data: pageData };
  }
}

/**
 * Brotli's quality for a page's HTML: 11, its best. On the home page's 84 KB it saves 2.3 % over
 * 10 (13.2 KB against 13.5 KB), which keeps the page, with its headers, within TCP's first round
 * trip (site-renderer.test.ts holds it there); it costs about 110 ms more, once per page and publish,
 * off the event loop. The data, fetched after the first paint, takes 10.
 */
const pageQuality = 11;
const dataQuality = 10;

/** Bytes with their gzip and brotli forms, made once per page and publish, off the event loop. */
async function encode(body: Buffer, quality: number): Promise<Encoded> {
  const hash = createHash('sha1').update(body).digest('base64url');
  const [br, gz] = await Promise.all([
    promisify(zlib.brotliCompress)(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    promisify(zlib.gzip)(body, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  return { body, etag: `"${hash}"`, br: { body: br, etag: `"${hash}-br"` }, gzip: { body: gz, etag: `"${hash}-gz"` } };
}

function splitOnce(text: string, marker: string): [string, string] {
  const at = text.indexOf(marker);
  if (at === -1) throw new Error(`site/dist/index.html lacks the ${marker} marker`);
  return [text.slice(0, at), text.slice(at + marker.length)];
}
