import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import { Router, type Response } from 'express';
import type { Payload } from 'payload';

import type { InitialData } from '@agency/contract';
import { logger } from '@agency/server-kit/logger';

import type { Env } from '../../config/env';
import { legalPagePath } from '../legal-pages/mapper';
import { loadSiteContent } from '../site-content/read';
import type { ResponseCache } from '../../lib/cache';
import { loadInitialData } from '../../render/public-data';
import { renderOgImage } from './og-image';
import { ogImagePath, publicOrigin } from './settings';
import { robotsTxt, sitemapXml, type SitemapPage } from './sitemap';

const log = logger.child({ name: 'seo' });

export interface Document {
  type: string;
  body: Buffer;
  etag: string;
}

export const document = (type: string, body: Buffer | string): Document => {
  const bytes = Buffer.isBuffer(body) ? body : Buffer.from(body);
  return { type, body: bytes, etag: `"${createHash('sha1').update(bytes).digest('base64url')}"` };
};

type ListPages = (data: InitialData) => SitemapPage[];

/** The site's list of public pages comes from its route table, in its server bundle; unbuilt, the home page alone. */
async function sitePageList(siteDist: string): Promise<ListPages> {
  const bundle = path.join(siteDist, 'server/entry-server.js');
  if (existsSync(bundle)) {
    const module = (await import(pathToFileURL(bundle).href)) as { publicPages?: ListPages };
    if (module.publicPages) return module.publicPages;
  }
  log.warn('site/dist/server/entry-server.js has no publicPages(): the sitemap lists the home page only');
  return (data) => [{ path: '/', lastmod: data.content.updatedAt }];
}

/**
 * Documents made from the published content, once per change: kept until the response cache is
 * invalidated (a write here or on another instance), like the rendered pages. One being made when
 * a write lands is served to those already waiting and not kept.
 */
export class ContentDocuments {
  private readonly made = new Map<string, Promise<Document>>();

  constructor(cache: ResponseCache) {
    cache.onInvalidate(() => this.made.clear());
  }

  get(name: string, make: () => Promise<Document>): Promise<Document> {
    const hit = this.made.get(name);
    if (hit) return hit;
    const making = make();
    this.made.set(name, making);
    // A failure is not kept; an invalidation while making has already dropped it from the map.
    making.catch(() => {
      if (this.made.get(name) === making) this.made.delete(name);
    });
    return making;
  }
}

function send(res: Response, doc: Document, maxAge: number) {
  // express answers 304 itself when the ETag matches the request's If-None-Match (req.fresh).
  res
    .type(doc.type)
    .setHeader('Cache-Control', `public, max-age=${maxAge}`)
    .setHeader('ETag', doc.etag)
    .setHeader('X-Content-Type-Options', 'nosniff');
  res.send(doc.body);
}

/**
 * /robots.txt, /sitemap.xml and the generated link-preview image (settings.ts's `ogImagePath`),
 * all on the public origin (PUBLIC_URL, else what `npm start` serves); and one address per page:
 * /legal/<slug> of a legal page that has its own address (/privacy-policy) moves there for good.
 */
export function seoRoutes(ctx: { payload: Payload; env: Env; cache: ResponseCache }, siteDist: string): Router {
  const router = Router();
  const siteUrl = publicOrigin(ctx.env);
  const documents = new ContentDocuments(ctx.cache);
  const robots = document('text/plain; charset=utf-8', robotsTxt(siteUrl));
  let listPages: Promise<ListPages> | undefined;

  router.get('/robots.txt', (_req, res) => send(res, robots, 3600));

  router.get('/legal/:slug', (req, res, next) => {
    const canonical = legalPagePath(req.params.slug);
    if (canonical.startsWith('/legal/')) return next();
    const query = req.originalUrl.indexOf('?');
    res.redirect(301, query === -1 ? canonical : canonical + req.originalUrl.slice(query));
  });

  router.get('/sitemap.xml', async (_req, res, next) => {
    try {
      const doc = await documents.get('sitemap', async () => {
        const [list, data] = await Promise.all([(listPages ??= sitePageList(siteDist)), loadInitialData(ctx.payload)]);
        return document('application/xml; charset=utf-8', sitemapXml(siteUrl, list(data)));
      });
      send(res, doc, 300);
    } catch (error) {
      next(error);
    }
  });

  router.get(ogImagePath, async (_req, res, next) => {
    try {
      const doc = await documents.get('og-image', async () => {
        const content = await loadSiteContent(ctx.payload);
        return document('image/png', await renderOgImage(content.hero));
      });
      send(res, doc, 300);
    } catch (error) {
      next(error);
    }
  });

  return router;
}
