import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';

import type { DeliveryRecord } from '../providers/data-provider';
import { createQueryClient } from '../providers/query-client';
import { fakeDataProvider } from '../testing/data-provider';
import { DeliveryScreen } from './delivery-screen';

const mail = (n: number, extra: Partial<DeliveryRecord> = {}): DeliveryRecord => ({
  id: `d${n}`,
  _id: `d${n}`,
  queryId: `q${n}`,
  kind: 'reply',
  state: 'sent',
  attempts: 1,
  lastError: null,
  to: `c${n}@example.com`,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:01.000Z',
  sentAt: '2025-01-01T00:00:01.000Z',
  ...extra,
});

describe('DeliveryScreen', () => {
  it('lists every mail with a link to its query, and filters by state', async () => {
    const getList = vi.fn(async (_resource: string, { filter }: { filter: { state?: string } }) => {
      const data = filter.state === 'failed' ? [mail(2, { state: 'failed', lastError: 'Mailbox full' })] : [mail(1), mail(2, { state: 'failed', lastError: 'Mailbox full' })];
      return { data, total: data.length, meta: { total: data.length, page: 1, limit: 50, totalPage: 1 } };
    });
    render(
      <MemoryRouter initialEntries={['/dashboard/deliveries']}>
        <AdminContext dataProvider={fakeDataProvider({ getList })} store={memoryStore()} queryClient={createQueryClient()}>
          <DeliveryScreen />
        </AdminContext>
      </MemoryRouter>,
    );
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Deliveries' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByRole('link', { name: 'Open query of c1@example.com' })).toHaveAttribute('href', '/dashboard/query/q1');
    expect(within(table).getByRole('button', { name: 'Retry reply to c2@example.com' })).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'Failed');
    await waitFor(() => expect(getList).toHaveBeenLastCalledWith('deliveries', expect.objectContaining({ filter: { state: 'failed' } })));
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Deliveries' })).getAllByRole('row')).toHaveLength(2));
    expect(screen.getByText('1 mail')).toBeInTheDocument();
  });

  it('follows mails in flight: a queued mail that fails shows as failed, with its Retry, without a reload', async () => {
    let state: DeliveryRecord['state'] = 'queued';
    const getList = vi.fn(async () => {
      const data = [mail(1, { state, lastError: state === 'failed' ? '550 Mailbox unavailable' : null })];
      return { data, total: 1, meta: { total: 1, page: 1, limit: 50, totalPage: 1 } };
    });
    render(
      <MemoryRouter initialEntries={['/dashboard/deliveries']}>
        <AdminContext dataProvider={fakeDataProvider({ getList })} store={memoryStore()} queryClient={createQueryClient()}>
          <DeliveryScreen />
        </AdminContext>
      </MemoryRouter>,
    );
    const row = (await screen.findByRole('cell', { name: 'c1@example.com' })).closest('tr')!;
    expect(row).toHaveTextContent('Queued');
    // Nothing to do on a queued mail: no Actions column.
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
    state = 'failed';
    // The worker records the failure a moment later; the screen asks again while it is open.
    await waitFor(() => expect(within(screen.getByRole('cell', { name: 'c1@example.com' }).closest('tr')!).getByText('Failed')).toBeInTheDocument(), {
      timeout: 10_000,
    });
    expect(screen.getByRole('button', { name: 'Retry reply to c1@example.com' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Actions' })).toBeInTheDocument();
  }, 15_000);
});
