import path from 'node:path';

import { z } from 'zod';

import { loadSecrets } from '@agency/otp-service/secrets';

const urlWith = (protocols: RegExp, what: string) =>
  z.string().refine((value) => protocols.test(value), `must be a ${what} URL`);

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().default('.data'),
  DATABASE_URI: urlWith(/^(postgres(ql)?|mongodb(\+srv)?|file):/, 'postgres://, mongodb:// or file:').optional(),
  REDIS_URL: urlWith(/^rediss?:/, 'redis://').default('redis://127.0.0.1:6379'),
  REDIS_PREFIX: z.string().default('agency'),
  ADMIN_EMAIL: z.email().default('admin@example.com'),
  ADMIN_PASSWORD: z.string().min(8).default('change-me-now'),
  PUBLIC_URL: z.string().optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ENDPOINT: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  TRUST_PROXY: z.string().default('loopback'),
  RATE_LIMIT_LOGIN: z.coerce.number().int().positive().default(10),
  RATE_LIMIT_STAFF_WRITES: z.coerce.number().int().positive().default(300),
  RATE_LIMIT_QUERY_CREATE: z.coerce.number().int().positive().default(20),
  RATE_LIMIT_OTP_VERIFY: z.coerce.number().int().positive().default(30),
  RATE_LIMIT_OTP_RESEND: z.coerce.number().int().positive().default(10),
  QUERY_UNVERIFIED_TTL_HOURS: z.coerce.number().positive().default(24),
  CACHE_TTL_SECONDS: z.coerce.number().int().positive().default(60),
});

export type Env = z.infer<typeof schema> & { dataDir: string; payloadSecret: string; otpSecret: string };

function parse(): Env {
  const result = schema.safeParse(process.env);
  if (!result.success) {
    const keys = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n  ${keys.join('\n  ')}`);
  }
  const dataDir = path.resolve(result.data.DATA_DIR);
  return { ...result.data, dataDir, ...loadSecrets(dataDir) };
}

/** Parsed once per process. */
export const env: Env = parse();
