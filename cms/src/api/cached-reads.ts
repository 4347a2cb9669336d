import type { RequestHandler } from 'express';
import type { Payload } from 'payload';

import type { DataOf, PathParams } from '@agency/contract';

import type { ApiContext } from './context';
import { envelope } from './respond';
import { checkAnswer, type Contracted } from './route';
import type { CacheTag } from '../lib/cache';
import { securityHeaders } from '../lib/security-headers';

/** A public, read-mostly endpoint: served from memory, revalidated by ETag, dropped on every write. */
export interface CachedRead<E extends Contracted = Contracted> {
  /** Its entry in the contract (`contract.<resource>.<name>`); a `public-or-staff` one sends requests with a token on to the router. */
  endpoint: E;
  tag: CacheTag;
  message: string;
  /** `params` holds the path's `:name` segments, for a read of one item (e.g. `/legal-pages/:slug`). */
  load(payload: Payload, params: Record<PathParams<E['path']>, string>): Promise<DataOf<E>>;
}

/** A read's path with `:name` segments as a pattern; `undefined` for a fixed path. */
function pathPattern(path: string): RegExp | undefined {
  if (!path.includes(':')) return undefined;
  const source = path.split('/').map((part) => (part.startsWith(':') ? `(?<${part.slice(1)}>[^/]+)` : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return new RegExp(`^${source.join('/')}$`);
}

/** The headers helmet sets (lib/security-headers.ts), captured once, so a hit is answered with a single writeHead. */
function capturedSecurityHeaders(env: ApiContext['env']): string[] {
  const headers: string[] = [];
  const recorder = { setHeader: (name: string, value: string) => void headers.push(name, String(value)), removeHeader: () => undefined };
  const [request, response] = [{}, recorder] as unknown as Parameters<ReturnType<typeof securityHeaders>>;
  securityHeaders(env)(request, response, () => undefined);
  return headers;
}

/**
 * If-None-Match compares weakly (RFC 9110 13.1.2): `W/"x"` matches `"x"`, and it may list several
 * tags or be `*`. A compressing proxy in front (the stack's nginx) weakens the ETags it passes on.
 */
const matchesWeakly = (condition: string, etag: string) =>
  condition.split(',').some((tag) => {
    const value = tag.trim();
    return value === '*' || value.replace(/^W\//, '') === etag;
  });

/**
 * The hot path for cached public reads, ahead of the API's router: thousands of
 * these a second are the site's traffic, so they skip route matching and per-header work.
 * `base` is where the API is mounted; each read's path is looked up under it, exactly.
 */
export function cachedReads(
  { cache, payload, env }: Pick<ApiContext, 'cache' | 'payload' | 'env'>,
  base: string,
  list: CachedRead[],
): RequestHandler {
  const reads = new Map(list.filter((read) => !pathPattern(read.endpoint.path)).map((read) => [`${base}${read.endpoint.path}`, read]));
  const patterns = list.flatMap((read) => {
    const pattern = pathPattern(`${base}${read.endpoint.path}`);
    return pattern ? [{ pattern, read }] : [];
  });
  const find = (path: string): { read: CachedRead; params: Record<string, string> } | undefined => {
    const read = reads.get(path);
    if (read) return { read, params: {} };
    for (const { pattern, read: candidate } of patterns) {
      const groups = pattern.exec(path)?.groups;
      if (groups) return { read: candidate, params: { ...groups } };
    }
    return undefined;
  };
  const fixed = [...capturedSecurityHeaders(env), 'Cache-Control', 'public, no-cache'];
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const path = req.path.length > 1 && req.path.endsWith('/') ? req.path.slice(0, -1) : req.path;
    const found = find(path);
    if (!found || (found.read.endpoint.access === 'public-or-staff' && req.headers.authorization)) return next();
    const { read, params } = found;
    const load = async () => {
      const data = await read.load(payload, params);
      checkAnswer(read.endpoint, data);
      return envelope(read.message, data);
    };
    cache.get(path, read.tag, load).then((cached) => {
      const condition = req.headers['if-none-match'];
      if (condition === cached.etag || (condition !== undefined && matchesWeakly(condition, cached.etag))) {
        res.writeHead(304, [...fixed, 'ETag', cached.etag]).end();
        return;
      }
      res.writeHead(200, [...fixed, 'ETag', cached.etag, 'Content-Type', 'application/json; charset=utf-8', 'Content-Length', String(cached.body.length)]);
      res.end(req.method === 'HEAD' ? undefined : cached.body);
    }, next);
  };
}
