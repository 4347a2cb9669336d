import { Router, type Request, type Response } from 'express';

import { contract, type HealthReport } from '@agency/contract';

import { databaseEngine } from '../../lib/database';
import { requireStaff } from '../auth';
import type { ApiContext } from '../context';
import { answered, route } from '../route';

const withTimeout = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), ms).unref())]);

/**
 * 200 once the database and Redis answer; 503 (with which one is down) otherwise. Staff tokens
 * also see whether a mail worker reported lately (and when one last did), the mail queue's
 * counts (waiting, active, delayed, failed) and the database engine and version; those never change
 * the status, which is the load balancer's and depends on the database and Redis only.
 */
export function healthRouter({ payload, redis, otp }: ApiContext): Router {
  const router = Router();
  const staffOnly = requireStaff(payload);

  // The staff check of every staff route, but a bad token only hides the details: health never answers 401.
  const isStaff = (req: Request, res: Response) =>
    req.headers.authorization
      ? new Promise<boolean>((resolve) => void staffOnly(req, res, (error?: unknown) => resolve(!error)))
      : Promise.resolve(false);

  const mailDetails = async () => {
    const { workers, lastSeen, queue } = await otp.mailStatus();
    return { worker: workers > 0 ? 'up' : 'down', workerLastSeen: lastSeen === undefined ? null : new Date(lastSeen).toISOString(), queue };
  };
  const staffDetails = async () => {
    const [mail, engine] = await Promise.allSettled([withTimeout(mailDetails(), 2000), withTimeout(databaseEngine(payload.db), 2000)]);
    return {
      ...(mail.status === 'fulfilled' ? mail.value : { worker: 'down' }),
      ...(engine.status === 'fulfilled' ? { databaseEngine: engine.value } : {}),
    };
  };

  route(router, contract.health.get, async ({ req, res }) => {
    const [database, cache, staff] = await Promise.allSettled([
      withTimeout(payload.count({ collection: 'categories' }), 2000),
      withTimeout(redis.ping(), 2000),
      isStaff(req, res),
    ]);
    const data = { database: database.status === 'fulfilled' ? 'up' : 'down', redis: cache.status === 'fulfilled' ? 'up' : 'down' } as const;
    const healthy = data.database === 'up' && data.redis === 'up';
    // Without Redis there is nothing to read: the worker is reported down and the queue left out.
    const details = staff.status === 'fulfilled' && staff.value ? await staffDetails() : {};
    res.setHeader('Cache-Control', 'no-store');
    if (!healthy) res.setHeader('Retry-After', '5');
    // Written here: a 503 carries `data` too, with `success: false`.
    const report: HealthReport = { ...data, ...details };
    res.status(healthy ? 200 : 503).json({ success: healthy, message: healthy ? 'ok' : 'A dependency is unavailable', data: report });
    return answered;
  });
  return router;
}
