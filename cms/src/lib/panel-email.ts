import { nodemailerAdapter } from '@payloadcms/email-nodemailer';
import type { IncomingAuthType } from 'payload';

import { brandedHtml, escapeHtml } from '@agency/otp-service/mail/layout';
import { createTransport } from '@agency/otp-service/mail/transport';
import { localMailCatcher } from '@agency/server-kit/env';
import { logger } from '@agency/server-kit/logger';

import { env } from '../config/env';
import { publicOrigin } from '../config/public-origin';

/** "Name <address>" (or a bare address) as the adapter wants it: the brand names a bare address. */
export function parseSender(from: string, brand: string): { name: string; address: string } {
  const named = /^\s*"?([^"<]*?)"?\s*<([^<>\s]+)>\s*$/.exec(from);
  if (named) return { name: named[1] || brand, address: named[2]! };
  return { name: brand, address: from.trim() };
}

/** The request context's key naming which page a reset mail's link opens: the panel's reset screen, or the dashboard's. */
export const resetPageKey = 'resetPage';
export type ResetPage = 'panel' | 'dashboard';

/** How long a reset link works (Payload's default, said in the mail). */
const resetExpirationMs = 3600_000;

/**
 * The forgot-password mail in the brand's frame (otp-service's layout), linking to the panel's
 * reset page on the public origin: never on the request's Host, which would hand the token to
 * whoever forged it (host header poisoning).
 */
export const panelPasswordReset = {
  expiration: resetExpirationMs,
  generateEmailSubject: () => `Reset your ${env.MAIL_BRAND} password`,
  generateEmailHTML: ({ req, token, user } = {}) => {
    if (!req || !token) throw new Error('a reset mail needs the request and the token');
    if (env.NODE_ENV === 'production' && !env.SMTP_URL) {
      logger.warn('SMTP_URL is not set: the panel’s password-reset mail goes to the local catcher at %s', localMailCatcher);
    }
    const { routes, admin } = req.payload.config;
    // The dashboard's forgot-password asks for its own reset page (users/routes.ts); the panel's, the panel's.
    const dashboard = req.context?.[resetPageKey] === ('dashboard' satisfies ResetPage);
    const link = dashboard
      ? `${publicOrigin(env)}/reset-password?token=${encodeURIComponent(token)}`
      : `${publicOrigin(env)}${routes.admin}${admin.routes.reset}/${encodeURIComponent(token)}`;
    const brand = env.MAIL_BRAND;
    const subject = `Reset your ${brand} password`;
    const email = typeof user?.email === 'string' ? user.email : 'your account';
    const body = `<p style="margin:0 0 16px;font-size:16px">Hello,</p>
<p style="margin:0 0 16px;font-size:15px">Someone asked to reset the password of the ${escapeHtml(brand)} ${dashboard ? 'staff' : 'CMS'} account ${escapeHtml(email)}. Choose a new password within an hour:</p>
<p style="margin:0 0 24px"><a href="${escapeHtml(link)}" style="display:inline-block;padding:12px 20px;border-radius:8px;background:#4c1d95;color:#ffffff;font-weight:600;text-decoration:none">Choose a new password</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#6b7280;word-break:break-all">Or open ${escapeHtml(link)}</p>
<p style="margin:0;font-size:13px;color:#6b7280">If you did not ask for this, ignore this mail: your password stays as it is.</p>`;
    return brandedHtml({ subject, body, brand });
  },
} satisfies NonNullable<IncomingAuthType['forgotPassword']>;

/** The panel's mail (Payload's nodemailer adapter) on the OTP worker's SMTP server, with its short timeouts. */
export function panelEmail() {
  const sender = parseSender(env.MAIL_FROM, env.MAIL_BRAND);
  return nodemailerAdapter({
    defaultFromName: sender.name,
    defaultFromAddress: sender.address,
    transport: createTransport(env.SMTP_URL ?? localMailCatcher),
    // Checking the server at start would hold up every process that loads the config (and fail the
    // ones without mail, like `payload migrate`); a down server fails the send, which the panel reports.
    skipVerify: true,
  });
}
