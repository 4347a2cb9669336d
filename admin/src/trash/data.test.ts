import { describe, expect, it } from 'vitest';

import { messages, type TrashItem } from '@agency/contract';

import { dataProvider } from '../providers/data-provider';
import { fetchMock, mockFetch, reply } from '../testing/fetch-mock';

mockFetch();

const basic: TrashItem = { _id: 'p1', resource: 'packages', title: 'Basic', deletedAt: '2025-03-04T15:06:00.000Z', purgeAt: '2025-04-03T15:06:00.000Z' };

const sent = () => {
  const [url, init] = fetchMock.mock.calls.at(-1)!;
  return { url, method: init.method };
};

describe('data provider: the trash', () => {
  it('lists the trash from GET /trash, each row’s id naming its kind', async () => {
    reply(200, { success: true, message: messages.trashRetrieved, data: [basic, { ...basic, resource: 'categories', title: 'Short Form' }] });
    const { data, total } = await dataProvider.getList('trash', { pagination: { page: 1, perPage: 1000 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
    expect(data.map((item) => item.id)).toEqual(['packages/p1', 'categories/p1']);
    expect(total).toBe(2);
    expect(sent()).toEqual({ url: '/api/v1/trash', method: 'GET' });
  });

  it('restores with POST /trash/:resource/:id/restore and answers the server’s message', async () => {
    reply(200, { success: true, message: messages.restored, data: basic });
    expect(await dataProvider.restore('team-members', 't 1')).toEqual({ message: messages.restored, data: basic });
    expect(sent()).toEqual({ url: '/api/v1/trash/team-members/t%201/restore', method: 'POST' });

    reply(409, { success: false, message: messages.notInTrash });
    await expect(dataProvider.restore('packages', 'p1')).rejects.toMatchObject({ status: 409, serverMessage: messages.notInTrash });
  });
});
