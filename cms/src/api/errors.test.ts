import { APIError, FileUploadError, LockedAuth, ValidationError } from 'payload';
import { describe, expect, it } from 'vitest';

import { messages } from '@agency/contract';

import { toApiError } from './errors';

describe('toApiError', () => {
  it("keeps a Payload error's 4xx status and its public message", () => {
    const conflict = toApiError(new APIError(messages.categoryInUse, 409));
    expect(conflict).toMatchObject({ status: 409, message: messages.categoryInUse });

    const upload = toApiError(new FileUploadError());
    expect(upload.status).toBe(400);
    expect(upload.message).toMatch(/problem/i);
  });

  it('answers 503 with Retry-After when a driver wraps a refused connection in a query error', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 172.18.0.3:5432'), { code: 'ECONNREFUSED' });
    const wrapped = new Error('Failed query: insert into "queries" … params: visitor@example.com,+15550102000', { cause: refused });
    wrapped.name = 'DrizzleQueryError';
    expect(toApiError(wrapped)).toMatchObject({ status: 503, headers: { 'Retry-After': '5' } });
    // PostgreSQL stopping ends the open connections with this (seen by the stack campaign).
    const shutdown = new Error('Failed query: insert into "queries" … : terminating connection due to administrator command');
    expect(toApiError(shutdown).status).toBe(503);
    // A stopped container's name fails to resolve for a while, or its address stops answering.
    for (const code of ['EAI_AGAIN', 'EHOSTUNREACH']) {
      const unreachable = Object.assign(new Error(`getaddrinfo ${code} postgres`), { code });
      expect(toApiError(new Error('Failed query: select count(*)', { cause: unreachable })).status).toBe(503);
    }
  });

  it('keeps the field errors a 4xx error carries', () => {
    const error = new APIError('Bad image', 400, { errors: [{ path: 'file', message: 'Bad image' }] });
    expect(toApiError(error)).toMatchObject({ status: 400, message: 'Bad image', errors: [{ path: 'file', message: 'Bad image' }] });
  });

  it('answers a generic message when the 4xx message is not marked safe for users', () => {
    const hidden = toApiError(new APIError('internal detail: table packages', 409, null, false));
    expect(hidden).toMatchObject({ status: 409, message: messages.requestRefused });

    const bare = toApiError(Object.assign(new Error('SELECT * FROM users'), { status: 404 }));
    expect(bare).toMatchObject({ status: 404, message: messages.notFound });

    const exposed = toApiError(Object.assign(new Error('Teapot here'), { status: 418, expose: true }));
    expect(exposed).toMatchObject({ status: 418, message: 'Teapot here' });
  });

  it('keeps the mappings that have their own message, and hides 5xx', () => {
    expect(toApiError(new ValidationError({ collection: 'categories', errors: [{ path: 'name', message: 'Taken' }] }))).toMatchObject({
      status: 400,
      message: 'Taken',
      errors: [{ path: 'name', message: 'Taken' }],
    });
    expect(toApiError(new LockedAuth()).status).toBe(429);
    expect(toApiError(new APIError('disk full at /var/data', 500))).toMatchObject({ status: 500, message: messages.internalError });
    expect(toApiError(Object.assign(new Error('odd'), { status: 600 })).status).toBe(500);
  });
});
