import type { ErrorRequestHandler } from 'express';
import { ZodError } from 'zod';

import { messages, type ApiFailure, type FieldError } from '@agency/contract';
import { logger } from '@agency/server-kit/logger';

/** The API's one error type: a status the client can act on and a message a person can read. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: FieldError[],
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    // Payload logs an error thrown in its hooks at the level its name is given in `loggingLevels`.
    this.name = status < 500 ? refusalName : 'ApiError';
  }
}

/** The name of an ApiError that refuses a request (4xx): the client's mistake, not a fault of ours. */
export const refusalName = 'ApiRefusal';

export const notFound = (what: string) => new ApiError(404, `${what} not found`);
export const unavailable = () => new ApiError(503, messages.serviceUnavailable, undefined, { 'Retry-After': '5' });

/** Redis and database connection faults: a dependency is down, not the request at fault. */
const dependencyDown =
  /ECONNREFUSED|ECONNRESET|ETIMEDOUT|Command timed out|EPIPE|Connection is closed|Stream isn't writeable|enableOfflineQueue|connection terminated|ENOTFOUND|EAI_AGAIN|EHOSTUNREACH|MaxRetriesPerRequest|Connection terminated|the database system is (starting up|shutting down)|terminating connection due to administrator command|timeout exceeded when trying to connect/i;

/** The connection fault behind an error, if any: drivers wrap it (a query error whose cause is ECONNREFUSED). */
function dependencyFault(error: unknown): Error | undefined {
  for (let e = error; e instanceof Error; e = e.cause) {
    if (dependencyDown.test(`${e.name} ${e.message} ${(e as { code?: string }).code ?? ''}`)) return e;
  }
  return undefined;
}

export function isDependencyDown(error: unknown): boolean {
  return dependencyFault(error) !== undefined;
}

function fromZod(error: ZodError): ApiError {
  const errors = error.issues.map((issue) => ({
    path: issue.code === 'unrecognized_keys' ? issue.keys.join(', ') : issue.path.join('.'),
    message: issue.code === 'unrecognized_keys' ? `Unknown field${issue.keys.length > 1 ? 's' : ''}: ${issue.keys.join(', ')}` : issue.message,
  }));
  return new ApiError(400, errors[0]?.message ?? messages.validationFailed, errors);
}

interface PayloadLikeError {
  name?: string;
  status?: unknown;
  message?: string;
  data?: { errors?: { path?: string; message?: string }[] } | null;
  /** Payload's APIError: whether its message is meant for users (true by default below 500). */
  isPublic?: boolean;
  /** http-errors (Express, body-parser): the same promise. */
  expose?: boolean;
}

function fieldErrorsOf(error: PayloadLikeError): FieldError[] | undefined {
  const errors = error.data?.errors;
  return Array.isArray(errors) ? errors.map((e) => ({ path: e.path ?? '', message: e.message ?? 'Invalid value' })) : undefined;
}

/** Said instead of a 4xx error's own message when that message was not meant for users. */
const genericMessages: Record<number, string> = {
  401: messages.unauthorized,
  403: messages.forbidden,
  404: messages.notFound,
  413: messages.bodyTooLarge,
  415: messages.unsupportedType,
};

/**
 * Any other error that carries a client-error status (Payload's APIError subclasses, a hook's
 * APIError(…, 409), http-errors) keeps that status: the request was at fault, not the server.
 */
function fromClientStatus(error: PayloadLikeError): ApiError | undefined {
  const { status } = error;
  // A hook's 503 (a dependency down, e.g. the sign-in throttle's Redis) is meant for users too.
  const meant = typeof status === 'number' && ((status >= 400 && status <= 499) || (status === 503 && error.isPublic === true));
  if (!meant || !Number.isInteger(status)) return undefined;
  const message = typeof error.message === 'string' ? error.message.trim() : '';
  // Our hooks put Retry-After and the like in `data.headers` (Payload's REST reads req.responseHeaders).
  const headers = (error.data as { headers?: Record<string, string> } | null | undefined)?.headers ?? {};
  if ((error.isPublic === true || error.expose === true) && message) return new ApiError(status, message, fieldErrorsOf(error), headers);
  return new ApiError(status, genericMessages[status] ?? messages.requestRefused, undefined, headers);
}

