import { Redis, type RedisOptions } from 'ioredis';

import { logger } from './logger';

export type { Redis };

/**
 * How long a request's Redis command may wait for its reply. A Redis that stopped answering
 * (paused, swapping, a network that drops packets) keeps its connections open, so without this a
 * request waits as long as the stall lasts; with it the request answers 503 within about a second.
 */
export const apiCommandTimeoutMs = 1000;

/** ioredis's own message for a command past `commandTimeout`. */
const timedOut = 'Command timed out';

/**
 * An API connection that treats one timed-out command as a stalled server: it drops the connection
 * and reconnects, so the commands after it fail at once (no offline queue) instead of each waiting
 * out its own timeout, and it is ready again as soon as the server answers. Commands left unanswered
 * are never sent again on the new connection (`autoResendUnfulfilledCommands: false`): the stalled
 * server may still run them, and a second copy would count or queue twice.
 */
class ApiRedis extends Redis {
  /** The connection already dropped: the commands that timed out on it together drop it once. */
  private dropped: unknown;

  override sendCommand(...args: Parameters<Redis['sendCommand']>): ReturnType<Redis['sendCommand']> {
    const [command] = args;
    command.promise.catch((error: unknown) => {
      if (error instanceof Error && error.message === timedOut && this.status === 'ready' && this.dropped !== this.stream) {
        this.dropped = this.stream;
        logger.warn({ command: command.name }, 'redis did not answer in time; reconnecting');
        this.disconnect(true);
      }
    });
    return super.sendCommand(...args);
  }
}

/**
 * One way to open Redis. API connections fail fast (`enableOfflineQueue: false`, a command
 * timeout) so a request meets a 503 instead of hanging; worker connections wait
 * (`maxRetriesPerRequest: null`) as BullMQ requires.
 */
export function createRedis(url: string, role: 'api' | 'worker' | 'subscriber', options: RedisOptions = {}): Redis {
  const common: RedisOptions = { lazyConnect: false, connectTimeout: 2000, retryStrategy: (attempt) => Math.min(attempt * 200, 2000) };
  const redis =
    role === 'api'
      ? new ApiRedis(url, {
          ...common,
          enableOfflineQueue: false,
          maxRetriesPerRequest: 1,
          commandTimeout: apiCommandTimeoutMs,
          autoResendUnfulfilledCommands: false,
          ...options,
        })
      : new Redis(url, { ...common, maxRetriesPerRequest: null, ...options });
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
