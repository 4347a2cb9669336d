import { IncomingMessage } from 'node:http';

import busboy from 'busboy';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Field, Payload, Where } from 'payload';
import { validOperators } from 'payload/shared';

import { messages } from '@agency/contract';

import { ApiError, errorHandler } from '../api/errors';
import { isId } from '../api/validate';
import { sessionTurns } from '../resources/users/session-turns';

/**
 * Payload's own REST API (/cms/api, the CMS panel's) answers 500 to much malformed input and
 * stores some wrongly typed values as text (a fuzz campaign found both). This gate checks what
 * Payload would trip on before Next sees the request: the body's type and shape, each field's
 * JSON type against the collection's config, and the list queries' paging and filters. Good
 * requests pass on unchanged, their body replayed from the copy read here (bodies are capped
 * in front of this, so the copy is small).
 */

type Data = Record<string, unknown>;

const isObject = (value: unknown): value is Data => typeof value === 'object' && value !== null && !Array.isArray(value);

const bad = (message: string, path?: string) => new ApiError(400, message, path === undefined ? undefined : [{ path, message }]);

function expectType(ok: boolean, path: string, what: string) {
  if (!ok) throw bad(`${path} must be ${what}`, path);
}

const isString = (value: unknown) => typeof value === 'string';
// A relationship's value: an id, or the document it names.
const isReference = (value: unknown) => typeof value === 'string' || (isObject(value) && typeof value.id === 'string');
const idOf = (value: unknown) => (typeof value === 'string' ? value : ((value as Data).id as string));

/** A document a write refers to, checked to exist once the body's shape is known to be right. */
interface Reference {
  collection: string;
  id: string;
  path: string;
}

/** A value's JSON type against its field: no arrays where text goes, no text where a number goes. */
function checkValue(field: Field & { name: string }, value: unknown, path: string, refs: Reference[]): void {
  if (value === null || value === undefined) return;
  const many = 'hasMany' in field && field.hasMany === true;
  const each = (check: (item: unknown) => boolean, what: string) =>
    many
      ? expectType(Array.isArray(value) && value.every(check), path, `a list of ${what}`)
      : expectType(check(value), path, what);
  switch (field.type) {
    case 'text':
    case 'textarea':
    case 'email':
    case 'code':
    case 'radio':
    case 'select':
      return each(isString, 'text');
    case 'date':
      return expectType(isString(value) && !Number.isNaN(Date.parse(value as string)), path, 'a date');
    case 'number':
      return each((item) => typeof item === 'number' && Number.isFinite(item), 'a number');
    case 'checkbox':
      return expectType(typeof value === 'boolean', path, 'true or false');
    case 'relationship':
    case 'upload':
      each(isReference, 'an id');
      // Polymorphic relations ({ relationTo, value }) are left to Payload; this config has none.
      if (typeof field.relationTo === 'string') {
        for (const item of many ? (value as unknown[]) : [value]) refs.push({ collection: field.relationTo, id: idOf(item), path });
      }
      return;
    case 'group':
      expectType(isObject(value), path, 'an object');
      return checkFields(field.fields, value as Data, refs, `${path}.`);
    case 'array':
      expectType(Array.isArray(value) && value.every(isObject), path, 'a list of objects');
      (value as Data[]).forEach((row, index) => checkFields(field.fields, row, refs, `${path}.${index}.`));
      return;
    default:
      return; // rich text, JSON, blocks: Payload validates those itself
  }
}

/** Checks `data` against `fields`, noting in `refs` every document it refers to. */
function checkFields(fields: Field[], data: Data, refs: Reference[], prefix = ''): void {
  for (const field of fields) {
    if ('name' in field && field.name) {
      if (Object.hasOwn(data, field.name)) checkValue(field as Field & { name: string }, data[field.name], `${prefix}${field.name}`, refs);
    } else if (field.type === 'tabs') {
      for (const tab of field.tabs) {
        if ('name' in tab && tab.name) {
          if (Object.hasOwn(data, tab.name)) checkValue({ ...tab, type: 'group' } as Field & { name: string }, data[tab.name], `${prefix}${tab.name}`, refs);
        } else checkFields(tab.fields, data, refs, prefix);
      }
    } else if ('fields' in field) {
      checkFields(field.fields, data, refs, prefix); // rows and collapsibles: same level
    }
  }
}

/** What /api/v1 answers for a reference to nothing, where it has its own words for it. */
const unknownReference: Record<string, string> = { users: messages.assigneeUnknown };

