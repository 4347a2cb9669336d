import type { Request, Response } from 'express';

import type { ApiSuccess, Meta } from '@agency/contract';

import type { CachedBody } from '../lib/cache';

export function ok<T>(res: Response, message: string, data: T, meta?: Meta, status = 200): void {
  const body: ApiSuccess<T> = { success: true, message, data };
  if (meta) body.meta = meta;
  res.status(status).json(body);
}

/** Sends a cached, pre-serialised body; answers 304 when the client already has it. */
export function sendCached(req: Request, res: Response, cached: CachedBody): void {
  res.setHeader('ETag', cached.etag);
  res.setHeader('Cache-Control', 'public, no-cache');
  if (req.headers['if-none-match'] === cached.etag) {
    res.status(304).end();
    return;
  }
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', cached.body.length);
  res.end(cached.body);
}

export function envelope<T>(message: string, data: T): ApiSuccess<T> {
  return { success: true, message, data };
}
