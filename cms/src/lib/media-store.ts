import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

import { GetObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import express, { type Request, type RequestHandler, type Response } from 'express';

import { logger } from '@agency/server-kit/logger';

import { s3ClientConfig, type S3Env } from './s3';

/**
 * Where uploaded images live and how browsers get them. Whichever store holds the files
 * (DATA_DIR/media or an S3 bucket), their URLs are `/media/<filename>` on this origin: the
 * site, dashboard and panel all allow images from 'self' only, and a bucket's own URL would
 * need every one of those policies (and the bucket's public access) to change with it.
 */

const log = logger.child({ name: 'media' });

/** A week, then revalidated by ETag: a name can come back after its file was deleted, so not `immutable`. */
const maxAgeSeconds = 7 * 24 * 60 * 60;


/** The URL a stored file is read at. */
export const mediaPath = (filename: string): string => `/media/${encodeURIComponent(filename)}`;

/**
 * The object key of a `/media/...` request. `@payloadcms/storage-s3`, configured without a
 * prefix, stores each file under its document's `filename`, which Payload keeps free of slashes.
 */
function keyOf(req: Request): string | undefined {
  let key: string;
  try {
    key = decodeURIComponent(req.path.slice(1));
  } catch {
    return undefined;
  }
  return key && key !== '.' && key !== '..' && !/[/\\\0]/.test(key) ? key : undefined;
}

/** The browser's revalidation, left to the bucket to answer; as HTTP says, a tag outranks a date. */
function conditionsOf(req: Request): { IfNoneMatch?: string; IfModifiedSince?: Date } {
  const tag = req.headers['if-none-match'];
  if (tag) return { IfNoneMatch: tag };
  const since = req.headers['if-modified-since'] ? new Date(req.headers['if-modified-since']) : undefined;
  return since && !Number.isNaN(since.getTime()) ? { IfModifiedSince: since } : {};
}

const statusOf = (error: unknown) => (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
const nameOf = (error: unknown) => (error as { name?: string }).name;

function isMissing(error: unknown): boolean {
  const name = nameOf(error);
  // A missing bucket answers 404 too, but that is the server's configuration at fault, not the URL.
  if (name === 'NoSuchBucket') return false;
  return name === 'NoSuchKey' || name === 'NotFound' || statusOf(error) === 404;
}

function fail(res: Response, status: 404 | 503, text: string) {
  if (status === 503) res.setHeader('Retry-After', '5');
  res.status(status).type('text/plain').setHeader('Cache-Control', 'no-store').send(text);
}

/** Streams objects from the bucket, with the validators and caching a static file server would give them. */
export function bucketHandler(client: S3Client, bucket: string): RequestHandler {
  return async (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return void res.status(405).setHeader('Allow', 'GET, HEAD').end();
    }
    const key = keyOf(req);
    if (!key) return fail(res, 404, 'Not Found');

    const abort = new AbortController();
    res.once('close', () => abort.abort());
    const input = { Bucket: bucket, Key: key, ...conditionsOf(req) };
    let object;
    try {
      object = await client.send(req.method === 'HEAD' ? new HeadObjectCommand(input) : new GetObjectCommand(input), {
        abortSignal: abort.signal,
      });
    } catch (error) {
      if (abort.signal.aborted) return;
      if (statusOf(error) === 304) {
        res.setHeader('Cache-Control', `public, max-age=${maxAgeSeconds}`);
        // The one tag that matched, when the browser sent one; S3 does not repeat it on a 304.
        if (input.IfNoneMatch && /^(W\/)?"[^"]*"$/.test(input.IfNoneMatch)) res.setHeader('ETag', input.IfNoneMatch);
        return void res.status(304).end();
      }
      if (isMissing(error)) return fail(res, 404, 'Not Found');
      log.error({ err: error, bucket, key }, 'media bucket unavailable');
      return fail(res, 503, 'Service Unavailable');
    }

    const body = 'Body' in object ? object.Body : undefined;
    if (req.method === 'GET' && !(body instanceof Readable)) {
      log.error({ bucket, key }, 'media object came without a readable body');
      return fail(res, 503, 'Service Unavailable');
    }
    res.status(200);
    res.setHeader('Content-Type', object.ContentType ?? 'application/octet-stream');
    if (object.ContentLength !== undefined) res.setHeader('Content-Length', object.ContentLength);
    if (object.ETag) res.setHeader('ETag', object.ETag);
    if (object.LastModified) res.setHeader('Last-Modified', object.LastModified.toUTCString());
    res.setHeader('Cache-Control', `public, max-age=${maxAgeSeconds}`);
    if (!(body instanceof Readable)) return void res.end();
    try {
      await pipeline(body, res);
    } catch (error) {
      // The visitor went away, or the bucket broke off mid-file: either way the response is already cut.
      if (!abort.signal.aborted) log.warn({ err: error, bucket, key }, 'media stream broke off');
    }
  };
}

/** The `/media` handler: the bucket when S3_BUCKET is set (as payload.config.ts stores there), else the local folder. */
export function serveMedia(options: { env: S3Env; localDir: string; client?: S3Client }): RequestHandler {
  const { env, localDir } = options;
  if (!env.S3_BUCKET) return express.static(localDir, { maxAge: maxAgeSeconds * 1000, fallthrough: false });
  return bucketHandler(options.client ?? new S3Client(s3ClientConfig(env)), env.S3_BUCKET);
}
