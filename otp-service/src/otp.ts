import type { Redis } from 'ioredis';

import type { Logger } from '@agency/server-kit/logger';

import { DeliveryLog } from './deliveries';
import { lastWorkerReport, liveWorkerCount } from './heartbeat';
import { OtpStore, type OtpPolicy, type Refusal, type VerifyResult } from './otp-store';
import { createOutbox } from './outbox';
import { ProofOfWork } from './proof-of-work';
import { createMailQueue, enqueueOtpMail } from './queue';

/** Whom a code is for: the support query it verifies and the person who wrote it. */
export interface OtpRecipient {
  id: string;
  email: string;
  name: string;
}

/**
 * Sent, or refused: by a limit (a resend too soon, too many sends to one address, to its domain,
 * the site's hourly budget), or until a proof of work comes with the request (`challenge`).
 */
export type SendResult = { ok: true } | Refusal;

/** Who asks for a code: the client's network (cms lib/client-address.ts) and the `altcha` field they sent, if any. */
export interface Requester {
  network: string;
  proof?: string;
}

export interface OtpOptions {
  redis: Redis;
  /** OTP_SECRET: what the codes are digested with in Redis and sealed with for the worker. */
  secret: string;
  prefix: string;
  log: Logger;
  policy?: Partial<OtpPolicy>;
}

export type Otp = ReturnType<typeof createOtp>;

const queueCounts = ['waiting', 'active', 'delayed', 'failed'] as const;

/**
 * The one-time codes of support queries, as the app uses them: the store, the sealing and the mail
 * queue stay inside. The worker (worker.ts) mails what `sendCode` queues.
 */
export function createOtp({ redis, secret, prefix, log, policy }: OtpOptions) {
  const store = new OtpStore(redis, secret, prefix, policy);
  const proofs = new ProofOfWork(redis, secret, prefix, store.policy);
  const mailQueue = createMailQueue(redis, prefix);
  const deliveries = new DeliveryLog(redis, prefix);

  const undone = async (to: OtpRecipient, undo: (() => Promise<unknown>) | undefined) => {
    await undo?.().catch((error: Error) => log.warn({ err: error.message, queryId: to.id }, 'no code sent, and its undo failed'));
  };

  return {
    /**
     * A new code for the query (the previous one stops working), its mail queued with the code sealed.
     * When no code goes out, refused by a limit or failed (Redis down: it throws), `undo` runs first.
     */
    async sendCode(to: OtpRecipient, from: Requester, { undo }: { undo?: () => Promise<unknown> } = {}): Promise<SendResult> {
      try {
        // A proof works once, whether or not it was needed.
        const proven = from.proof ? await proofs.accept(from.proof) : false;
        const issued = await store.issue(to.id, to.email, { network: from.network, proven });
        if (!issued.ok) {
          await undone(to, undo);
          return issued;
        }
        await enqueueOtpMail(
          mailQueue,
          secret,
          {
            queryId: to.id,
            to: to.email,
            name: to.name,
            code: issued.code,
            codeId: issued.codeId,
            expiresAt: issued.expiresAt,
          },
          deliveries,
        );
        return { ok: true };
      } catch (error) {
        await undone(to, undo);
        throw error;
      }
    },

    /**
     * Whether `sendCode` would send now, before anything is stored: a proof is taken as it comes
     * (`sendCode` checks it), so a refused flood costs a Redis call, not a database write.
     */
    screen: (email: string, from: Requester) => store.screen(email, { network: from.network, proven: Boolean(from.proof) }),

    /** A proof-of-work challenge (ALTCHA) for a client that was answered `challenge`. */
    challenge: () => proofs.challenge(),

    /** Checks a code; a right one stays valid until `forget`, so a failed write after it can be retried. */
    verify: (queryId: string, code: string): Promise<VerifyResult> => store.verify(queryId, code),

    /** Forgets the query's code and counters; a failure is only logged: a code left behind waits out its TTL. */
    async forget(queryId: string): Promise<void> {
      await store.forget(queryId).catch((error: Error) => log.warn({ err: error.message, queryId }, 'code not forgotten'));
    },

    /** For staff: how many mail workers reported lately, when one last did, and the mail queue's counts. */
    async mailStatus() {
      const [workers, lastSeen, counts] = await Promise.all([
        liveWorkerCount(redis, prefix),
        lastWorkerReport(redis, prefix),
        mailQueue.getJobCounts(...queueCounts),
      ]);
      // BullMQ adds `paused` to a `waiting` count: staff get the four asked for.
      const queue = Object.fromEntries(queueCounts.map((state) => [state, counts[state] ?? 0])) as Record<
        (typeof queueCounts)[number],
        number
      >;
      return { workers, lastSeen, queue };
    },

    ...createOutbox(mailQueue, deliveries),

    /** The mail queue itself, for the operators' board (Bull Board); nothing else should add to it. */
    mailQueue,

    /** Closes the mail queue; the caller closes `redis` after it. */
    close: () => mailQueue.close(),
  };
}
