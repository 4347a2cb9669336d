import { Router } from 'express';

import type { ApiContext } from '../context';

const withTimeout = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), ms).unref())]);

/** 200 once the database and Redis answer; 503 (with which one is down) otherwise. */
export function healthRouter({ payload, redis }: ApiContext): Router {
  const router = Router();
  router.get('/health', async (_req, res) => {
    const [database, cache] = await Promise.allSettled([
      withTimeout(payload.count({ collection: 'categories' }), 2000),
      withTimeout(redis.ping(), 2000),
    ]);
    const data = { database: database.status === 'fulfilled' ? 'up' : 'down', redis: cache.status === 'fulfilled' ? 'up' : 'down' };
    const healthy = data.database === 'up' && data.redis === 'up';
    res.setHeader('Cache-Control', 'no-store');
    if (!healthy) res.setHeader('Retry-After', '5');
    res.status(healthy ? 200 : 503).json({ success: healthy, message: healthy ? 'ok' : 'A dependency is unavailable', data });
  });
  return router;
}
