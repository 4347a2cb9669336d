import { randomBytes } from 'node:crypto';

import type { Delivery, DeliveryFilter, DeliveryLog, DeliveryPage, MailStats } from './deliveries';
import { staleCodeError } from './processor';
import { enqueueMail, type AssignmentNoticeJob, type MailQueue, type ReceiptMailJob, type ReplyMailJob, type StaffNotificationJob, type VisitorAnswerJob } from './queue';

/** A retry refused: no such delivery, one that has not failed, or one whose job is gone. */
export type RetryResult = { ok: true; delivery: Delivery } | { ok: false; reason: 'not-found' | 'not-failed' | 'gone' };

/**
 * The mails besides codes (replies, staff notifications) and what staff see of every mail:
 * deliveries, and a retry of a failed one (same delivery, its attempts go on).
 */
export function createOutbox(queue: MailQueue, deliveries: DeliveryLog) {
  const queued = async (id: string) => (await deliveries.get(id))!;

  return {
    /**
     * Queues staff's reply to a visitor (Reply-To the query's reply address); answers its delivery. `before`
     * runs with the delivery's id before anything is queued (the caller records the reply in its
     * transaction); when it throws, no mail goes out.
     */
    async sendReply(reply: ReplyMailJob, { before }: { before?: (deliveryId: string) => Promise<unknown> } = {}): Promise<Delivery> {
      const id = `reply-${randomBytes(12).toString('base64url')}`;
      await before?.(id);
      return queued(await enqueueMail(queue, deliveries, 'reply', id, reply));
    },

    /** Mails the visitor the receipt of their verified query (Reply-To its reply address); one per query, however often asked. */
    async sendReceipt(receipt: ReceiptMailJob): Promise<Delivery> {
      return queued(await enqueueMail(queue, deliveries, 'receipt', `receipt-${receipt.queryId}`, receipt));
    },

    /** Tells staff a query was verified; one notification per query, however often it is asked for. */
    async notifyStaff(notification: StaffNotificationJob): Promise<Delivery> {
      return queued(await enqueueMail(queue, deliveries, 'staff-notification', `staff-notification-${notification.queryId}`, notification));
    },

    /** Tells a staff member that someone else assigned them a query; one mail per assignment. */
    async notifyAssignee(notice: AssignmentNoticeJob): Promise<Delivery> {
      return queued(await enqueueMail(queue, deliveries, 'assignment', `assignment-${randomBytes(12).toString('base64url')}`, notice));
    },

    /** Tells staff a visitor answered; one mail per answer. */
    async notifyVisitorAnswer(answer: VisitorAnswerJob): Promise<Delivery> {
      return queued(await enqueueMail(queue, deliveries, 'visitor-answer', `visitor-answer-${randomBytes(12).toString('base64url')}`, answer));
    },

    /** Every mail of one query, newest first. */
    deliveries: (queryId: string): Promise<Delivery[]> => deliveries.ofQuery(queryId),

    /** Every query's mails, newest first, a page at a time, of one state and kind if given. */
    allDeliveries: (options: DeliveryFilter & { page: number; limit: number }): Promise<DeliveryPage> => deliveries.page(options),

    /** The overview's mail figures for mails queued in [from, to): code-mail latency (p50, p95) and failed mails. */
    mailStats: (range: { from: Date; to: Date }): Promise<MailStats> => deliveries.stats(range),

    /** Queues a failed mail again. A code mail whose job is gone has long expired: it stays failed, as the worker would leave it. */
    async retry(deliveryId: string): Promise<RetryResult> {
      const delivery = await deliveries.get(deliveryId);
      if (!delivery) return { ok: false, reason: 'not-found' };
      if (delivery.state !== 'failed') return { ok: false, reason: 'not-failed' };
      const job = await queue.getJob(deliveryId);
      // A stale code mail completes (it is skipped, not failed); anything else must have failed.
      const state = job ? await job.getState() : undefined;
      if (!job || (state !== 'failed' && state !== 'completed')) {
        if (delivery.kind !== 'code') return { ok: false, reason: 'gone' };
        await deliveries.set(deliveryId, 'failed', { lastError: staleCodeError });
        return { ok: true, delivery: await queued(deliveryId) };
      }
      await deliveries.set(deliveryId, 'queued');
      try {
        await job.retry(state);
      } catch {
        // Another retry moved it first.
        await deliveries.set(deliveryId, delivery.state);
        return { ok: false, reason: 'not-failed' };
      }
      return { ok: true, delivery: await queued(deliveryId) };
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