/** Payload's own errors keep their meaning; anything else without a client-error status is ours to hide. */
function fromPayload(error: PayloadLikeError): ApiError | undefined {
  const fieldErrors = error.name === 'ValidationError' ? fieldErrorsOf(error) : undefined;
  if (fieldErrors) return new ApiError(400, fieldErrors[0]?.message ?? messages.validationFailed, fieldErrors);
  if (error.name === 'NotFound') return new ApiError(404, messages.notFound);
  if (error.name === 'Forbidden') return new ApiError(403, messages.forbidden);
  if (error.name === 'LockedAuth') return new ApiError(429, messages.loginLocked, undefined, { 'Retry-After': '600' });
  if (error.name === 'AuthenticationError') return new ApiError(401, messages.loginInvalid);
  if (error.name === 'UnverifiedEmail') return new ApiError(403, messages.forbidden);
  return fromClientStatus(error);
}

interface BodyParserError {
  type?: string;
  status?: number;
  code?: string;
  field?: string;
}

function fromTransport(error: BodyParserError): ApiError | undefined {
  if (error.type === 'entity.parse.failed') return new ApiError(400, messages.invalidJson);
  if (error.type === 'entity.too.large' || error.code === 'LIMIT_FILE_SIZE' || error.code === 'LIMIT_FIELD_VALUE')
    return new ApiError(413, error.code === 'LIMIT_FILE_SIZE' ? messages.imageTooLarge : messages.bodyTooLarge);
  if (error.type === 'encoding.unsupported' || error.type === 'charset.unsupported') return new ApiError(415, messages.unsupportedType);
  if (error.code === 'MISSING_FIELD_NAME') return new ApiError(400, 'Every part of the form needs a name');
  if (error.code === 'LIMIT_UNEXPECTED_FILE') return new ApiError(400, `Unexpected file field: ${error.field ?? ''}; send the image as "file"`);
  if (error.code?.startsWith('LIMIT_')) return new ApiError(413, messages.bodyTooLarge);
  if (error.type === 'request.aborted') return new ApiError(400, 'The request was aborted');
  return undefined;
}

/**
 * A write that names a record that is not there (a package's category deleted meanwhile), or a
 * delete of one still referred to: the database's foreign key refused it, the request was at fault.
 */
export function isForeignKeyViolation(error: unknown): boolean {
  for (let e = error; e instanceof Error; e = e.cause) {
    if (/FOREIGN KEY constraint failed|violates foreign key constraint/i.test(e.message)) return true;
  }
  return false;
}

export const referenceConflict = () => new ApiError(409, messages.referenceConflict);

/**
 * A value PostgreSQL cannot take as its column's type: a NUL character in text, an id that is no
 * UUID in a filter, a number out of range (SQLSTATE class 22, "data exception"). The request
 * carried it, so the request was at fault.
 */
export function isInvalidValue(error: unknown): boolean {
  for (let e = error; e instanceof Error; e = e.cause) {
    const { code } = e as { code?: unknown };
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return true;
  }
  return false;
}

export const invalidValue = () => new ApiError(400, messages.requestRefused);

export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof ZodError) return fromZod(error);
  if (typeof error === 'object' && error !== null) {
    const mapped = fromTransport(error as BodyParserError) ?? fromPayload(error as PayloadLikeError);
    if (mapped) return mapped;
  }
  if (isDependencyDown(error)) return unavailable();
  if (isForeignKeyViolation(error)) return referenceConflict();
  if (isInvalidValue(error)) return invalidValue();
  if (error instanceof Error && /Multipart: Boundary not found|Unexpected end of form|Malformed part header/i.test(error.message))
    return new ApiError(400, 'The multipart body is malformed');
  return new ApiError(500, messages.internalError);
}

/** The error envelope of an ApiError. */
export function failureBody(apiError: ApiError): ApiFailure {
  const body: ApiFailure = { success: false, message: apiError.message };
  if (apiError.errors?.length) body.errors = apiError.errors;
  return body;
}

export const errorHandler: ErrorRequestHandler = (error: unknown, req, res, _next) => {
  const apiError = toApiError(error);
  // The fault itself, not the query around it: a failed insert's message carries the visitor's data.
  if (apiError.status === 503) logger.warn({ err: dependencyFault(error)?.message ?? apiError.message, url: req.originalUrl }, 'dependency unavailable');
  else if (apiError.status >= 500) logger.error({ err: error, method: req.method, url: req.originalUrl }, 'request failed');
  if (res.headersSent) return;
  res.status(apiError.status).set(apiError.headers).json(failureBody(apiError));
};
