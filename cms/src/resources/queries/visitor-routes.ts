import { randomUUID } from 'node:crypto';

import { Router, type Response } from 'express';

import { contract, format, messages, proofOfWork } from '@agency/contract';
import type { Refusal, Requester, SendResult } from '@agency/otp-service';
import { logger } from '@agency/server-kit/logger';

import type { ApiContext } from '../../api/context';
import { ApiError } from '../../api/errors';
import { rateLimit } from '../../api/rate-limit';
import { reply, route } from '../../api/route';
import { isId } from '../../api/validate';
import { networkKey } from '../../lib/client-address';
import { markVerified } from './service';

const log = logger.child({ name: 'support' });
const minutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

const waitMessages = { 'send-cap': messages.otpSendCap, 'domain-cap': messages.otpDomainCap, budget: messages.otpBudget } as const;

function refuseSend(result: Refusal): never {
  // Under pressure: a 4xx that names the challenge, on the field that carries its solution.
  if (result.reason === 'challenge') {
    const named = { path: proofOfWork.field, message: messages.proofOfWorkRequired };
    throw new ApiError(proofOfWork.status, messages.proofOfWorkRequired, [named]);
  }
  const message =
    result.reason === 'cooldown'
      ? format(messages.otpCooldown, { seconds: result.retryAfterSeconds })
      : format(waitMessages[result.reason], { minutes: minutes(result.retryAfterSeconds) });
  throw new ApiError(429, message, undefined, { 'Retry-After': String(result.retryAfterSeconds) });
}

/** Who asks for a code: the client's network and the proof of work they sent, if any. */
const requester = (ip: string | undefined, altcha: string | undefined): Requester => ({ network: networkKey(ip), proof: altcha });

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
    res.setHeader('Cache-Control', 'no-store');
    if (!sent.ok) refuseSend(sent);
  }

  // Each code sent may need one challenge solved.
  const challengeLimit = limit('otp-challenge', env.RATE_LIMIT_QUERY_CREATE + env.RATE_LIMIT_OTP_RESEND, 3600);
  route(router, contract.queries.challenge, challengeLimit, async ({ res }) => {
    res.setHeader('Cache-Control', 'no-store');
    return reply(messages.proofOfWorkChallenge, await otp.challenge());
  });

  route(router, contract.queries.create, limit('query-create', env.RATE_LIMIT_QUERY_CREATE, 3600), async ({ body, req, res }) => {
    const { website, altcha, ...input } = body;
    // The honeypot: people never see the field, bots fill it. Answer as if it worked, keep nothing.
    if (website) {
      log.info({ ip: req.ip }, 'honeypot submission dropped');
      return reply(messages.querySubmitted, { id: randomUUID() }, { status: 201 });
    }
    // Fail before storing anything when Redis is down: no query without a code.
    if (redis.status !== 'ready') throw new ApiError(503, messages.otpUnavailable, undefined, { 'Retry-After': '30' });
    // A flood that must show a proof of work (or wait) is refused before anything is stored.
    const from = requester(req.ip, altcha);
    const screened = await otp.screen(input.email, from);
    if (!screened.ok) answerSend(res, screened);
    // Payload's create with the collection's hooks (decision 017); one INSERT needs no transaction of its own.
    const { id } = await payload.create({
      collection: 'queries',
      data: { ...input, isVerified: false },
      depth: 0,
      disableTransaction: true,
    });
    // No orphaned query: it goes again when no code does.
    const sent = await otp
      .sendCode({ id, email: input.email, name: input.name }, from, { undo: () => payload.delete({ collection: 'queries', id }) })
      .catch((error: unknown) => {
        log.error({ err: error, queryId: id }, 'the code was not queued; the query is removed');
        throw new ApiError(503, messages.otpUnavailable, undefined, { 'Retry-After': '30' });
      });
    answerSend(res, sent);
    return reply(messages.querySubmitted, { id }, { status: 201 });
  });

  route(router, contract.queries.verifyOtp, limit('otp-verify', env.RATE_LIMIT_OTP_VERIFY, 600), async ({ body: { otp: code, queryId } }) => {
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
    // Verified (verifiedAt stamped), code forgotten, staff told; it can no longer be verified or resent.
    await markVerified(ctx, query);
    return reply(messages.otpVerified, { id: query.id, isVerified: true as const });
  });

  route(router, contract.queries.resendOtp, limit('otp-resend', env.RATE_LIMIT_OTP_RESEND, 600), async ({ body: { email, queryId, altcha }, req, res }) => {
    const query = await findQuery(queryId);
    // The address must be the query's own; otherwise the query is, for this caller, unknown.
    if (query.email.toLowerCase() !== email.toLowerCase()) throw new ApiError(404, messages.queryNotFound);
    answerSend(res, await otp.sendCode(query, requester(req.ip, altcha)));
    return reply(messages.otpSent, { id: query.id });
  });

  return router;
}
