import path from 'node:path';

import { z } from 'zod';

import { loadSecrets } from '../lib/secrets';

const schema = z.object({
  DATA_DIR: z.string().default('.data'),
  REDIS_URL: z.string().regex(/^rediss?:\/\//, 'must be a redis:// URL').default('redis://127.0.0.1:6379'),
  REDIS_PREFIX: z.string().default('agency'),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL').default('smtp://127.0.0.1:1025'),
  MAIL_FROM: z.string().default('Cutroom Studio <no-reply@cutroomstudio.com>'),
  MAIL_BRAND: z.string().default('Cutroom Studio'),
  OTP_WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(100).default(20),
});

export type WorkerEnv = z.infer<typeof schema> & { otpSecret: string };

/** The worker's settings, parsed once at start; a bad key stops it with the list of problems. */
export function parseWorkerEnv(source: NodeJS.ProcessEnv = process.env): WorkerEnv {
  const result = schema.safeParse(source);
  if (!result.success) {
    throw new Error(`Invalid environment:\n  ${result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('\n  ')}`);
  }
  return { ...result.data, otpSecret: loadSecrets(path.resolve(result.data.DATA_DIR), source).otpSecret };
}
