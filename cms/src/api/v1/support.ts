import { randomUUID } from 'node:crypto';

import { Router, type Response } from 'express';

import { createQuerySchema, format, messages, resendOtpSchema, verifyOtpSchema } from '@agency/contract';
import { enqueueOtpMail, type IssueResult } from '@agency/otp-service';
import { logger } from '@agency/otp-service/logger';

import type { ApiContext } from '../context';
import { insertRow } from '../../lib/database';
import { ApiError } from '../errors';
import { rateLimit } from '../rate-limit';
import { ok } from '../respond';
import { isId, parse } from '../validate';

const log = logger.child({ name: 'support' });
const minutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

function refuseIssue(result: Exclude<IssueResult, { ok: true }>): never {
  const message =
    result.reason === 'cooldown'
      ? format(messages.otpCooldown, { seconds: result.retryAfterSeconds })
      : format(result.reason === 'budget' ? messages.otpBudget : messages.otpSendCap, { minutes: minutes(result.retryAfterSeconds) });
  throw new ApiError(429, message, undefined, { 'Retry-After': String(result.retryAfterSeconds) });
}

/** The visitor side of support queries: submit, verify the mailed code, ask for a new one. */
export function supportRouter(ctx: ApiContext): Router {
  const { payload, redis, env, otp } = ctx;
  const router = Router();
  const limit = (name: string, max: number, windowSeconds: number) =>
    rateLimit(redis, env.REDIS_PREFIX, { name, max, windowSeconds, failClosed: true });

  async function findQuery(id: string) {
    const query = isId(id) ? await payload.findByID({ collection: 'queries', id, depth: 0, disableErrors: true }) : null;
    if (!query) throw new ApiError(404, messages.queryNotFound);
    if (query.isVerified) throw new ApiError(409, messages.queryAlreadyVerified);
    return query;
  }

  async function sendCode(res: Response, query: { id: string; email: string; name: string }) {
    const issued = await otp.store.issue(query.id, query.email);
    if (!issued.ok) refuseIssue(issued);
    await enqueueOtpMail(otp.mailQueue, env.otpSecret, {
      queryId: query.id,
      to: query.email,
      name: query.name,
      code: issued.code,
      codeId: issued.codeId,
      expiresAt: issued.expiresAt,
    });
    res.setHeader('Cache-Control', 'no-store');
  }

  router.post('/query/create', limit('query-create', env.RATE_LIMIT_QUERY_CREATE, 3600), async (req, res) => {
    const { website, ...input } = parse(createQuerySchema, req.body);
    // The honeypot: people never see the field, bots fill it. Answer as if it worked, keep nothing.
    if (website) {
      log.info({ ip: req.ip }, 'honeypot submission dropped');
      return ok(res, messages.querySubmitted, { id: randomUUID() }, undefined, 201);
    }
    // Fail before storing anything when Redis is down: no query without a code.
    if (redis.status !== 'ready') throw new ApiError(503, messages.otpUnavailable, undefined, { 'Retry-After': '30' });
    // Straight to the table: the input is validated above and the collection has no hooks, so
    // Payload's full create would only add a transaction and a read-back of the row.
    const id = await insertRow(payload.db, 'queries', { ...input, isVerified: false });
    const query = { id, email: input.email, name: input.name };
    try {
      await sendCode(res, query);
    } catch (error) {
      await payload.delete({ collection: 'queries', id: query.id }).catch(() => undefined); // no orphaned query
      throw error instanceof ApiError ? error : new ApiError(503, messages.otpUnavailable, undefined, { 'Retry-After': '30' });
    }
    ok(res, messages.querySubmitted, { id: query.id }, undefined, 201);
  });

  router.post('/query/verify-otp', limit('otp-verify', env.RATE_LIMIT_OTP_VERIFY, 600), async (req, res) => {
    const { otp: code, queryId } = parse(verifyOtpSchema, req.body);
    const query = await findQuery(queryId);
    const result = await otp.store.verify(query.id, code);
    if (!result.ok) {
      if (result.reason === 'wrong')
        throw new ApiError(400, format(messages.otpWrong, { tries: result.triesLeft === 1 ? '1 try' : `${result.triesLeft} tries` }));
      if (result.reason === 'exhausted') throw new ApiError(429, messages.otpExhausted);
      if (result.reason === 'expired') throw new ApiError(410, messages.otpExpired);
      throw new ApiError(429, format(messages.otpLocked, { minutes: minutes(result.retryAfterSeconds) }), undefined, {
        'Retry-After': String(result.retryAfterSeconds),
      });
    }
    // Verified first, code forgotten second: if the write fails (503), the same code works on retry.
    await payload.update({ collection: 'queries', id: query.id, data: { isVerified: true } });
    // The query is verified and can no longer be verified or resent; a code left behind only waits out its TTL.
    await otp.store
      .forget(query.id)
      .catch((error: Error) => log.warn({ err: error.message, queryId: query.id }, 'verified code not forgotten'));
    ok(res, messages.otpVerified, { id: query.id, isVerified: true });
  });

  router.post('/query/resend-otp', limit('otp-resend', env.RATE_LIMIT_OTP_RESEND, 600), async (req, res) => {
    const { email, queryId } = parse(resendOtpSchema, req.body);
    const query = await findQuery(queryId);
    // The address must be the query's own; otherwise the query is, for this caller, unknown.
    if (query.email.toLowerCase() !== email.toLowerCase()) throw new ApiError(404, messages.queryNotFound);
    await sendCode(res, query);
    ok(res, messages.otpSent, { id: query.id });
  });

  return router;
}
