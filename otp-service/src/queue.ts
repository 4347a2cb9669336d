import { Queue, type JobsOptions } from 'bullmq';
import type { Redis } from 'ioredis';

import { seal } from './crypto';

export const mailQueueName = 'otp-mail';

/** What a mail job carries: the code only sealed, never in clear. */
export interface OtpMailJob {
  queryId: string;
  to: string;
  name: string;
  sealedCode: string;
  /** The issued code's id (see OtpStore.issue): names the job and lets the worker skip a superseded mail. */
  codeId: string;
  expiresAt: number;
}

export const mailJobOptions: JobsOptions = {
  attempts: 40,
  // Capped exponential backoff (see processor.ts): a down SMTP server delays mail, never loses it.
  backoff: { type: 'capped-exponential' },
  removeOnComplete: { age: 3600, count: 5000 },
  removeOnFail: { age: 7 * 24 * 3600 },
};

export function createMailQueue(connection: Redis, prefix: string): Queue<OtpMailJob> {
  return new Queue<OtpMailJob>(mailQueueName, { connection, prefix: `${prefix}:bull` });
}

/** Queues the mail of one issued code; the job id makes a repeated enqueue of the same code a no-op. */
export async function enqueueOtpMail(
  queue: Queue<OtpMailJob>,
  secret: string,
  input: { queryId: string; to: string; name: string; code: string; codeId: string; expiresAt: number },
): Promise<void> {
  const { code, ...rest } = input;
  await queue.add('send', { ...rest, sealedCode: seal(secret, code) }, { ...mailJobOptions, jobId: `${input.queryId}-${input.codeId}` });
}
