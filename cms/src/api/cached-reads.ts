import type { RequestHandler } from 'express';
import helmet from 'helmet';
import type { Payload } from 'payload';

import type { Endpoint } from '@agency/contract';

import type { ApiContext } from './context';
import { envelope } from './respond';
import type { CacheTag } from '../lib/cache';

/** A public, read-mostly endpoint: served from memory, revalidated by ETag, dropped on every write. */
export interface CachedRead {
  /** Its entry in the contract's table; a `public-or-staff` one sends requests with a token on to the router. */
  endpoint: Endpoint;
  tag: CacheTag;
  message: string;
  load: (payload: Payload) => Promise<unknown>;
}

/** The headers helmet sets, captured once, so a hit is answered with a single writeHead. */
function securityHeaders(): string[] {
  const headers: string[] = [];
  const recorder = { setHeader: (name: string, value: string) => void headers.push(name, String(value)), removeHeader: () => undefined };
  const [request, response] = [{}, recorder] as unknown as Parameters<ReturnType<typeof helmet>>;
  helmet()(request, response, () => undefined);
  return headers;
}

/**
 * The hot path for cached public reads, ahead of the API's router: thousands of
 * these a second are the site's traffic, so they skip route matching and per-header work.
 * `base` is where the API is mounted; each read's path is looked up under it, exactly.
 */
export function cachedReads({ cache, payload }: Pick<ApiContext, 'cache' | 'payload'>, base: string, list: CachedRead[]): RequestHandler {
  const reads = new Map(list.map((read) => [`${base}${read.endpoint.path}`, read]));
  const fixed = [...securityHeaders(), 'Cache-Control', 'public, no-cache'];
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const path = req.path.length > 1 && req.path.endsWith('/') ? req.path.slice(0, -1) : req.path;
    const read = reads.get(path);
    if (!read || (read.endpoint.access === 'public-or-staff' && req.headers.authorization)) return next();
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
