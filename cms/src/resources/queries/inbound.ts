import { createHash } from 'node:crypto';

import { Worker } from 'bullmq';
import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';

import { limits } from '@agency/contract';
import { cappedExponential, inboundQueueName, inboundRefusedKey, queryOfAddress, type InboundMailJob } from '@agency/otp-service';
import { logger } from '@agency/server-kit/logger';
import { createRedis } from '@agency/server-kit/redis';

import type { ApiContext } from '../../api/context';
import { isId } from '../../api/validate';
import { afterCommit } from '../../lib/database';
import type { Query as QueryDoc } from '../../payload-types';
import { inTransaction } from './service';
import { notifyVisitorAnswer } from './staff-notice';

const log = logger.child({ name: 'inbound' });

/** What became of a message: threaded into a query (or already was), or matched none. */
export type InboundOutcome = { threaded: true; queryId: string; noteId: string; duplicate: boolean } | { threaded: false };

/**
 * The visitor's own words: the text (mailparser turns an HTML-only mail into text) cut where the
 * quoted history starts — an "On … wrote:" line, Outlook's "Original Message" or its From/Sent
 * header block, a signature delimiter — and without `>` lines.
 */
export function visibleText(text: string): string {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const kept: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const next = lines[i + 1] ?? '';
    if (/^\s*On\b.*\bwrote:\s*$/i.test(line) || (/^\s*On\b/i.test(line) && /^.*\bwrote:\s*$/i.test(next))) break;
    if (/^\s*-{2,}\s*Original Message\s*-{2,}/i.test(line) || /^\s*_{10,}\s*$/.test(line)) break;
    if (/^\s*From:\s/i.test(line) && lines.slice(i + 1, i + 5).some((after) => /^\s*(Sent|Date|Subject|To):\s/i.test(after))) break;
    if (line === '-- ' || line === '--') break;
    if (/^\s*>/.test(line)) continue;
    kept.push(line);
  }
  const visible = kept.join('\n').replace(/\n{3,}/g, '\n\n').trim();
  return visible.length > limits.inboundTextMax ? `${visible.slice(0, limits.inboundTextMax - 1)}…` : visible;
}

const addressesOf = (field: AddressObject | AddressObject[] | undefined): string[] =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap((group) => group.value.flatMap((each) => (each.address ? [each.address] : [])));

/** Header values that name recipients an MTA delivered to, whatever the To and Cc say. */
function deliveredTo(parsed: ParsedMail): string[] {
  return ['delivered-to', 'x-original-to', 'envelope-to'].flatMap((name) => {
    const value = parsed.headers.get(name);
    const values = Array.isArray(value) ? value : value ? [value] : [];
    return values.flatMap((each) => (typeof each === 'string' ? each.split(',') : addressesOf(each as AddressObject)));
  });
}

const idsIn = (value: string | string[] | undefined): string[] =>
  (Array.isArray(value) ? value : value ? [value] : []).flatMap((each) => each.match(/<[^<>\s]+>/g) ?? []);

/** The query a message names: a valid reply address among its recipients, else a mail of ours it answers. */
async function queryOf(ctx: ApiContext, parsed: ParsedMail, recipients: string[]): Promise<QueryDoc | undefined> {
  const candidates = [...recipients, ...addressesOf(parsed.to), ...addressesOf(parsed.cc), ...deliveredTo(parsed)];
  const byToken = candidates.map((address) => queryOfAddress(ctx.env.otpSecret, address)).find((id) => id !== undefined);
  if (byToken) {
    const query = await ctx.payload.findByID({ collection: 'queries', id: byToken, depth: 0, disableErrors: true });
    if (query) return query;
  }
  // Our Message-IDs are `<deliveryId@…>` (the worker's processor): a receipt's names its query,
  // a reply's note keeps its delivery id.
  const deliveryIds = [...idsIn(parsed.inReplyTo), ...idsIn(parsed.references)].map((id) => id.slice(1, id.indexOf('@')));
  for (const id of deliveryIds.filter((each) => each.startsWith('receipt-')).map((each) => each.slice('receipt-'.length)).filter(isId)) {
    const query = await ctx.payload.findByID({ collection: 'queries', id, depth: 0, disableErrors: true });
    if (query) return query;
  }
  if (!deliveryIds.length) return undefined;
  const { docs } = await ctx.payload.find({
    collection: 'query-notes',
    where: { deliveryId: { in: deliveryIds } },
    limit: 1,
    depth: 1,
    select: { query: true },
  });
  const query = docs[0]?.query;
  return query && typeof query === 'object' ? query : undefined;
}

