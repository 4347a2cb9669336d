import type { RequestHandler } from 'express';
import helmet from 'helmet';
import type { Payload } from 'payload';

import type { ApiContext } from '../context';
import { envelope } from '../respond';
import type { CacheTag } from '../../lib/cache';
import { listCategories, listPackages, listPublicTeam, loadSiteContent } from '../../lib/public-data';

interface CachedRead {
  tag: CacheTag;
  message: string;
  load: (payload: Payload) => Promise<unknown>;
  /** A request with a token goes on to the staff variant of the route (the team list with e-mails). */
  staffVariant?: boolean;
}

/** The public, read-mostly endpoints: served from memory, revalidated by ETag, dropped on every write. */
const reads = new Map<string, CachedRead>([
  ['/api/v1/content', { tag: 'content', message: 'Content retrieved successfully', load: loadSiteContent }],
  ['/api/v1/category/get-all-category', { tag: 'catalogue', message: 'Categories retrieved successfully', load: listCategories }],
  ['/api/v1/package/get-all-package', { tag: 'catalogue', message: 'Packages retrieved successfully', load: listPackages }],
  ['/api/v1/team-member/get-all', { tag: 'team', message: 'Team members retrieved successfully', load: listPublicTeam, staffVariant: true }],
]);

/** The headers helmet sets, captured once, so a hit is answered with a single writeHead. */
function securityHeaders(): string[] {
  const headers: string[] = [];
  const recorder = { setHeader: (name: string, value: string) => void headers.push(name, String(value)), removeHeader: () => undefined };
  helmet()({} as never, recorder as never, () => undefined);
  return headers;
}

/**
 * The hot path for cached public reads, ahead of the /api/v1 router: thousands of
 * these a second are the site's traffic, so they skip route matching and per-header work.
 */
export function publicReads({ cache, payload }: Pick<ApiContext, 'cache' | 'payload'>): RequestHandler {
  const fixed = [...securityHeaders(), 'Cache-Control', 'public, no-cache'];
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const path = req.path.length > 1 && req.path.endsWith('/') ? req.path.slice(0, -1) : req.path;
    const read = reads.get(path);
    if (!read || (read.staffVariant && req.headers.authorization)) return next();
    cache.get(path, read.tag, async () => envelope(read.message, await read.load(payload))).then((cached) => {
      if (req.headers['if-none-match'] === cached.etag) {
        res.writeHead(304, [...fixed, 'ETag', cached.etag]).end();
        return;
      }
      res.writeHead(200, [...fixed, 'ETag', cached.etag, 'Content-Type', 'application/json; charset=utf-8', 'Content-Length', String(cached.body.length)]);
      res.end(req.method === 'HEAD' ? undefined : cached.body);
    }, next);
  };
}
