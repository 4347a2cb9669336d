import type { Payload } from 'payload';

import type { Otp } from '@agency/otp-service';
import type { Redis } from '@agency/server-kit/redis';

import type { Env } from '../config/env';
import type { ResponseCache } from '../lib/cache';

/** What every router is built from; nothing reaches for globals. */
export interface ApiContext {
  payload: Payload;
  redis: Redis;
  env: Env;
  cache: ResponseCache;
  otp: Otp;
}
