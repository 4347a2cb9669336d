import { Redis, type RedisOptions } from 'ioredis';

import { logger } from './logger';

export type { Redis };

/**
 * One way to open Redis. API connections fail fast (`enableOfflineQueue: false`)
 * so a request meets a 503 instead of hanging; worker connections wait
 * (`maxRetriesPerRequest: null`) as BullMQ requires.
 */
export function createRedis(url: string, role: 'api' | 'worker' | 'subscriber', options: RedisOptions = {}): Redis {
  const redis = new Redis(url, {
    lazyConnect: false,
    connectTimeout: 2000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
    ...(role === 'api' ? { enableOfflineQueue: false, maxRetriesPerRequest: 1 } : { maxRetriesPerRequest: null }),
    ...options,
  });
  let warned = false;
  redis.on('error', (error: Error) => {
    if (!warned) logger.warn({ err: error.message, role }, 'redis connection error');
    warned = true;
  });
  redis.on('ready', () => {
    if (warned) logger.info({ role }, 'redis connection restored');
    warned = false;
  });
  return redis;
}
