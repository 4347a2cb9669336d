import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import { envVar, parseEnv } from './env';

const schema = z.object({ REDIS_URL: envVar.REDIS_URL, REDIS_PREFIX: envVar.REDIS_PREFIX, LOG_LEVEL: envVar.LOG_LEVEL });

describe('the shared environment variables', () => {
  it('default to the local Redis and the agency prefix', () => {
    expect(parseEnv(schema, {})).toEqual({ REDIS_URL: 'redis://127.0.0.1:6379', REDIS_PREFIX: 'agency' });
  });

  it('refuse a Redis address that is not a redis:// or rediss:// URL, naming every bad key', () => {
    expect(parseEnv(schema, { REDIS_URL: 'rediss://cache:6380' }).REDIS_URL).toBe('rediss://cache:6380');
    expect(() => parseEnv(schema, { REDIS_URL: 'http://cache:6379', LOG_LEVEL: 'loud' })).toThrow(
      /^Invalid environment:\n {2}REDIS_URL: must be a redis:\/\/ URL\n {2}LOG_LEVEL: /,
    );
  });
});
