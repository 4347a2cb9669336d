import { UnrecoverableError, type Job } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Transporter } from 'nodemailer';

import { unseal } from './crypto';
import { logger } from './lib/logger';
import { renderOtpMail } from './mail/otp-mail';
import type { OtpStore } from './otp-store';
import type { OtpMailJob } from './queue';

export interface ProcessorDeps {
  transport: Transporter;
  store: OtpStore;
  redis: Redis;
  secret: string;
  prefix: string;
  from: string;
  brand: string;
}

/** 0.5 s, 1 s, 2 s … capped at 30 s: quick after a blip, gentle during an outage. */
export const cappedExponential = (attemptsMade: number) => Math.min(500 * 2 ** Math.max(0, attemptsMade - 1), 30_000);

const log = logger.child({ name: 'otp-worker' });

/**
 * SMTP faults no retry can mend: a 5xx answer (refused credentials 530/534/535, a rejected
 * sender or recipient), credentials refused before any answer, or a host that does not exist.
 * A 4xx answer, a refused connection or a timeout is worth another try.
 */
export function isPermanentSmtpFault(error: unknown): boolean {
  const { code, responseCode, message = '' } = error as { code?: string; responseCode?: number; message?: string };
  if (typeof responseCode === 'number') return responseCode >= 500;
  if (code === 'EAUTH' || code === 'ENOTFOUND') return true;
  // nodemailer reports every failed lookup as EDNS; only "no such host" is final, not e.g. EAI_AGAIN.
  return code === 'EDNS' && /ENOTFOUND|ENODATA/.test(message);
}

/**
 * Sends one code mail. At-least-once: a rerun after a crash checks the sent
 * marker first, and a mail whose code was superseded or has expired is skipped
 * rather than sent stale.
 */
export function createProcessor(deps: ProcessorDeps) {
  return async (job: Job<OtpMailJob>): Promise<'sent' | 'skipped'> => {
    const { queryId, to, name, sealedCode, codeId, expiresAt } = job.data;
    const sentKey = `${deps.prefix}:otp:sent:${job.id}`;
    if (await deps.redis.exists(sentKey)) return 'skipped';
    const current = await deps.store.currentCodeId(queryId);
    // `current === undefined` also covers jobs queued before codes had ids: never send what may be stale.
    if (current === undefined || current !== codeId || Date.now() > expiresAt) {
      log.info({ jobId: job.id, reason: current === undefined ? 'expired or verified' : 'superseded' }, 'mail skipped');
      return 'skipped';
    }
    let code: string;
    try {
      code = unseal(deps.secret, sealedCode);
    } catch {
      throw new UnrecoverableError('sealed code does not open with this OTP_SECRET');
    }
    const validMinutes = Math.max(1, Math.round((expiresAt - Date.now()) / 60_000));
    const mail = renderOtpMail({ name, code, validMinutes, brand: deps.brand });
    await deps.transport
      .sendMail({
        from: deps.from,
        to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        messageId: `<${job.id}@otp.${deps.brand.toLowerCase().replace(/[^a-z0-9]+/g, '-')}>`,
      })
      .catch((error: Error) => {
        // BullMQ keeps the message as the job's failedReason: the cause stays visible to staff.
        throw isPermanentSmtpFault(error) ? new UnrecoverableError(`permanent SMTP failure: ${error.message}`) : error;
      });
    await deps.redis.set(sentKey, '1', 'EX', 24 * 3600);
    log.info({ jobId: job.id, attempt: job.attemptsMade + 1 }, 'mail sent');
    return 'sent';
  };
}