/**
 * 400 unless every referenced document exists: without this an id that names nothing reaches the
 * database, whose foreign key answers 409, where /api/v1 answers 400. One lookup per
 * collection; an id this database could never hold is refused without asking it.
 */
async function checkReferences(payload: Payload, refs: Reference[]): Promise<void> {
  for (const collection of new Set(refs.map((ref) => ref.collection))) {
    const wanted = refs.filter((ref) => ref.collection === collection);
    const ids = [...new Set(wanted.map((ref) => ref.id).filter(isId))];
    const found = ids.length
      ? await payload.find({ collection: collection as 'users', where: { id: { in: ids } }, depth: 0, limit: ids.length, pagination: false })
      : { docs: [] };
    const existing = new Set(found.docs.map((doc) => String(doc.id)));
    const missing = wanted.find((ref) => !existing.has(ref.id));
    if (missing) throw bad(unknownReference[collection] ?? `${missing.path} does not name an existing ${collection} record`, missing.path);
  }
}

/** The fields a write to this /cms/api path sets: a collection's create or update, or a global's. */
function fieldsFor(payload: Payload, segments: string[], method: string): Field[] | undefined {
  const [first, second, third] = segments;
  if (first === 'globals' && second && third === undefined) return payload.globals.config.find((g) => g.slug === second)?.fields;
  const collection = first ? payload.collections[first as keyof typeof payload.collections] : undefined;
  if (!collection || third !== undefined) return undefined;
  // POST /slug creates; PATCH /slug or /slug/:id updates. Other second segments are operations (login…).
  if ((method === 'POST' && second === undefined) || method === 'PATCH' || method === 'PUT') return collection.config.fields;
  return undefined;
}

function parseJson(text: string, what: string): Data {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw bad(what === 'body' ? messages.invalidJson : `${what} is not valid JSON`, what === 'body' ? undefined : what);
  }
  if (!isObject(value)) throw bad(`The ${what === 'body' ? 'request body' : what} must be a JSON object`);
  return value;
}

/** Reads a multipart body through busboy: every part named, `file` a file, `_payload` a JSON object. */
function parseMultipart(headers: IncomingMessage['headers'], body: Buffer): Promise<Data | undefined> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers, limits: { fieldSize: 2 * 1024 * 1024 } });
    } catch {
      return reject(bad('The multipart body has no boundary'));
    }
    let data: Data | undefined;
    let failure: ApiError | undefined;
    const fail = (error: ApiError) => (failure ??= error);
    parser.on('field', (name, value) => {
      if (!name) fail(bad('Every part of the form needs a name'));
      else if (name === 'file') fail(bad('Send the image as a file in "file"', 'file'));
      else if (name === '_payload') {
        try {
          data = parseJson(value, '_payload');
        } catch (error) {
          fail(error as ApiError);
        }
      }
    });
    parser.on('file', (name, stream) => {
      if (!name) fail(bad('Every part of the form needs a name'));
      stream.resume();
    });
    parser.on('error', () => reject(bad('The multipart body is malformed')));
    parser.on('close', () => (failure ? reject(failure) : resolve(data)));
    parser.end(body);
  });
}

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

/** A request like the original, whose body is the copy read here (Next reads bodies as a stream). */
function replay(req: Request, body: Buffer, contentType: string | undefined): IncomingMessage {
  const copy = new IncomingMessage(req.socket);
  copy.method = req.method;
  copy.url = req.originalUrl;
  copy.httpVersionMajor = req.httpVersionMajor;
  copy.httpVersionMinor = req.httpVersionMinor;
  copy.httpVersion = req.httpVersion;
  copy.headers = { ...req.headers, ...(contentType ? { 'content-type': contentType } : {}) };
  copy.rawHeaders = req.rawHeaders;
  copy.push(body);
  copy.push(null);
  // Read to the end already, as far as Node is concerned: otherwise destroying the copy once Next has
  // read it counts as an aborted request and closes the connection it shares with the original.
  copy.complete = true;
  return copy;
}

/** The account a request's token (header or cookie) signs in, as Payload checks it: signature, expiry, session. */
async function signedInEmail(payload: Payload, req: Request): Promise<string | undefined> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(name, value);
  const { user } = await payload.auth({ headers });
  return typeof user?.email === 'string' ? user.email : undefined;
}

