// An entry module that takes the start-up lock in a top-level await, as cms/src/server.ts does.
// Run by lease.test.ts in a child process: REDIS_URL, LEASE_KEY, READY_WITHIN_MS.
import { createRedis } from '@agency/server-kit/redis';

import { whileHolding } from './lease';

const redis = createRedis(process.env.REDIS_URL ?? '', 'api');
await whileHolding(redis, process.env.LEASE_KEY ?? 'test:boot', async () => undefined, { readyWithinMs: Number(process.env.READY_WITHIN_MS ?? 30_000) });
process.stdout.write('locked-and-released\n');
redis.disconnect();
