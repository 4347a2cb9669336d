import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { ExpressAdapter } from '@bull-board/express';
import type { Express, Request, RequestHandler } from 'express';
import type { Payload } from 'payload';

import type { ApiContext } from '../api/context';
import { isDependencyDown } from '../api/errors';
import { ownOrigins } from '../config/public-origin';
import { securityHeaders } from './security-headers';

export const queueBoardPath = '/ops/queues';

const signInPage = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Sign in required</title></head><body style="font-family:system-ui;max-width:40rem;margin:4rem auto;padding:0 1rem"><h1>Sign in required</h1><p>The mail queue board is for staff. <a href="/cms/login?redirect=${encodeURIComponent(queueBoardPath)}">Sign in to the CMS panel</a>, then open this page again.</p></body></html>`;

/**
 * Who may see the board: a staff session, from the CMS panel's cookie (a browser page sends no
 * bearer header) or a staff `Authorization: Bearer` token. Payload checks either as it checks
 * its own requests (signature, expiry, a session not ended).
 */
async function isStaff(payload: Payload, req: Request): Promise<boolean> {
  const bearer = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
  const headers = new Headers(bearer ? { Authorization: `JWT ${bearer}` } : req.headers.cookie ? { Cookie: req.headers.cookie } : {});
  if (!headers.has('Authorization') && !headers.has('Cookie')) return false;
  // Payload takes the cookie only from a page of the app's own origin (its CSRF list): it decides by these.
  for (const name of ['origin', 'sec-fetch-site']) {
    const value = req.headers[name];
    if (typeof value === 'string') headers.set(name, value);
  }
  const { user } = await payload.auth({ headers });
  return user?.collection === 'users';
}

/** A cookie travels with any request the browser makes: changes must come from a page of the app's own origin. */
function sameOrigin(req: Request, own: string[]): boolean {
  if (req.method === 'GET' || req.method === 'HEAD') return true;
  return req.headers.origin !== undefined && own.includes(req.headers.origin);
}

/** Bull Board's page loads only its own scripts and styles (and keeps its inline styles). */
const boardDirectives = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/** A stylesheet link to another origin (Bull Board's page asks Google for IBM Plex). */
const foreignStylesheet = /<link\b[^>]*\bhref="https?:\/\/[^"]*"[^>]*>\s*/g;

/**
 * Bull Board's page links Google's fonts, which its policy refuses (a console error on every load)
 * and which would tell Google who opens the board. The link is dropped: its stylesheet names the
 * system's sans-serif and monospace fonts after IBM Plex.
 */
const withoutForeignStylesheets: RequestHandler = (_req, res, next) => {
  const send = res.send.bind(res);
  res.send = (body?: unknown) => send(typeof body === 'string' && body.startsWith('<!DOCTYPE html>') ? body.replace(foreignStylesheet, '') : body);
  next();
};

/** Bull Board over the mail queue at /ops/queues, for staff only: 401 (with a sign-in link) for anyone else. */
export function queueBoard({ payload, otp, env }: ApiContext): RequestHandler[] {
  const adapter = new ExpressAdapter().setBasePath(queueBoardPath);
  createBullBoard({
    queues: [new BullMQAdapter(otp.mailQueue)],
    serverAdapter: adapter,
    options: { uiConfig: { boardTitle: 'Mail queue' } },
  });
  const own = ownOrigins(env);
  const gate: RequestHandler = async (req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    try {
      if (!(await isStaff(payload, req))) return void res.status(401).type('html').send(signInPage);
    } catch (error) {
      if (isDependencyDown(error)) return void res.status(503).type('text').send('The database is unavailable; try again shortly.');
      return void res.status(401).type('html').send(signInPage);
    }
    if (!sameOrigin(req, own)) return void res.status(403).type('text').send('Cross-origin request refused.');
    next();
  };
  // Bull Board's router is an Express app of its own, which would announce itself again.
  const board = adapter.getRouter() as Express;
  board.disable('x-powered-by');
  return [gate, securityHeaders(env, boardDirectives), withoutForeignStylesheets, board];
}
