import type { S3ClientConfig } from '@aws-sdk/client-s3';

import type { Env } from '../config/env';

export type S3Env = Pick<Env, 'S3_BUCKET' | 'S3_REGION' | 'S3_ENDPOINT' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY'>;

/**
 * The bucket's client settings, one for Payload's storage adapter and the app's /media reader,
 * with short timeouts: a request for an image fails fast when the bucket is away.
 */
export function s3ClientConfig(env: S3Env): S3ClientConfig {
  return {
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    forcePathStyle: Boolean(env.S3_ENDPOINT),
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : undefined,
    maxAttempts: 2,
    requestHandler: { connectionTimeout: 2_000, requestTimeout: 10_000 },
  };
}
