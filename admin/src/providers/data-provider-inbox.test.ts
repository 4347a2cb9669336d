import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { dataProvider } from './data-provider';

type Call = { url: string; init: RequestInit };

let calls: Call[];
let body: unknown;

beforeEach(() => {
  calls = [];
  body = { success: true, message: 'ok', data: [] };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
    }),
  );
});

afterEach(() => vi.unstubAllGlobals());

const last = () => calls.at(-1)!;
const searchOf = () => Object.fromEntries(new URL(last().url, 'http://x').searchParams);
const sentBody = () => JSON.parse(String(last().init.body)) as unknown;
const meta = { total: 1, page: 1, limit: 50, totalPage: 1 };

describe('data provider: the support inbox', () => {
  it('lists queries with the status and assignee filters and the order the API names', async () => {
    body = { success: true, message: 'ok', data: [], meta };
    await dataProvider.getList('query', { pagination: { page: 1, perPage: 50 }, sort: { field: 'name', order: 'ASC' }, filter: { searchTerm: '', status: 'closed', assignee: 'none', from: '2025-01-01', to: '2025-01-31' } });
    expect(searchOf()).toEqual({ isVerified: 'true', status: 'closed', assignee: 'none', from: '2025-01-01', to: '2025-01-31', sort: 'name', limit: '50', page: '1' });
    await dataProvider.getList('query', { pagination: { page: 1, perPage: 50 }, sort: { field: 'createdAt', order: 'ASC' }, filter: {} });
    expect(searchOf()).toEqual({ isVerified: 'true', sort: 'createdAt', limit: '50', page: '1' });
  });

  it('changes a query with its assignee id, and sets the status of, assigns and deletes many through the bulk endpoint', async () => {
    body = { success: true, message: 'ok', data: { _id: 'q1' } };
    await dataProvider.update('query', { id: 'q1', data: { assignee: { _id: 'u1', email: 'a@b.co' } }, previousData: { id: 'q1' } });
    expect([last().url, last().init.method, sentBody()]).toEqual(['/api/v1/query/q1', 'PATCH', { assignee: 'u1' }]);
    await dataProvider.update('query', { id: 'q1', data: { assignee: null, status: 'closed' }, previousData: { id: 'q1' } });
    expect(sentBody()).toEqual({ assignee: null, status: 'closed' });

    body = { success: true, message: 'ok', data: { action: 'status', ids: ['q1'] } };
    await expect(dataProvider.updateMany('query', { ids: ['q1', 'q9'], data: { status: 'answered' } })).resolves.toEqual({ data: ['q1'] });
    expect([last().url, last().init.method, sentBody()]).toEqual(['/api/v1/query/bulk', 'POST', { action: 'status', ids: ['q1', 'q9'], status: 'answered' }]);
    await dataProvider.updateMany('query', { ids: ['q1', 'q9'], data: { assignee: { _id: 'u2', email: 'c@d.co' } } });
    expect(sentBody()).toEqual({ action: 'assign', ids: ['q1', 'q9'], assignee: 'u2' });
    await dataProvider.updateMany('query', { ids: ['q9'], data: { assignee: null } });
    expect(sentBody()).toEqual({ action: 'assign', ids: ['q9'], assignee: null });
    await dataProvider.deleteMany('query', { ids: ['q1', 'q2'] });
    expect(sentBody()).toEqual({ action: 'delete', ids: ['q1', 'q2'] });
    expect(calls).toHaveLength(6);
  });

  it('adds a note, or mails a reply and answers its note', async () => {
    body = { success: true, message: 'ok', data: { _id: 'n1', kind: 'note', text: 'Hi' } };
    await expect(dataProvider.create('query-notes', { data: { queryId: 'q1', text: 'Hi', kind: 'note' } })).resolves.toEqual({ data: expect.objectContaining({ id: 'n1' }) });
    expect([last().url, sentBody()]).toEqual(['/api/v1/query/q1/notes', { text: 'Hi' }]);

    body = { success: true, message: 'ok', data: { note: { _id: 'n2', kind: 'reply', text: 'Done' }, delivery: { _id: 'd1' } } };
    await expect(dataProvider.create('query-notes', { data: { queryId: 'q1', text: 'Done', kind: 'reply' } })).resolves.toEqual({ data: expect.objectContaining({ id: 'n2', kind: 'reply' }) });
    expect([last().url, sentBody()]).toEqual(['/api/v1/query/q1/reply', { message: 'Done' }]);
  });

  it("reads a query's mails and all mails by state, and retries a failed one", async () => {
    body = { success: true, message: 'ok', data: [{ _id: 'd1', queryId: 'q1' }] };
    const mails = await dataProvider.getManyReference('deliveries', { target: 'queryId', id: 'q1', pagination: { page: 1, perPage: 100 }, sort: { field: 'createdAt', order: 'DESC' }, filter: {} });
    expect(mails).toEqual({ data: [{ _id: 'd1', id: 'd1', queryId: 'q1' }], total: 1 });
    expect(last().url).toBe('/api/v1/query/q1/deliveries');

    body = { success: true, message: 'ok', data: [], meta };
    await dataProvider.getList('deliveries', { pagination: { page: 2, perPage: 50 }, sort: { field: 'createdAt', order: 'DESC' }, filter: { state: 'failed' } });
    expect(new URL(last().url, 'http://x').pathname).toBe('/api/v1/deliveries');
    expect(searchOf()).toEqual({ state: 'failed', limit: '50', page: '2' });

    body = { success: true, message: 'ok', data: { _id: 'd1', queryId: 'q1', state: 'queued' } };
    await dataProvider.update('deliveries', { id: 'd1', data: { state: 'queued' }, previousData: { id: 'd1', queryId: 'q1' } });
    expect([last().url, last().init.method]).toEqual(['/api/v1/query/q1/deliveries/d1/retry', 'POST']);
  });

  it('reads the staff accounts and the statistics of a range', async () => {
    body = { success: true, message: 'ok', data: [{ _id: 'u1', email: 'a@b.co' }] };
    await expect(dataProvider.getList('users', { pagination: { page: 1, perPage: 1000 }, sort: { field: 'id', order: 'ASC' }, filter: {} })).resolves.toEqual({
      data: [{ _id: 'u1', id: 'u1', email: 'a@b.co' }],
      total: 1,
    });
    expect(last().url).toBe('/api/v1/auth');
    body = { success: true, message: 'ok', data: { failedDeliveries: 0 } };
    await expect(dataProvider.getStats({ from: '2025-01-01', to: '2025-01-31' })).resolves.toEqual({ failedDeliveries: 0 });
    expect(last().url).toBe('/api/v1/stats?from=2025-01-01&to=2025-01-31');
  });
});
