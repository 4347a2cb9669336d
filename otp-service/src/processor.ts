import { UnrecoverableError, type Job } from 'bullmq';
import type { Redis } from 'ioredis';
import type { SendMailOptions, Transporter } from 'nodemailer';

import { logger } from '@agency/server-kit/logger';

import { unseal } from './crypto';
import { DeliveryLog } from './deliveries';
import { renderAssignmentNotice } from './mail/assignment-mail';
import { renderOtpMail } from './mail/otp-mail';
import { renderReceipt } from './mail/receipt-mail';
import { renderReplyMail } from './mail/reply-mail';
import { renderStaffNotification } from './mail/staff-notification-mail';
import { renderVisitorAnswer } from './mail/visitor-answer-mail';
import type { OtpStore } from './otp-store';
import type { AssignmentNoticeJob, MailJob, OtpMailJob, ReceiptMailJob, ReplyMailJob, StaffNotificationJob, VisitorAnswerJob } from './queue';
import { replyAddress } from './reply-address';

export interface ProcessorDeps {
  transport: Transporter;
  store: OtpStore;
  redis: Redis;
  secret: string;
  prefix: string;
  from: string;
  brand: string;
  /** The domain of reply addresses (INBOUND_DOMAIN): a visitor's answer comes back to the query. */
  replyDomain: string;
}

/** 0.5 s, 1 s, 2 s … capped at 30 s: quick after a blip, gentle during an outage. */
export const cappedExponential = (attemptsMade: number) => Math.min(500 * 2 ** Math.max(0, attemptsMade - 1), 30_000);

/** Why a code mail is not sent: what staff read in its delivery. */
export const staleCodeError = 'code superseded or expired';

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

type Outgoing = Pick<SendMailOptions, 'to' | 'replyTo' | 'subject' | 'text' | 'html'>;

/**
 * Sends one mail of the queue: a code (job name `send`), a reply or a staff notification.
 * At-least-once, never twice: a rerun after a crash checks the sent marker first, each mail
 * has a stable Message-ID, and a code mail whose code was superseded or has expired is not
 * sent stale. Every attempt and outcome is written to the mail's delivery.
 */
export function createProcessor(deps: ProcessorDeps) {
  const deliveries = new DeliveryLog(deps.redis, deps.prefix);
  const domain = `otp.${deps.brand.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

  /** The code mail, or undefined when its code is no longer the query's current one. */
  async function codeMail(
    { queryId, to, name, sealedCode, codeId, expiresAt }: OtpMailJob,
    jobId: string | undefined,
  ): Promise<Outgoing | undefined> {
    const current = await deps.store.currentCodeId(queryId);
    // `current === undefined` also covers jobs queued before codes had ids: never send what may be stale.
    if (current === undefined || current !== codeId || Date.now() > expiresAt) {
      log.info({ jobId, reason: current === undefined ? 'expired or verified' : 'superseded' }, 'mail skipped');
      return undefined;
    }
    let code: string;
    try {
      code = unseal(deps.secret, sealedCode);
    } catch {
      throw new UnrecoverableError('sealed code does not open with this OTP_SECRET');
    }
    const validMinutes = Math.max(1, Math.round((expiresAt - Date.now()) / 60_000));
    return { to, ...renderOtpMail({ name, code, validMinutes, brand: deps.brand }) };
  }

  function compose(job: Job<MailJob>): Promise<Outgoing | undefined> | Outgoing {
    if (job.name === 'reply') {
      const { queryId, to, name, message, reference } = job.data as ReplyMailJob;
      return { to, replyTo: replyAddress(deps.secret, queryId, deps.replyDomain), ...renderReplyMail({ name, message, reference, brand: deps.brand }) };
    }
    if (job.name === 'receipt') {
      const { queryId, to, ...receipt } = job.data as ReceiptMailJob;
      return { to, replyTo: replyAddress(deps.secret, queryId, deps.replyDomain), ...renderReceipt({ ...receipt, brand: deps.brand }) };
    }
    if (job.name === 'staff-notification') {
      const { to, query, link } = job.data as StaffNotificationJob;
      return { to, ...renderStaffNotification({ query, link, brand: deps.brand }) };
    }
    if (job.name === 'assignment') {
      const { to, ...notice } = job.data as AssignmentNoticeJob;
      return { to, ...renderAssignmentNotice({ ...notice, brand: deps.brand }) };
    }
    if (job.name === 'visitor-answer') {
      const { to, ...answer } = job.data as VisitorAnswerJob;
      return { to, ...renderVisitorAnswer({ ...answer, brand: deps.brand }) };
    }
    return codeMail(job.data as OtpMailJob, job.id);
  }

  async function send(job: Job<MailJob>): Promise<'sent' | 'skipped'> {
    const sentKey = `${deps.prefix}:otp:sent:${job.id}`;
    if (await deps.redis.exists(sentKey)) {
      // Sent before a crash cut the attempt short: the delivery says so too.
      if ((await deliveries.get(job.id!))?.state !== 'sent') await deliveries.set(job.id!, 'sent', { sentAt: Date.now() });
      return 'skipped';
    }
    const mail = await compose(job);
    if (!mail) {
      await deliveries.set(job.id!, 'failed', { lastError: staleCodeError });
      return 'skipped';
    }
    await deps.transport.sendMail({ from: deps.from, ...mail, messageId: `<${job.id}@${domain}>` }).catch((error: Error) => {
      // BullMQ keeps the message as the job's failedReason: the cause stays visible to staff.
      throw isPermanentSmtpFault(error) ? new UnrecoverableError(`permanent SMTP failure: ${error.message}`) : error;
    });
    await deps.redis.set(sentKey, '1', 'EX', 24 * 3600);
    await deliveries.set(job.id!, 'sent', { sentAt: Date.now() });
    log.info({ jobId: job.id, kind: job.name, attempt: job.attemptsMade + 1 }, 'mail sent');
    return 'sent';
  }

  return async (job: Job<MailJob>): Promise<'sent' | 'skipped'> => {
    await deliveries.attempt(job.id!);
    try {
      return await send(job);
    } catch (error) {
      const final = error instanceof UnrecoverableError || job.attemptsMade + 1 >= (job.opts?.attempts ?? 1);
      await deliveries
        .set(job.id!, final ? 'failed' : 'retrying', { lastError: (error as Error).message })
        .catch((failure: Error) => log.warn({ jobId: job.id, err: failure.message }, 'delivery not updated'));
      throw error;
    }
  };
}
