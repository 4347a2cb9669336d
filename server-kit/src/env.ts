import { z } from 'zod';

/** A URL whose scheme `protocols` accepts; `what` completes the message "must be … URL". */
export const urlWith = (protocols: RegExp, what: string) => z.string().refine((value) => protocols.test(value), `must be ${what} URL`);

/** The mail catcher `npm start` and `npm run dev` run (MailDev) when SMTP_URL is unset; never a production default. */
export const localMailCatcher = 'smtp://127.0.0.1:1025';

/**
 * The variables more than one process reads, each defined once. A process's schema names the
 * ones it reads (cms/src/config/env.ts, otp-service/src/config/env.ts); `.env.example` documents them.
 */
export const envVar = {
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  DATA_DIR: z.string().default('.data'),
  REDIS_URL: urlWith(/^rediss?:\/\//, 'a redis://').default('redis://127.0.0.1:6379'),
  REDIS_PREFIX: z.string().default('agency'),
  /** Unset: `info`, or `warn` under NODE_ENV=test (see logger.ts). */
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  /** Unset: the local mail catcher (see each process's schema). The OTP worker and the panel's mails. */
  SMTP_URL: urlWith(/^smtps?:\/\//, 'an smtp:// or smtps://').optional(),
  MAIL_FROM: z.string().default('Cutroom Studio <no-reply@cutroomstudio.com>'),
  MAIL_BRAND: z.string().default('Cutroom Studio'),
  /** The domain of the addresses visitors' answers come back to (`reply+<token>@…`); unset, MAIL_FROM's. */
  INBOUND_DOMAIN: z
    .string()
    .regex(/^[a-z0-9.-]+\.[a-z]{2,}$/i, 'must be a domain, e.g. support.example.com')
    .optional(),
};

/** Parses `source` once at start; a bad key stops the process with the list of problems. */
export function parseEnv<T extends z.ZodType>(schema: T, source: Record<string, string | undefined> = process.env): z.output<T> {
  const result = schema.safeParse(source);
  if (!result.success) {
    const keys = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n  ${keys.join('\n  ')}`);
  }
  return result.data;
}
