import { Queue, type JobsOptions } from 'bullmq';
import type { Redis } from 'ioredis';

/**
 * Mail that came in for a query (a visitor's answer), on its way from the SMTP receiver in the
 * worker to the app, which threads it into the query (the worker has no database). A message is
 * in this queue before the receiver answers 250, so a crash after that loses nothing; a crash
 * before it makes the sender try again, and the app keeps a message once by its Message-ID.
 */
export const inboundQueueName = 'inbound-mail';

/** The most a message may weigh, attachments and all (SMTP SIZE, and the webhook's body). */
export const inboundMaxBytes = 10 * 1024 * 1024;

export interface InboundMailJob {
  /** The message as received, base64. */
  raw: string;
  /** The envelope's recipients (RCPT TO), which name the query when the headers were rewritten. */
  recipients: string[];
}

export type InboundQueue = Queue<InboundMailJob>;

export const inboundJobOptions: JobsOptions = {
  // A database outage delays threading (0.5 s, 1 s … 30 s, as mail sends back off), never loses a message.
  attempts: 200,
  backoff: { type: 'capped-exponential' },
  removeOnComplete: { age: 3600, count: 1000 },
  removeOnFail: { age: 14 * 24 * 3600 },
};

export const createInboundQueue = (connection: Redis, prefix: string): InboundQueue =>
  new Queue<InboundMailJob>(inboundQueueName, { connection, prefix: `${prefix}:bull` });

/** Messages refused (no query matched), counted for the overview; one counter for both ways in. */
export const inboundRefusedKey = (prefix: string) => `${prefix}:inbound:refused`;
