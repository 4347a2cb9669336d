import path from 'node:path';

import { z } from 'zod';

import { limits, trashDaysDefault } from '@agency/contract';
import defaults from '@agency/server-kit/defaults.json';
import { envVar, parseEnv, urlWith } from '@agency/server-kit/env';
import { loadSecrets } from '@agency/server-kit/secrets';

import { parseTrustProxy, type TrustProxy } from './trust-proxy';

const schema = z.object({
  NODE_ENV: envVar.NODE_ENV,
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** The address to listen on; see `listenHost`. */
  HOST: z.string().min(1).optional(),
  DATA_DIR: envVar.DATA_DIR,
  /** The public site's build (its pages, assets and server bundle); unset, the checkout's site/dist. */
  SITE_DIST: z.string().min(1).optional(),
  /** Required to serve (start.ts says so); `npm start` runs a private PostgreSQL and sets it. */
  DATABASE_URI: urlWith(/^(postgres(ql)?|mongodb(\+srv)?):/, 'a postgres:// or mongodb://').optional(),
  REDIS_URL: envVar.REDIS_URL,
  REDIS_PREFIX: envVar.REDIS_PREFIX,
  ADMIN_EMAIL: z.email().default(defaults.staff.email),
  /** The first staff account's password; unset, one is generated into DATA_DIR (see seed). */
  ADMIN_PASSWORD: z.string().min(8).optional(),
  /** The address people reach the site at: links in mails and the panel's CSRF check (config/public-origin.ts). Required in production. */
  PUBLIC_URL: urlWith(/^https?:\/\//, 'a http:// or https://').optional(),
  /** The site's time zone (IANA, e.g. Europe/Berlin): where the panel's schedule-publish drawer starts (panel/timezones.ts). */
  SITE_TIMEZONE: z
    .string()
    .default('UTC')
    .refine((zone) => {
      try {
        return Boolean(new Intl.DateTimeFormat('en', { timeZone: zone }));
      } catch {
        return false;
      }
    }, 'must be an IANA time zone, e.g. UTC or Europe/Berlin'),
  /** The panel's own mails (password reset), on the OTP worker's server; see lib/panel-email.ts. */
  SMTP_URL: envVar.SMTP_URL,
  MAIL_FROM: envVar.MAIL_FROM,
  MAIL_BRAND: envVar.MAIL_BRAND,
  /** A mail provider's inbound hook (`POST /api/v1/inbound/mail`) sends it as a Bearer token; unset, the hook refuses everything. `npm start` generates one. */
  INBOUND_WEBHOOK_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  /** Uploads over this many pixels (all frames) are refused from their header; sharp decodes no more. */
  MEDIA_MAX_PIXELS: z.coerce.number().int().positive().default(limits.imageMaxPixels),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ENDPOINT: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  TRUST_PROXY: z
    .string()
    .default('loopback')
    .transform((value, ctx): TrustProxy => {
      const parsed = parseTrustProxy(value);
      if (Array.isArray(parsed) || typeof parsed === 'number') return parsed;
      ctx.addIssue({ code: 'custom', message: parsed.error });
      return z.NEVER;
    }),
  /** Failed sign-ins per source address, and per account from one address, in 15 minutes. */
  RATE_LIMIT_LOGIN: z.coerce.number().int().positive().default(20),
  RATE_LIMIT_LOGIN_ACCOUNT: z.coerce.number().int().positive().default(5),
  /** A session cannot be refreshed past this age: sign in again. */
  SESSION_MAX_AGE_HOURS: z.coerce.number().positive().default(12),
  RATE_LIMIT_STAFF_WRITES: z.coerce.number().int().positive().default(300),
  RATE_LIMIT_QUERY_CREATE: z.coerce.number().int().positive().default(20),
  RATE_LIMIT_OTP_VERIFY: z.coerce.number().int().positive().default(30),
  RATE_LIMIT_OTP_RESEND: z.coerce.number().int().positive().default(10),
  QUERY_UNVERIFIED_TTL_HOURS: z.coerce.number().positive().default(24),
  /** How often unverified queries past QUERY_UNVERIFIED_TTL_HOURS are purged (a BullMQ job scheduler, lib/schedules.ts). */
  QUERY_PURGE_INTERVAL_SECONDS: z.coerce.number().positive().default(600),
  /** How long the audit log keeps an entry; older ones are purged on the same schedule as unverified queries. */
  AUDIT_RETENTION_DAYS: z.coerce.number().positive().default(365),
  /** How long a deleted package, category, team member, legal page or image stays in the trash before the purge destroys it. */
  TRASH_DAYS: z.coerce.number().positive().default(trashDaysDefault),
  CACHE_TTL_SECONDS: z.coerce.number().int().positive().default(60),
  /** How often an open event stream checks that its session still stands (signed out, password changed, account removed: it ends). */
  EVENTS_SESSION_CHECK_SECONDS: z.coerce.number().positive().default(20),
  /** How long a mailed verification code works (ASVS: 10 minutes). */
  OTP_TTL_SECONDS: z.coerce.number().int().positive().default(600),
  /** Wait between two codes for one query, enforced by the server (the site counts down the same). */
  OTP_RESEND_COOLDOWN_SECONDS: z.coerce.number().int().min(0).default(limits.resendCooldownSeconds),
  /** Code mails the whole site may send in an hour: bounds what the support form can send to strangers. */
  OTP_SENDS_PER_HOUR: z.coerce.number().int().positive().default(500),
  /** Code mails to one recipient (a +tag is the same mailbox) in 10 minutes (Twilio Verify: 5). */
  OTP_SENDS_PER_RECIPIENT: z.coerce.number().int().positive().default(5),
  /** Code mails to one recipient domain in an hour, so a flood at one domain cannot spend everyone's; unset, 40% of OTP_SENDS_PER_HOUR. */
  OTP_SENDS_PER_DOMAIN_PER_HOUR: z.coerce.number().int().positive().optional(),
  /** Who is told of a newly verified query: comma-separated addresses; unset, every staff account. */
  STAFF_NOTIFY_EMAILS: z
    .string()
    .optional()
    .transform((value) =>
      value
        ?.split(',')
        .map((address) => address.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.email('must be comma-separated e-mail addresses')).optional())
    .transform((addresses) => (addresses?.length ? addresses : undefined)),
});

/** The sign-in `npm start` prints (scripts/lib/stack.mjs passes it): fine on this machine, refused on a reachable one. */
export const publishedPassword = defaults.staff.password;

const isLoopback = (host: string) => host === 'localhost' || host === '::1' || host.startsWith('127.');

export type Env = z.infer<typeof schema> & {
  /** Where the server listens: HOST, else every interface in production (containers) and 127.0.0.1 otherwise. */
  host: string;
  dataDir: string;
  payloadSecret: string;
  otpSecret: string;
};

function parse(): Env {
  const data = parseEnv(schema);
  const host = data.HOST ?? (data.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1');
  // `npm start` prints this password for its first account; a server others can reach must not accept it.
  if (data.NODE_ENV === 'production' && data.ADMIN_PASSWORD === publishedPassword && !isLoopback(host)) {
    throw new Error(
      `Invalid environment:\n  ADMIN_PASSWORD: "${publishedPassword}" is published in the README; choose another, or leave it unset to have one generated into DATA_DIR`,
    );
  }
  const dataDir = path.resolve(data.DATA_DIR);
  return { ...data, host, dataDir, ...loadSecrets(dataDir) };
}

/** Parsed once per process. */
export const env: Env = parse();
