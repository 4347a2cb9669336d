import { Queue, type JobsOptions } from 'bullmq';
import type { Redis } from 'ioredis';

import { seal } from './crypto';
import { deliveryRetentionSeconds, type DeliveryLog } from './deliveries';

export const mailQueueName = 'otp-mail';

/** What a code mail job carries: the code only sealed, never in clear. */
export interface OtpMailJob {
  queryId: string;
  to: string;
  name: string;
  sealedCode: string;
  /** The issued code's id (see OtpStore.issue): names the job and lets the worker skip a superseded mail. */
  codeId: string;
  expiresAt: number;
}

/** Staff's answer to a visitor; the visitor's answer comes back to the query (its reply address, reply-address.ts). */
export interface ReplyMailJob {
  queryId: string;
  to: string;
  name: string;
  message: string;
  /** `Q-1042`, in the subject; absent in jobs queued before references. */
  reference?: string | null;
}

/** The visitor's receipt on verification: their query's reference, and that answering this mail adds to it. */
export interface ReceiptMailJob {
  queryId: string;
  to: string;
  name: string;
  reference: string;
  message: string;
}

/** A newly verified query, told to staff. */
export interface StaffNotificationJob {
  queryId: string;
  to: string[];
  query: { name: string; email: string; phone: string; message: string; reference?: string | null };
  link: string;
}

/** A query assigned to a staff member by someone else, told to them. */
export interface AssignmentNoticeJob {
  queryId: string;
  to: string;
  query: { name: string; message: string; reference?: string | null };
  /** Who assigned it: a staff member's name or e-mail. */
  assignedBy: string;
  link: string;
}

/** A visitor answered a mail about their query: told to its assignee, or to all staff when nobody holds it. */
export interface VisitorAnswerJob {
  queryId: string;
  to: string[];
  query: { name: string; reference?: string | null };
  /** What the visitor wrote, without the quoted history. */
  text: string;
  link: string;
}

/** The job names of the one mail queue, each with its data; a code mail keeps its historical name. */
export interface MailJobs {
  send: OtpMailJob;
  reply: ReplyMailJob;
  'staff-notification': StaffNotificationJob;
  assignment: AssignmentNoticeJob;
  'visitor-answer': VisitorAnswerJob;
  receipt: ReceiptMailJob;
}
export type MailJob = MailJobs[keyof MailJobs];
export type MailQueue = Queue<MailJob>;

export const mailJobOptions: JobsOptions = {
  attempts: 40,
  // Capped exponential backoff (see processor.ts): a down SMTP server delays mail, never loses it.
  backoff: { type: 'capped-exponential' },
  removeOnComplete: { age: 3600, count: 5000 },
  // As long as the delivery log keeps them: a failed mail can be retried while staff can see it.
  removeOnFail: { age: deliveryRetentionSeconds },
};

export function createMailQueue(connection: Redis, prefix: string): MailQueue {
  return new Queue<MailJob>(mailQueueName, { connection, prefix: `${prefix}:bull` });
}

/** Records the delivery, then queues the job under the same id (a repeated enqueue of one id is a no-op). */
export async function enqueueMail<Name extends keyof MailJobs>(
  queue: MailQueue,
  deliveries: DeliveryLog,
  name: Name,
  id: string,
  data: MailJobs[Name],
): Promise<string> {
  const kind = name === 'send' ? 'code' : (name as Exclude<keyof MailJobs, 'send'>);
  await deliveries.create({ id, queryId: data.queryId, kind, to: Array.isArray(data.to) ? data.to.join(', ') : data.to });
  await queue.add(name, data, { ...mailJobOptions, jobId: id });
  return id;
}

/** Queues the mail of one issued code; the job id makes a repeated enqueue of the same code a no-op. */
export async function enqueueOtpMail(
  queue: MailQueue | Queue<OtpMailJob>,
  secret: string,
  input: { queryId: string; to: string; name: string; code: string; codeId: string; expiresAt: number },
  deliveries?: DeliveryLog,
): Promise<void> {
  const { code, ...rest } = input;
  const data = { ...rest, sealedCode: seal(secret, code) };
  const id = `${input.queryId}-${input.codeId}`;
  // A queue of code mails only (tests) is a mail queue that happens to hold no other kind.
  if (deliveries) await enqueueMail(queue as MailQueue, deliveries, 'send', id, data);
  else await (queue as MailQueue).add('send', data, { ...mailJobOptions, jobId: id });
}
