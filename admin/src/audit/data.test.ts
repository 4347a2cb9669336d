import { describe, expect, it } from 'vitest';

import { messages, type AuditEntry } from '@agency/contract';

import { dataProvider } from '../providers/data-provider';
import { fetchMock, mockFetch, reply } from '../testing/fetch-mock';

mockFetch();

describe('data provider: the audit log', () => {
  it('reads the audit log a page at a time with its filters, the meta passed through', async () => {
    const entry: AuditEntry = { _id: 'a1', at: '2025-03-04T15:06:00.000Z', actor: null, action: 'delete', resource: 'packages', resourceId: 'p1', changes: null, ip: null };
    const meta = { total: 51, page: 2, limit: 50, totalPage: 2 };
    reply(200, { success: true, message: messages.auditRetrieved, data: [entry], meta });
    const result = await dataProvider.getList('audit', {
      pagination: { page: 2, perPage: 50 },
      sort: { field: 'at', order: 'DESC' },
      filter: { action: 'delete', resource: '', from: '2025-03-01', to: '2025-03-31' },
    });
    expect(result).toEqual({ data: [{ ...entry, id: 'a1' }], total: 51, meta });
    const address = new URL(fetchMock.mock.calls.at(-1)![0], 'http://x');
    expect(address.pathname).toBe('/api/v1/audit');
    expect(Object.fromEntries(address.searchParams)).toEqual({ action: 'delete', from: '2025-03-01', to: '2025-03-31', page: '2', limit: '50' });
  });
});
