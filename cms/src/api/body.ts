import express, { type RequestHandler } from 'express';
import multer from 'multer';

import { apiBasePath, endpoints, limits, messages } from '@agency/contract';
import { inboundMaxBytes } from '@agency/otp-service';

import { chain } from './chain';
import { ApiError } from './errors';

const hasBody = (req: Parameters<RequestHandler>[0]) =>
  req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;

const jsonMaxBytes = 100 * 1024;
/** Room for a form's other fields and the multipart boundaries around one image. */
const multipartOverhead = 256 * 1024;

const inboundMailPath = `${apiBasePath}${endpoints.inbound.mail.path}`;

/** The most a request to `path` may send, by where it goes and what it is. */
function bodyLimit(path: string, multipart: boolean): number {
  if (path === inboundMailPath) return inboundMaxBytes;
  if (path.startsWith('/api/v1/')) return multipart ? limits.imageMaxBytes + multipartOverhead : jsonMaxBytes;
  // The CMS panel: uploads to media, and its form state (the site content's is the largest, ~100 KB).
  if (path.startsWith('/cms/') || path === '/cms') return multipart ? limits.imageMaxBytes + multipartOverhead : 2 * 1024 * 1024;
  return 64 * 1024; // the site and the dashboard take no bodies
}

/** Past this, a refused body is not even drained: the connection is closed after the answer. */
const drainMaxBytes = 1024 * 1024 * 1024;
const drainMaxMs = 10_000;

/**
 * Answers at once, without reading the body into memory. A client still sending its body
 * reads the answer only if the connection stays open, so a body of declared length is drained
 * (Node reads and drops it after the response) for at most 10 s; anything else is cut off.
 */
function refuse(req: Parameters<RequestHandler>[0], res: Parameters<RequestHandler>[1], status: number, message: string, drain: boolean) {
  if (drain) {
    const timer = setTimeout(() => req.socket.destroy(), drainMaxMs).unref();
    req.once('end', () => clearTimeout(timer)).once('close', () => clearTimeout(timer));
  } else {
    res.setHeader('Connection', 'close');
  }
  res.status(status).set('Cache-Control', 'no-store').json({ success: false, message });
}

/**
 * Every request's body is capped before anything reads it: a declared length over the limit is
 * answered 413 at once. Bodies of unknown length (chunked) are refused (411) outside /api/v1,
 * whose parsers count the bytes as they stream; Next, behind /cms, buffers whole bodies.
 */
export const capBodies: RequestHandler = (req, res, next) => {
  const declared = req.headers['content-length'];
  const multipart = /^multipart\/form-data/i.test(req.headers['content-type'] ?? '');
  if (declared !== undefined) {
    const length = Number(declared);
    if (length > bodyLimit(req.path, multipart)) return refuse(req, res, 413, messages.bodyTooLarge, length <= drainMaxBytes);
  } else if (req.headers['transfer-encoding'] !== undefined && !req.path.startsWith('/api/v1/')) {
    return refuse(req, res, 411, messages.lengthRequired, false);
  }
  next();
};

/** JSON bodies only, at most 100 KB; an empty body reads as `{}` so validation names the missing fields. */
export const jsonBody: RequestHandler = chain(
  (req, _res, next) => {
    if (['POST', 'PUT', 'PATCH'].includes(req.method) && hasBody(req) && !req.is('application/json'))
      return next(new ApiError(415, `${messages.unsupportedType}: send application/json`));
    next();
  },
  express.json({ limit: jsonMaxBytes, strict: true }),
);

const upload = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: limits.imageMaxBytes, files: 1, fields: 60, fieldSize: 16 * 1024, parts: 70 },
});

/** multipart/form-data with at most one image in `file`. */
export const multipartBody: RequestHandler = chain(
  (req, _res, next) => {
    if (!req.is('multipart/form-data')) return next(new ApiError(415, `${messages.unsupportedType}: send multipart/form-data`));
    next();
  },
  upload.single('file'),
);

/** A raw mail (`message/rfc822`, a provider's inbound hook), at most 10 MB, as a Buffer in `req.body`. */
export const messageBody: RequestHandler = chain(
  (req, _res, next) => {
    if (!req.is('message/rfc822')) return next(new ApiError(415, `${messages.unsupportedType}: send message/rfc822`));
    next();
  },
  express.raw({ type: 'message/rfc822', limit: inboundMaxBytes }),
);
