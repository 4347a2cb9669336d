import { createHash, timingSafeEqual } from 'node:crypto';

import { Router, type RequestHandler } from 'express';

import { contract, messages } from '@agency/contract';

import { messageBody } from '../../api/body';
import type { ApiContext } from '../../api/context';
import { ApiError } from '../../api/errors';
import { reply, route } from '../../api/route';
import { threadInbound } from './inbound';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** `Authorization: Bearer <INBOUND_WEBHOOK_SECRET>`, compared in constant time; with no secret set, nobody passes. */
function webhookSecret(secret: string | undefined): RequestHandler {
  const expected = secret ? digest(secret) : undefined;
  return (req, _res, next) => {
    const given = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
    if (expected && given && timingSafeEqual(digest(given), expected)) return next();
    next(new ApiError(401, messages.inboundUnauthorized, undefined, { 'WWW-Authenticate': 'Bearer' }));
  };
}

/** `POST /inbound/mail`: a mail provider's inbound hook, threading a visitor's answer as the SMTP receiver does. */
export function inboundRouter(ctx: ApiContext): Router {
  const router = Router();
  route(router, contract.inbound.mail, webhookSecret(ctx.env.INBOUND_WEBHOOK_SECRET), messageBody, async ({ req }) => {
    const raw = req.body as unknown;
    if (!Buffer.isBuffer(raw) || raw.length === 0) throw new ApiError(400, messages.inboundUnparsable);
    const outcome = await threadInbound(ctx, raw);
    if (!outcome.threaded) throw new ApiError(422, messages.inboundNoMatch);
    const { queryId, noteId, duplicate } = outcome;
    return reply(duplicate ? messages.inboundDuplicate : messages.inboundThreaded, { queryId, noteId, duplicate }, { status: 202 });
  });
  return router;
}
