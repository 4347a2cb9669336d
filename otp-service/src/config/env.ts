import path from 'node:path';

import { z } from 'zod';

import { envVar, localMailCatcher, parseEnv } from '@agency/server-kit/env';
import { loadSecrets } from '@agency/server-kit/secrets';

const schema = z
  .object({
    NODE_ENV: envVar.NODE_ENV,
    DATA_DIR: envVar.DATA_DIR,
    REDIS_URL: envVar.REDIS_URL,
    REDIS_PREFIX: envVar.REDIS_PREFIX,
    SMTP_URL: envVar.SMTP_URL,
    MAIL_FROM: envVar.MAIL_FROM,
    MAIL_BRAND: envVar.MAIL_BRAND,
    OTP_WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(100).default(20),
  })
  // In production a missing SMTP_URL would send every code to a catcher nobody reads.
  .refine((env) => env.NODE_ENV !== 'production' || env.SMTP_URL, { path: ['SMTP_URL'], message: 'is required in production' })
  .transform((env) => ({ ...env, SMTP_URL: env.SMTP_URL ?? localMailCatcher }));

export type WorkerEnv = z.infer<typeof schema> & { otpSecret: string };

/** The worker's settings, parsed once at start; a bad key stops it with the list of problems. */
export function parseWorkerEnv(source: NodeJS.ProcessEnv = process.env): WorkerEnv {
  const env = parseEnv(schema, source);
  return { ...env, otpSecret: loadSecrets(path.resolve(env.DATA_DIR), source).otpSecret };
}