/**
 * The account whose sessions this request to Payload's users writes, if it writes them: a sign-in,
 * a sign-out or a token refresh (the caller's account, by its token in the header or the cookie),
 * an update of one account (a new password ends its sessions) or a password reset (by its token).
 */
async function sessionsWrittenBy(payload: Payload, req: Request, segments: string[], data: Data | undefined): Promise<string | undefined> {
  const [collection, operation, ...rest] = segments;
  if (collection !== 'users' || rest.length > 0 || req.method === 'DELETE') return undefined;
  if (req.method === 'POST' && operation === 'login') return typeof data?.email === 'string' ? data.email : undefined;
  // A token Payload refuses ends no session and starts none: nothing to take turns for.
  if (req.method === 'POST' && (operation === 'logout' || operation === 'refresh-token')) return signedInEmail(payload, req);
  const where: Where | undefined =
    req.method === 'PATCH' && operation && isId(operation)
      ? { id: { equals: operation } }
      : req.method === 'POST' && operation === 'reset-password' && typeof data?.token === 'string'
        ? { resetPasswordToken: { equals: data.token } }
        : undefined;
  if (!where) return undefined;
  const account = await payload.db.findOne<{ id: string; email?: string }>({ collection: 'users', where });
  return account?.email;
}

/** Runs `send` and settles once the response is finished or its connection closed. */
function untilAnswered(res: Response, send: () => void): Promise<void> {
  return new Promise((resolve) => {
    res.once('finish', resolve);
    res.once('close', resolve);
    send();
  });
}

async function readBody(req: Request): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export function panelGate(payload: Payload, panel: RequestHandler): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!req.path.startsWith('/cms/api/')) return panel(req, res, next);
    const refuse = (error: unknown) => errorHandler(error, req, res, next);
    void (async () => {
      const segments = req.path.slice('/cms/api/'.length).split('/').filter(Boolean).map(decodeURIComponent);
      // Payload answers 501 for a collection without REST endpoints (its migrations): there is no such endpoint.
      if (payload.collections[segments[0] as keyof typeof payload.collections]?.config.endpoints === false) {
        throw new ApiError(404, `No endpoint ${req.method} ${req.path}`);
      }
      if (req.method === 'GET' || req.method === 'HEAD') {
        checkQuery(req, payload.collections[segments[0] as keyof typeof payload.collections]?.config.fields);
        return panel(req, res, next);
      }
      const encoding = req.headers['content-encoding'];
      if (encoding && encoding !== 'identity') throw new ApiError(415, `${messages.unsupportedType}: send the body without Content-Encoding`);
      const body = await readBody(req);
      const [type = '', ...params] = (req.headers['content-type'] ?? '').split(';').map((part) => part.trim());
      let data: Data | undefined;
      let contentType: string | undefined;
      if (body.length === 0) {
        // Payload reads an empty JSON body as {}, but an empty multipart one fails inside it.
        if (type.toLowerCase().startsWith('multipart/')) throw bad('The multipart body is empty');
      } else if (type.toLowerCase() === 'application/json') {
        const charset = params.find((p) => /^charset=/i.test(p))?.slice(8).replace(/"/g, '').toLowerCase();
        if (charset && charset !== 'utf-8' && charset !== 'utf8') throw new ApiError(415, `${messages.unsupportedType}: send JSON in UTF-8`);
        data = parseJson(body.toString('utf8'), 'body');
        contentType = 'application/json';
      } else if (type.toLowerCase() === 'application/x-www-form-urlencoded' && req.method === 'POST' && req.headers['x-payload-http-method-override'] === 'GET') {
        // The panel's look-ups of related documents (image fields, relationships): a GET whose query is the body.
        contentType = req.headers['content-type']!;
      } else if (type.toLowerCase() === 'multipart/form-data') {
        data = await parseMultipart(req.headers, body);
        contentType = req.headers['content-type']!;
      } else {
        throw new ApiError(415, `${messages.unsupportedType}: send application/json or multipart/form-data`);
      }
      const fields = fieldsFor(payload, segments, req.method);
      if (fields && data) {
        const refs: Reference[] = [];
        checkFields(fields, data, refs);
        await checkReferences(payload, refs);
      }
      const forward = () => panel(replay(req, body, contentType) as Request, res, next);
      // A write of an account's sessions takes its turn with the account's others, until its answer is written.
      const account = await sessionsWrittenBy(payload, req, segments, data);
      if (account) return sessionTurns.take(account, () => untilAnswered(res, forward));
      return forward();
    })().catch(refuse);
  };
}
