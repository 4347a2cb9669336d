import express, { Router } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';

import type { Endpoint } from '@agency/contract';

import { ApiError, errorHandler } from './errors';
import { answered, reply, route } from './route';

/** A contract entry of its own, so the test does not depend on any resource's rules. */
const echo = {
  method: 'POST',
  path: '/echo/:id',
  access: 'public',
  href: () => '/echo/1',
  schemas: {
    body: z.strictObject({ name: z.string().trim().min(1) }),
    query: z.object({ shout: z.enum(['yes', 'no']).default('no') }),
    data: z.object({ id: z.string(), name: z.string() }),
  },
} as const satisfies Endpoint & { schemas: object };

describe('route: an /api/v1 endpoint declared from the contract', () => {
  let base = '';
  let close = () => undefined as void;
  let handled = 0;
  beforeAll(async () => {
    const router = Router();
    route(router, echo, async ({ body, query, params }) => {
      handled += 1;
      if (params.id === 'missing') throw new ApiError(404, 'Echo not found');
      if (body.name === 'drift') return reply('Echoed', { id: params.id, name: 42 as unknown as string });
      const name = query.shout === 'yes' ? body.name.toUpperCase() : body.name;
      return reply('Echoed', { id: params.id, name }, { status: 201, meta: { total: 1, page: 1, limit: 1, totalPage: 1 } });
    });
    const silent = { ...echo, path: '/silent' } as const;
    route(router, silent, async () => answered);
    const app = express();
    app.use(express.json(), router, errorHandler);
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    close = () => void server.close();
  });
  afterAll(() => close());

  const post = async (path: string, body: unknown) => {
    const res = await fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };

  it('hands the handler the body and query as the schemas parsed them, and answers its reply in the envelope', async () => {
    expect(await post('/echo/7?shout=yes', { name: '  ada ' })).toEqual({
      status: 201,
      body: { success: true, message: 'Echoed', data: { id: '7', name: 'ADA' }, meta: { total: 1, page: 1, limit: 1, totalPage: 1 } },
    });
  });

  it('answers 400 with the field for a body or a query the schemas refuse, without running the handler', async () => {
    const before = handled;
    const badBody = await post('/echo/7', { name: '', extra: true });
    expect(badBody.status).toBe(400);
    expect(badBody.body).toMatchObject({ success: false });
    expect(JSON.stringify(badBody.body)).toContain('name');
    expect((await post('/echo/7?shout=maybe', { name: 'ada' })).status).toBe(400);
    expect(handled).toBe(before);
  });

  it('refuses a malformed request before the handler looks for what it names', async () => {
    expect((await post('/echo/missing', { name: '' })).status).toBe(400);
    expect((await post('/echo/missing', { name: 'ada' })).status).toBe(404);
  });

  it('refuses, outside production, to send data the endpoint’s schema does not describe', async () => {
    const drift = await post('/echo/7', { name: 'drift' });
    expect(drift.status).toBe(500);
    expect(drift.body).toMatchObject({ success: false });
  });

  it('answers 500 when a handler said it answered but wrote nothing', async () => {
    expect((await post('/silent', { name: 'ada' })).status).toBe(500);
  });
});
