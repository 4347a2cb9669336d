import type { RequestHandler } from 'express';

import { logger } from '@agency/server-kit/logger';

const log = logger.child({ name: 'http' });

/**
 * Logs every write, every failure and every slow request. Fast successful reads
 * are counted out: at thousands of cached reads a second, a log line each would
 * cost more than the response itself.
 */
export const requestLog: RequestHandler = (req, res, next) => {
  const started = process.hrtime.bigint();
  res.on('finish', () => {
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    const quiet = (req.method === 'GET' || req.method === 'HEAD') && res.statusCode < 400 && ms < 1000;
    if (quiet) return;
    // Next destroys a request whose body it did not read to the end (a refused upload): no socket, no address.
    const entry = { method: req.method, url: req.originalUrl, status: res.statusCode, ms: Math.round(ms), ip: req.socket ? req.ip : undefined };
    if (res.statusCode >= 500) log.error(entry, 'request');
    else log.info(entry, 'request');
  });
  next();
};
