import path from 'node:path';

import { z } from 'zod';

import { envVar, localMailCatcher, parseEnv } from '@agency/server-kit/env';
import { loadSecrets } from '@agency/server-kit/secrets';

import { domainOf } from '../reply-address';

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
    INBOUND_DOMAIN: envVar.INBOUND_DOMAIN,
    /**
     * The SMTP receiver of visitors' answers (inbound-smtp.ts); `off` (the default of a worker
     * started alone) runs none, and mail comes by the webhook. `npm start` sets 2525 or the next free port.
     */
    INBOUND_SMTP_PORT: z.union([z.literal('off'), z.coerce.number().int().min(0).max(65535)]).default('off'),
    /** Where it listens: loopback unless told (a container says 0.0.0.0). */
    INBOUND_SMTP_HOST: z.string().min(1).default('127.0.0.1'),
  })
  // In production a missing SMTP_URL would send every code to a catcher nobody reads.
  .refine((env) => env.NODE_ENV !== 'production' || env.SMTP_URL, { path: ['SMTP_URL'], message: 'is required in production' })
  .transform((env) => ({ ...env, SMTP_URL: env.SMTP_URL ?? localMailCatcher, INBOUND_DOMAIN: env.INBOUND_DOMAIN ?? domainOf(env.MAIL_FROM) }));

export type WorkerEnv = z.infer<typeof schema> & { otpSecret: string };

/** The worker's settings, parsed once at start; a bad key stops it with the list of problems. */
export function parseWorkerEnv(source: NodeJS.ProcessEnv = process.env): WorkerEnv {
  const env = parseEnv(schema, source);
  return { ...env, otpSecret: loadSecrets(path.resolve(env.DATA_DIR), source).otpSecret };
}
