import express, { type RequestHandler } from 'express';
import multer from 'multer';

import { limits, messages } from '@agency/contract';

import { chain } from './chain';
import { ApiError } from './errors';

const hasBody = (req: Parameters<RequestHandler>[0]) =>
  req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;

/** JSON bodies only, at most 100 KB; an empty body reads as `{}` so validation names the missing fields. */
export const jsonBody: RequestHandler = chain(
  (req, _res, next) => {
    if (['POST', 'PUT', 'PATCH'].includes(req.method) && hasBody(req) && !req.is('application/json'))
      return next(new ApiError(415, `${messages.unsupportedType}: send application/json`));
    next();
  },
  express.json({ limit: '100kb', strict: true }),
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
