import type { NextFunction, Request, Response } from 'express';
import type { Payload } from 'payload';
import { describe, expect, it } from 'vitest';

import { messages } from '@agency/contract';

import { requireStaff } from './auth';
import type { ApiError } from './errors';

const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

/** What requireStaff passes on for a request with a token, given what Payload answers. */
async function outcome(payload: Partial<Payload>): Promise<ApiError | undefined> {
  const req = { headers: { authorization: 'Bearer some.jwt.token' } } as Request;
  return new Promise((resolve) => void requireStaff(payload as Payload)(req, {} as Response, ((error?: ApiError) => resolve(error)) as NextFunction));
}

describe('requireStaff', () => {
  it('answers 503 with Retry-After, not 401, when Payload finds no user because the database is away', async () => {
    const error = await outcome({ auth: async () => ({ user: null, permissions: {} }) as never, count: () => Promise.reject(refused()) });
    expect(error).toMatchObject({ status: 503, headers: { 'Retry-After': '5' } });
  });

  it('answers 401 for a token Payload does not accept while the database answers', async () => {
    const error = await outcome({ auth: async () => ({ user: null, permissions: {} }) as never, count: async () => ({ totalDocs: 1 }) });
    expect(error).toMatchObject({ status: 401, message: messages.tokenInvalid });
  });

  it('lets the staff member in when the first lookup failed on a connection the database dropped and it answers again', async () => {
    // The stack campaign's PostgreSQL restart: the pool's first use after the outage fails, the next works.
    const answers = [{ user: null }, { user: { id: 7, email: 'staff@example.com', collection: 'users' } }];
    const payload = { auth: async () => answers.shift() as never, count: async () => ({ totalDocs: 1 }) };
    expect(await outcome(payload)).toBeUndefined();
  });

  it('answers 503 when the token check itself meets the database away', async () => {
    const error = await outcome({ auth: () => Promise.reject(refused()) });
    expect(error).toMatchObject({ status: 503 });
  });
});
