import type { Payload } from 'payload';

import type { OtpMailJob, OtpStore } from '@agency/otp-service';
import type { Redis } from '@agency/otp-service/redis';
import type { Queue } from 'bullmq';

import type { Env } from '../config/env';
import type { ResponseCache } from '../lib/cache';

/** What every router is built from; nothing reaches for globals. */
export interface ApiContext {
  payload: Payload;
  redis: Redis;
  env: Env;
  cache: ResponseCache;
  otp: { store: OtpStore; mailQueue: Queue<OtpMailJob> };
}
