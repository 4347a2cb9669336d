import { describe, expect, it } from 'vitest';

import { messages, type StaffAccount } from '@agency/contract';

import { dataProvider } from '../providers/data-provider';
import { fetchMock, mockFetch, reply } from '../testing/fetch-mock';

mockFetch();

const eddie: StaffAccount = { _id: 'u2', email: 'eddie@example.com', name: null, role: 'editor', status: 'invited', lastSignInAt: null };

const sent = () => {
  const [url, init] = fetchMock.mock.calls.at(-1)!;
  return { url, method: init.method, body: init.body === undefined ? undefined : (JSON.parse(String(init.body)) as unknown) };
};

describe('data provider: staff accounts', () => {
  it('lists them whole from GET /staff, with react-admin’s ids', async () => {
    reply(200, { success: true, message: messages.accountsRetrieved, data: [eddie] });
    const { data, total } = await dataProvider.getList('staff', {
      pagination: { page: 1, perPage: 1000 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(data).toEqual([{ ...eddie, id: 'u2' }]);
    expect(total).toBe(1);
    expect(sent()).toEqual({ url: '/api/v1/staff', method: 'GET', body: undefined });
  });

  it('invites with POST /staff/invite', async () => {
    reply(201, { success: true, message: messages.inviteSent, data: eddie });
    const { data } = await dataProvider.create('staff', { data: { email: 'eddie@example.com', role: 'editor' } });
    expect(data.id).toBe('u2');
    expect(sent()).toEqual({ url: '/api/v1/staff/invite', method: 'POST', body: { email: 'eddie@example.com', role: 'editor' } });
  });

  it('changes a role or disables with PATCH /staff/:id, sending only the change', async () => {
    reply(200, { success: true, message: messages.accountUpdated, data: { ...eddie, status: 'disabled' } });
    const { data } = await dataProvider.update('staff', { id: 'u2', data: { disabled: true }, previousData: { ...eddie, id: 'u2' } });
    expect(data.status).toBe('disabled');
    expect(sent()).toEqual({ url: '/api/v1/staff/u2', method: 'PATCH', body: { disabled: true } });
  });

  it('deletes with DELETE /staff/:id and fails with the server’s message', async () => {
    reply(200, { success: true, message: messages.accountDeleted, data: { _id: 'u2' } });
    await dataProvider.delete('staff', { id: 'u2', previousData: { ...eddie, id: 'u2' } });
    expect(sent()).toEqual({ url: '/api/v1/staff/u2', method: 'DELETE', body: undefined });

    reply(409, { success: false, message: messages.lastOwner });
    await expect(dataProvider.update('staff', { id: 'u1', data: { role: 'support' }, previousData: { id: 'u1' } })).rejects.toMatchObject({
      status: 409,
      serverMessage: messages.lastOwner,
    });
  });
});
