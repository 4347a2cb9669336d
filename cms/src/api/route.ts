import type { Request, RequestHandler, Response, Router } from 'express';
import type { z } from 'zod';

import { mayCall, messages, type ApiSuccess, type DataOf, type Endpoint, type Meta, type PathParams } from '@agency/contract';

import { requestScope } from '../lib/request-scope';
import { ApiError } from './errors';
import { envelope } from './respond';
import { parse } from './validate';

const verbs = { GET: 'get', POST: 'post', PUT: 'put', PATCH: 'patch', DELETE: 'delete' } as const;

interface Schemas {
  body?: z.ZodType;
  query?: z.ZodType;
  data: z.ZodType;
}

/** An entry of the contract (`contract.<resource>.<name>`): the endpoint with its schemas. */
export type Contracted = Pick<Endpoint, 'method' | 'path' | 'access'> & { readonly schemas: Schemas };

type Parsed<S, Key extends string> = S extends { [K in Key]: infer Schema extends z.ZodType } ? z.output<Schema> : undefined;

/** What a handler gets: the body and query as the endpoint's schemas parsed them, and the path's params. */
export interface RouteInput<E extends Contracted> {
  body: Parsed<E['schemas'], 'body'>;
  query: Parsed<E['schemas'], 'query'>;
  params: Record<PathParams<E['path']>, string>;
  req: Request;
  res: Response;
}

/** What a handler answers: the envelope's message and the endpoint's data, with a status (200) and paging. */
export interface Reply<Data> {
  message: string;
  data: Data;
  status?: number;
  meta?: Meta;
}

/** Returned by a handler that wrote the response itself (a file download). */
export const answered = Symbol('answered');

export const reply = <Data>(message: string, data: Data, options: { status?: number; meta?: Meta } = {}): Reply<Data> => ({
  message,
  data,
  ...options,
});

// Outside production every answer is held to its endpoint's data schema, so the API suites fail on a drift.
const checkAnswers = process.env.NODE_ENV !== 'production';

/** Outside production, throws unless `data` is what the endpoint's data schema describes. */
export function checkAnswer(endpoint: Contracted, data: unknown): void {
  if (!checkAnswers) return;
  const checked = endpoint.schemas.data.safeParse(data);
  if (!checked.success) throw new Error(`${endpoint.method} ${endpoint.path} answered data its contract does not describe: ${checked.error.message}`);
}

function send<E extends Contracted>(endpoint: E, res: Response, answer: Reply<DataOf<E>>): void {
  checkAnswer(endpoint, answer.data);
  const body: ApiSuccess<DataOf<E>> = envelope(answer.message, answer.data);
  if (answer.meta) body.meta = answer.meta;
  res.status(answer.status ?? 200).json(body);
}

/**
 * `step`, then the endpoint's roles as soon as the caller is signed in: a role the endpoint does
 * not let in is refused (403) before the next step reads a body or counts a rate limit.
 */
function checkingRole(endpoint: Contracted, step: RequestHandler): RequestHandler {
  return (req, res, next) =>
    step(req, res, (error?: unknown) => {
      if (error !== undefined || !req.staff || mayCall(endpoint.access, req.staff.role)) return next(error as Error);
      next(new ApiError(403, messages.roleForbidden));
    });
}

/**
 * Registers one endpoint of the contract: its method and path come from the entry, the caller's
 * role must be one its access allows (the stack's guard signs the caller in), its schemas
 * parse the body and the query (a ZodError is a 400) after the middleware before the handler
 * (guards, rate limits, the multipart reader) has run, and the handler's reply is typed as the
 * endpoint's data.
 */
export function route<E extends Contracted>(
  router: Router,
  endpoint: E,
  ...stack: [...RequestHandler[], (input: RouteInput<E>) => Promise<Reply<DataOf<E>> | typeof answered>]
): void {
  const handler = stack.pop() as (input: RouteInput<E>) => Promise<Reply<DataOf<E>> | typeof answered>;
  const run: RequestHandler = (req, res, next) => {
    const scope = { ip: req.ip ?? null, actor: req.staff ? { id: req.staff.id, email: req.staff.email } : null };
    void requestScope.run(scope, async () => {
      // A stack that signed nobody in on a signed-in endpoint is a mistake here, not the caller's.
      if (!mayCall(endpoint.access, req.staff?.role)) throw new ApiError(401, messages.unauthorized, undefined, { 'WWW-Authenticate': 'Bearer' });
      const { body: bodySchema, query: querySchema } = endpoint.schemas;
      // Input is checked before the handler runs: a malformed request is refused (400) whatever it names.
      const input = {
        body: bodySchema ? parse(bodySchema, req.body) : undefined,
        query: querySchema ? parse(querySchema, req.query) : undefined,
        params: req.params,
        req,
        res,
      } as RouteInput<E>;
      const answer = await handler(input);
      if (answer !== answered) send(endpoint, res, answer);
      else if (!res.headersSent && !res.writableEnded) throw new ApiError(500, `${endpoint.method} ${endpoint.path} wrote no answer`);
    }).catch(next);
  };
  router[verbs[endpoint.method]](endpoint.path, ...(stack as RequestHandler[]).map((step) => checkingRole(endpoint, step)), run);
}
