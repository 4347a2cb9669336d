import path from 'node:path';

import { z } from 'zod';

import { loadSecrets } from '../lib/secrets';

/** The mail catcher `npm start` and `npm run dev` run (MailDev); never a production default. */
const localCatcher = 'smtp://127.0.0.1:1025';

const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    DATA_DIR: z.string().default('.data'),
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, 'must be a redis:// URL')
      .default('redis://127.0.0.1:6379'),
    REDIS_PREFIX: z.string().default('agency'),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
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
  const result = schema.safeParse(source);
  if (!result.success) {
    throw new Error(`Invalid environment:\n  ${result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('\n  ')}`);
  }
  return { ...result.data, otpSecret: loadSecrets(path.resolve(result.data.DATA_DIR), source).otpSecret };
}
