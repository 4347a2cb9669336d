import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Field, Payload } from 'payload';
import { validOperators } from 'payload/shared';

import { messages } from '@agency/contract';

import { ApiError, errorHandler } from '../api/errors';
import { sessionTurns } from '../resources/users/session-turns';

/**
 * In front of Payload's own REST API (/cms/api, the CMS panel's), by the request line and headers
 * only; the body goes to Payload untouched. It refuses what Payload would answer with 500 or 501
 * before reading a byte of the body: a compressed or unknown body type, a list query with a
 * repeated or non-numeric page, an unknown filter operator or a non-date compared as a date, an
 * endpoint a collection does not have. The body itself is checked by Payload's hooks
 * (panel/checked-input.ts), and sign-outs take the account's session turn here (users/session-turns.ts).
 */

const bad = (message: string, path?: string) => new ApiError(400, message, path === undefined ? undefined : [{ path, message }]);

const pagingKeys = ['limit', 'page', 'depth', 'sort', 'draft', 'locale', 'select'];
// Payload's own list (public, `payload/shared`) but the geometric ones: no collection here has a point
// field, and `near` on a text field fails inside the database adapter.
const geometric = new Set(['near', 'within', 'intersects']);
const operators = new Set<string>(validOperators.filter((operator) => !geometric.has(operator)));
/** The names of a collection's date fields, which Payload compares without checking the value is a date. */
function dateFieldsOf(fields: Field[] | undefined): Set<string> {
  const names = new Set(['createdAt', 'updatedAt']);
  for (const field of fields ?? []) if (field.type === 'date') names.add(field.name);
  return names;
}

/** List queries: one value per paging key, whole numbers where numbers go, known operators, real dates. */
function checkQuery(req: Request, fields: Field[] | undefined): void {
  const dateFields = dateFieldsOf(fields);
  const search = new URL(req.originalUrl, 'http://x').searchParams;
  for (const key of pagingKeys) {
    const values = search.getAll(key);
    if (values.length > 1) throw bad(`${key} may be given once`, key);
    if (['limit', 'page', 'depth'].includes(key) && values[0] !== undefined && !/^\d{1,6}$/.test(values[0])) throw bad(`${key} must be a whole number`, key);
  }
  for (const [key, value] of search) {
    if (!key.startsWith('where[')) continue;
    const parts = [...key.matchAll(/\[([^\]]*)\]/g)].map((m) => m[1]!);
    const operator = parts.findLast((part) => !/^\d+$/.test(part) && !['and', 'or'].includes(part));
    const field = parts.at(-2);
    if (!operator || !operators.has(operator)) throw bad(`Unknown filter: ${key}`, key);
    if (field && dateFields.has(field) && operator.includes('than') && Number.isNaN(Date.parse(value))) {
      throw bad(`${key} must be a date`, key);
    }
  }
}

/** A body Payload can read: JSON in UTF-8, a multipart form, or the panel's form-encoded look-ups. */
function checkBodyType(req: Request): void {
  const encoding = req.headers['content-encoding'];
  if (encoding && encoding !== 'identity') throw new ApiError(415, `${messages.unsupportedType}: send the body without Content-Encoding`);
  const [sentType = '', ...sentParams] = (req.headers['content-type'] ?? '').split(';').map((part) => part.trim());
  const type = sentType.toLowerCase();
  const params = sentParams.map((param) => param.toLowerCase());
  // Media types are case-insensitive (RFC 9110), but Payload reads a body only under its type in
  // lower case (APPLICATION/JSON reached it unread, and failed with 500): say the type that way.
  // The parameters stay as sent (a multipart boundary is case-sensitive).
  if (sentType && sentType !== type) req.headers['content-type'] = [type, ...sentParams].join('; ');
  const hasBody = (req.headers['content-length'] !== undefined && req.headers['content-length'] !== '0') || req.headers['transfer-encoding'] !== undefined;
  // Payload reads an empty JSON body (or one of no type) as {}; an empty multipart or form one fails inside it.
  if (!hasBody && (type === '' || type === 'application/json')) return;
  if (!hasBody && type === 'multipart/form-data') throw bad('The multipart body is empty');
  if (type === 'application/json') {
    const charset = params.find((p) => p.startsWith('charset='))?.slice(8).replace(/"/g, '');
    if (charset && charset !== 'utf-8' && charset !== 'utf8') throw new ApiError(415, `${messages.unsupportedType}: send JSON in UTF-8`);
    return;
  }
  if (type === 'multipart/form-data') {
    if (!params.some((p) => /^boundary="?[^"]+/.test(p))) throw bad('The multipart body has no boundary');
    return;
  }
  // The panel's look-ups of related documents (image fields, relationships): a GET whose query is the body.
  if (type === 'application/x-www-form-urlencoded' && req.method === 'POST' && req.headers['x-payload-http-method-override'] === 'GET') return;
  throw new ApiError(415, `${messages.unsupportedType}: send application/json or multipart/form-data`);
}

/** The account a request's token (header or cookie) signs in, as Payload checks it: signature, expiry, session. */
async function signedInEmail(payload: Payload, req: Request): Promise<string | undefined> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(name, value);
  const { user } = await payload.auth({ headers });
  return typeof user?.email === 'string' ? user.email : undefined;
}

/** Runs `send` and settles once the response is finished or its connection closed. */
function untilAnswered(res: Response, send: () => void): Promise<void> {
  return new Promise((resolve) => {
    res.once('finish', resolve);
    res.once('close', resolve);
    send();
  });
}

export function panelGate(payload: Payload, panel: RequestHandler): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!req.path.startsWith('/cms/api/')) return panel(req, res, next);
    const refuse = (error: unknown) => errorHandler(error, req, res, next);
    void (async () => {
      const segments = req.path.slice('/cms/api/'.length).split('/').filter(Boolean).map(decodeURIComponent);
      const collection = payload.collections[segments[0] as keyof typeof payload.collections];
      // Payload answers 501 for a collection without REST endpoints (its migrations): there is no such endpoint.
      if (collection?.config.endpoints === false) throw new ApiError(404, `No endpoint ${req.method} ${req.path}`);
      if (req.method === 'GET' || req.method === 'HEAD') {
        checkQuery(req, collection?.config.fields);
        return panel(req, res, next);
      }
      checkBodyType(req);
      // A sign-out writes the account's sessions; Payload has no hook before it (the others take
      // their turn in the users collection's hooks). A token Payload refuses ends no session.
      if (req.method === 'POST' && segments.length === 2 && segments[0] === 'users' && segments[1] === 'logout') {
        const account = await signedInEmail(payload, req);
        if (account) return sessionTurns.take(account, () => untilAnswered(res, () => panel(req, res, next)));
      }
      return panel(req, res, next);
    })().catch(refuse);
  };
}
