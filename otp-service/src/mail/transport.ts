import nodemailer, { type Transporter } from 'nodemailer';

/** Pooled SMTP with short timeouts: a queued sender wants seconds and a retry, not minutes. */
export function createTransport(smtpUrl: string): Transporter {
  const url = new URL(smtpUrl);
  const secure = url.protocol === 'smtps:';
  return nodemailer.createTransport({
    host: url.hostname,
    port: Number(url.port) || (secure ? 465 : 587),
    secure,
    auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
    // Local catchers (MailDev) offer no certificate worth checking.
    ignoreTLS: ['127.0.0.1', 'localhost'].includes(url.hostname),
    pool: true,
    maxConnections: 10,
    connectionTimeout: 5000,
    greetingTimeout: 5000,
    socketTimeout: 15_000,
  });
}
