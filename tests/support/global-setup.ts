import type { TestProject } from 'vitest/node';

import { startRedis } from '../../otp-service/src/testing/redis-server';

/** One private Redis for the unit and integration suites; each suite uses its own key prefix. */
export default async function setup(project: TestProject) {
  const redis = await startRedis();
  project.provide('redisUrl', redis.url);
  return () => redis.stop();
}
