import { randomBytes } from 'node:crypto';

import { Router, type Request, type RequestHandler } from 'express';

import { contract, liveLimits, messages, type LiveEvent } from '@agency/contract';

import { requireStaff } from '../../api/auth';
import type { ApiContext } from '../../api/context';
import { ApiError } from '../../api/errors';
import { answered, reply, route } from '../../api/route';
import { liveEvents } from '../../lib/live-events';

/**
 * `/events`: staff's live events as Server-Sent Events (decision 034). A browser's EventSource
 * cannot send the token, so it first asks for a ticket (`POST /events/ticket`, with the token)
 * that opens one stream within a minute; other clients send the token as usual.
 */
const bearerOf = (req: Request) => /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1] ?? '';

export function eventRouter(ctx: ApiContext): Router {
  const { payload, redis, env } = ctx;
  const router = Router();
  const staff = requireStaff(payload);
  const ticketKey = (ticket: string) => `${env.REDIS_PREFIX}:events:ticket:${ticket}`;

  // The token rides with the ticket (in Redis, a minute), so the stream can check its session stands.
  route(router, contract.events.ticket, staff, async ({ req }) => {
    const ticket = randomBytes(24).toString('base64url');
    await redis.set(ticketKey(ticket), JSON.stringify({ staff: req.staff, token: bearerOf(req) }), 'EX', liveLimits.ticketTtlSeconds);
    return reply(messages.eventTicketIssued, { ticket });
  });

  // The ticket's staff member, once: a ticket seen in a log or a history opens nothing.
  const staffOrTicket: RequestHandler = (req, res, next) => {
    const ticket = typeof req.query.ticket === 'string' ? req.query.ticket : undefined;
    if (!ticket) {
      res.locals.streamToken = bearerOf(req);
      return staff(req, res, next);
    }
    redis
      .getdel(ticketKey(ticket))
      .then((held) => {
        if (!held) return next(new ApiError(401, messages.eventTicketInvalid));
        const { staff: holder, token } = JSON.parse(held) as { staff: NonNullable<typeof req.staff>; token: string };
        req.staff = holder;
        res.locals.streamToken = token;
        next();
      })
      .catch(next);
  };

  route(router, contract.events.stream, staffOrTicket, async ({ req, res }) => {
    // no-transform: compression() leaves the stream alone; X-Accel-Buffering: nginx passes each event on at once.
    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store, no-transform',
      'X-Accel-Buffering': 'no',
      Connection: 'keep-alive',
    });
    res.write(`retry: 3000\n: ${req.staff!.email}\n\n`);
    const send = (event: LiveEvent) => res.write(`event: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`);
    const keepAlive = setInterval(() => res.write(': keep-alive\n\n'), liveLimits.keepAliveSeconds * 1000);
    // A stream ends with its session: signed out anywhere, password changed, account removed.
    const token = String(res.locals.streamToken ?? '');
    const sessionCheck = setInterval(() => {
      payload
        .auth({ headers: new Headers({ Authorization: `JWT ${token}` }) })
        .then(({ user }) => void (user ? undefined : res.end()))
        .catch(() => undefined); // the database away: the stream stays until the next check decides
    }, env.EVENTS_SESSION_CHECK_SECONDS * 1000);
    const stopListening = liveEvents.listen(send);
    const stopStream = liveEvents.onShutdown(() => res.end());
    res.on('close', () => {
      clearInterval(keepAlive);
      clearInterval(sessionCheck);
      stopListening();
      stopStream();
    });
    return answered;
  });

  return router;
}
