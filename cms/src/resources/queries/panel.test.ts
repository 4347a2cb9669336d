import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { messages, queryStatusSchema } from '@agency/contract';

import { bootApp, type TestApp } from '../../testing/boot';

interface FieldError {
  path: string;
  message: string;
}

/**
 * The fields a panel write was refused for, with the message the panel shows beside each:
 * Payload's ValidationError, or the envelope of the checks in front of Payload's REST.
 */
const panelErrors = (body: { errors?: (Partial<FieldError> & { data?: { errors?: FieldError[] } })[] }) =>
  (body.errors ?? [])
    .flatMap((error) => error.data?.errors ?? (error.path ? [error as FieldError] : []))
    .map(({ path, message }) => ({ path, message }));

/** What zod says of a status that is none of the four: /api/v1's message for it. */
const unknownStatus = queryStatusSchema.safeParse('done').error!.issues[0]!.message;

const missingId = '00000000-0000-4000-8000-000000000000';

/**
 * The inbox's rules hold wherever a query is changed: the dashboard (PATCH /api/v1/query/:id),
 * the CMS panel (Payload's REST under /cms/api) and server code (Payload's Local API).
 */
describe('a query changed in the CMS panel keeps the inbox rules', () => {
  let app: TestApp;
  let token: string;
  let panelAuth: Record<string, string>;
  let other: string;

  const panel = (method: string, route: string, json?: unknown) => app.call(method, `/cms/api${route}`, { headers: panelAuth, json });
  const api = (method: string, route: string, json?: unknown) => app.call(method, `/api/v1${route}`, { token, json });
  const read = async (id: string) => (await api('GET', `/query/${id}`)).body.data as { status: string; answeredAt: string | null };
  const make = async (name: string, isVerified = true) =>
    (
      await app.payload.create({
        collection: 'queries',
        data: { name, email: 'panel.visitor@example.com', phone: '+1 555 010 4100', message: `From ${name}`, isVerified },
        depth: 0,
      })
    ).id;

  beforeAll(async () => {
    app = await bootApp({ redisUrl: inject('redisUrl'), prefix: `panel-queries-${process.pid}`, env: { CMS_PANEL: 'on' } });
    token = await app.token();
    panelAuth = { Authorization: `JWT ${token}` };
    const account = { email: `panel-queries-${process.pid}@example.com`, password: 'panel-queries-password' };
    other = (await api('POST', '/user/create-admin', account)).body.data._id;
  }, 120_000);
  afterAll(async () => app?.stop());

  it('stamps answeredAt on the first answer and keeps it when the query is reopened and answered again', async () => {
    const id = await make('Panel Answer');
    const answered = await panel('PATCH', `/queries/${id}`, { status: 'answered' });
    expect(answered.status).toBe(200);
    const answeredAt = (await read(id)).answeredAt;
    expect(Date.parse(String(answeredAt))).toBeGreaterThan(Date.now() - 60_000);
    expect(answered.body.doc.answeredAt).toBe(answeredAt);

    expect((await panel('PATCH', `/queries/${id}`, { status: 'in-progress' })).status).toBe(200);
    expect(await read(id)).toMatchObject({ status: 'in-progress', answeredAt });
    expect((await panel('PATCH', `/queries/${id}`, { status: 'answered' })).status).toBe(200);
    expect(await read(id)).toMatchObject({ status: 'answered', answeredAt });
  });

  it('stamps answeredAt alike through the dashboard, the panel, a bulk change in the panel and the Local API', async () => {
    const [viaApi, viaPanel, viaBulk, viaLocal] = (await Promise.all(
      ['Api', 'Panel', 'Bulk', 'Local'].map((via) => make(`Stamp ${via}`)),
    )) as [string, string, string, string];
    await api('PATCH', `/query/${viaApi}`, { status: 'answered' });
    await panel('PATCH', `/queries/${viaPanel}`, { status: 'answered' });
    expect((await panel('PATCH', `/queries?where[id][equals]=${viaBulk}`, { status: 'answered' })).status).toBe(200);
    await app.payload.update({ collection: 'queries', id: viaLocal, data: { status: 'answered' } });
    for (const id of [viaApi, viaPanel, viaBulk, viaLocal]) {
      expect(await read(id)).toMatchObject({ status: 'answered', answeredAt: expect.any(String) });
    }
  });

  it('does not let the panel write the stamps themselves', async () => {
    const id = await make('Panel Forger', false);
    const forged = await panel('PATCH', `/queries/${id}`, {
      status: 'closed',
      answeredAt: '2001-01-01T00:00:00.000Z',
      verifiedAt: '2001-01-01T00:00:00.000Z',
    });
    expect(forged.status).toBe(200);
    const doc = await app.payload.findByID({ collection: 'queries', id });
    expect({ answeredAt: doc.answeredAt ?? null, verifiedAt: doc.verifiedAt ?? null }).toEqual({ answeredAt: null, verifiedAt: null });

    expect((await panel('PATCH', `/queries/${id}`, { isVerified: true })).status).toBe(200);
    const verifiedAt = (await app.payload.findByID({ collection: 'queries', id })).verifiedAt;
    expect(Date.parse(String(verifiedAt))).toBeGreaterThan(Date.now() - 60_000);
  });

  it('refuses an unknown status and an assignee who is no staff account with the same message through both APIs', async () => {
    const id = await make('Panel Refusals');
    const apiStatus = await api('PATCH', `/query/${id}`, { status: 'done' });
    expect({ status: apiStatus.status, message: apiStatus.body.message }).toEqual({ status: 400, message: unknownStatus });
    const panelStatus = await panel('PATCH', `/queries/${id}`, { status: 'done' });
    expect(panelStatus.status).toBe(400);
    expect(panelErrors(panelStatus.body)).toEqual([{ path: 'status', message: unknownStatus }]);

    const apiAssignee = await api('PATCH', `/query/${id}`, { assignee: missingId });
    expect({ status: apiAssignee.status, message: apiAssignee.body.message }).toEqual({ status: 400, message: messages.assigneeUnknown });
    const panelAssignee = await panel('PATCH', `/queries/${id}`, { assignee: missingId });
    expect(panelAssignee.status).toBe(400);
    expect(panelErrors(panelAssignee.body)).toEqual([{ path: 'assignee', message: messages.assigneeUnknown }]);

    // Server code through the Local API is held to it too.
    const local = app.payload.update({ collection: 'queries', id, data: { assignee: missingId } });
    await expect(local).rejects.toMatchObject({
      name: 'ValidationError',
      data: { errors: [{ path: 'assignee', message: messages.assigneeUnknown }] },
    });

    // A staff account is taken, and nothing refused was kept.
    expect((await panel('PATCH', `/queries/${id}`, { assignee: other })).status).toBe(200);
    const after = (await api('GET', `/query/${id}`)).body.data;
    expect(after).toMatchObject({ status: 'new', assignee: { _id: other } });
  });
});