async function existingNote(ctx: ApiContext, messageId: string) {
  const { docs } = await ctx.payload.find({ collection: 'query-notes', where: { messageId: { equals: messageId } }, limit: 1, depth: 0 });
  return docs[0] as { id: string; query: string | { id: string } } | undefined;
}

const duplicateOf = (note: { id: string; query: string | { id: string } }): InboundOutcome => ({
  threaded: true,
  queryId: typeof note.query === 'object' ? note.query.id : note.query,
  noteId: note.id,
  duplicate: true,
});

/**
 * Threads a visitor's answer into its query, whichever way it came (the SMTP receiver's queue or
 * the webhook): the visible text, the sender and the files as one `inbound` note, in one
 * transaction with the query's move back to `in-progress` when it was `answered` or `closed`.
 * A message already kept (same Message-ID) is not kept again. The assignee, or all staff, are
 * told once it is committed. A message that names no query is counted and refused.
 */
export async function threadInbound(ctx: ApiContext, raw: Buffer, recipients: string[] = []): Promise<InboundOutcome> {
  const parsed = await simpleParser(raw, { skipHtmlToText: false, skipImageLinks: true, skipTextLinks: true, skipTextToHtml: true });
  const messageId = parsed.messageId ?? `<sha256-${createHash('sha256').update(raw).digest('hex')}@inbound>`;
  const query = await queryOf(ctx, parsed, recipients);
  if (!query) {
    await ctx.redis.incr(inboundRefusedKey(ctx.env.REDIS_PREFIX));
    log.info({ messageId }, 'inbound mail names no query; refused');
    return { threaded: false };
  }
  const known = await existingNote(ctx, messageId);
  if (known) return duplicateOf(known);

  const text = visibleText(parsed.text ?? '');
  const from = parsed.from?.value[0]?.address ?? parsed.from?.text ?? null;
  const files = parsed.attachments.filter((file) => !file.related);
  const { payload } = ctx;
  try {
    const noteId = await inTransaction(payload, async (req) => {
      const attachments: string[] = [];
      for (const file of files) {
        const stored = await payload.create({
          collection: 'query-attachments',
          data: {
            query: query.id,
            name: file.filename ?? 'attachment',
            contentType: /^[\w.+-]+\/[\w.+-]+$/.test(file.contentType ?? '') ? file.contentType : 'application/octet-stream',
            size: file.size ?? file.content.length,
            content: file.content.toString('base64'),
          },
          depth: 0,
          req,
        });
        attachments.push(stored.id);
      }
      const note = await payload.create({
        collection: 'query-notes',
        data: { query: query.id, kind: 'inbound', text: text || '(no text)', from, messageId, attachments },
        depth: 0,
        req,
      });
      const current = await payload.findByID({ collection: 'queries', id: query.id, depth: 0, req });
      // Reopened, and waiting for a reply since the oldest answer no reply has followed.
      const reopen = current.status === 'answered' || current.status === 'closed';
      if (reopen || !current.awaitingSince)
        await payload.update({
          collection: 'queries',
          id: query.id,
          data: { ...(reopen ? { status: 'in-progress' as const } : {}), awaitingSince: current.awaitingSince ?? note.createdAt },
          depth: 0,
          req,
        });
      await afterCommit(req, `inbound:${note.id}`, () => notifyVisitorAnswer(ctx, current, text));
      return note.id;
    });
    log.info({ queryId: query.id, noteId, files: files.length }, 'inbound mail threaded');
    return { threaded: true, queryId: query.id, noteId, duplicate: false };
  } catch (error) {
    // The same message, kept meanwhile by another delivery of it (the unique Message-ID refused ours).
    const kept = await existingNote(ctx, messageId);
    if (kept) return duplicateOf(kept);
    throw error;
  }
}

/**
 * Threads what the SMTP receiver (in the mail worker, which has no database) queued. Every app
 * instance consumes; BullMQ hands each message to one. A failure (the database away) is retried
 * with the mail queue's backoff; a message that names no query completes, counted.
 */
export function startInboundConsumer(ctx: ApiContext) {
  const connection = createRedis(ctx.env.REDIS_URL, 'worker');
  const worker = new Worker<InboundMailJob>(
    inboundQueueName,
    async (job) => threadInbound(ctx, Buffer.from(job.data.raw, 'base64'), job.data.recipients),
    { connection, prefix: `${ctx.env.REDIS_PREFIX}:bull`, concurrency: 4, settings: { backoffStrategy: cappedExponential } },
  );
  worker.on('error', (error) => log.warn({ err: error.message }, 'inbound consumer error'));
  worker.on('failed', (job, error) => log.warn({ jobId: job?.id, attempt: job?.attemptsMade, err: error.message }, 'inbound mail not threaded; will retry'));
  return {
    close: async () => {
      await worker.close();
      connection.disconnect();
    },
  };
}
