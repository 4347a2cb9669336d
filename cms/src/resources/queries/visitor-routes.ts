import { randomUUID } from 'node:crypto';

import { Router, type Response } from 'express';

import { createQuerySchema, endpoints, format, messages, resendOtpSchema, verifyOtpSchema } from '@agency/contract';
import type { SendResult } from '@agency/otp-service';
import { logger } from '@agency/server-kit/logger';

import type { ApiContext } from '../../api/context';
import { ApiError } from '../../api/errors';
import { rateLimit } from '../../api/rate-limit';
import { ok } from '../../api/respond';
import { route } from '../../api/route';
import { isId, parse } from '../../api/validate';
import { insertRow } from '../../lib/database';
import { notifyStaffOfQuery } from './delivery-routes';

const log = logger.child({ name: 'support' });
const minutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

function refuseSend(result: Exclude<SendResult, { ok: true }>): never {
  const message =
    result.reason === 'cooldown'
      ? format(messages.otpCooldown, { seconds: result.retryAfterSeconds })
      : format(result.reason === 'budget' ? messages.otpBudget : messages.otpSendCap, { minutes: minutes(result.retryAfterSeconds) });
  throw new ApiError(429, message, undefined, { 'Retry-After': String(result.retryAfterSeconds) });
}

/** The visitor side of support queries: submit, verify the mailed code, ask for a new one (staff's side: routes.ts). */
export function visitorQueryRouter(ctx: ApiContext): Router {
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

  function answerSend(res: Response, sent: SendResult) {
    if (!sent.ok) refuseSend(sent);
    res.setHeader('Cache-Control', 'no-store');
  }

  route(router, endpoints.queries.create, limit('query-create', env.RATE_LIMIT_QUERY_CREATE, 3600), async (req, res) => {
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
    // No orphaned query: it goes again when no code does.
    const sent = await otp
      .sendCode({ id, email: input.email, name: input.name }, { undo: () => payload.delete({ collection: 'queries', id }) })
      .catch(() => {
        throw new ApiError(503, messages.otpUnavailable, undefined, { 'Retry-After': '30' });
      });
    answerSend(res, sent);
    ok(res, messages.querySubmitted, { id }, undefined, 201);
  });

  route(router, endpoints.queries.verifyOtp, limit('otp-verify', env.RATE_LIMIT_OTP_VERIFY, 600), async (req, res) => {
    const { otp: code, queryId } = parse(verifyOtpSchema, req.body);
    const query = await findQuery(queryId);
    const result = await otp.verify(query.id, code);
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
    await otp.forget(query.id);
    await notifyStaffOfQuery(ctx, query, req);
    ok(res, messages.otpVerified, { id: query.id, isVerified: true });
  });

  route(router, endpoints.queries.resendOtp, limit('otp-resend', env.RATE_LIMIT_OTP_RESEND, 600), async (req, res) => {
    const { email, queryId } = parse(resendOtpSchema, req.body);
    const query = await findQuery(queryId);
    // The address must be the query's own; otherwise the query is, for this caller, unknown.
    if (query.email.toLowerCase() !== email.toLowerCase()) throw new ApiError(404, messages.queryNotFound);
    answerSend(res, await otp.sendCode(query));
    ok(res, messages.otpSent, { id: query.id });
  });

  return router;
}
