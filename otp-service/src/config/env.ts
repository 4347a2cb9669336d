import path from 'node:path';

import { z } from 'zod';

import { envVar, parseEnv, urlWith } from '@agency/server-kit/env';
import { loadSecrets } from '@agency/server-kit/secrets';

/** The mail catcher `npm start` and `npm run dev` run (MailDev); never a production default. */
const localCatcher = 'smtp://127.0.0.1:1025';

const schema = z
  .object({
    NODE_ENV: envVar.NODE_ENV,
    DATA_DIR: envVar.DATA_DIR,
    REDIS_URL: envVar.REDIS_URL,
    REDIS_PREFIX: envVar.REDIS_PREFIX,
    SMTP_URL: urlWith(/^smtps?:\/\//, 'an smtp:// or smtps://').optional(),
    MAIL_FROM: z.string().default('Cutroom Studio <no-reply@cutroomstudio.com>'),
    MAIL_BRAND: z.string().default('Cutroom Studio'),
    OTP_WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(100).default(20),
  })
  // In production a missing SMTP_URL would send every code to a catcher nobody reads.
  .refine((env) => env.NODE_ENV !== 'production' || env.SMTP_URL, { path: ['SMTP_URL'], message: 'is required in production' })
  .transform((env) => ({ ...env, SMTP_URL: env.SMTP_URL ?? localCatcher }));

export type WorkerEnv = z.infer<typeof schema> & { otpSecret: string };

/** The worker's settings, parsed once at start; a bad key stops it with the list of problems. */
export function parseWorkerEnv(source: NodeJS.ProcessEnv = process.env): WorkerEnv {
  const env = parseEnv(schema, source);
  return { ...env, otpSecret: loadSecrets(path.resolve(env.DATA_DIR), source).otpSecret };
}
