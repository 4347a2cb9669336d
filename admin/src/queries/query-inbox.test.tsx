import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { messages } from '@agency/contract';

import { NotificationBridge } from '../layout/notification-bridge';
import { ToastProvider } from '../layout/toast';
import type { QueryRecord } from '../providers/data-provider';
import { createQueryClient } from '../providers/query-client';
import { fakeDataProvider } from '../testing/data-provider';
import { asPhone } from '../testing/viewport';
import { LocationProbe } from '../testing/location';
import { queryRecord as query } from '../testing/query-records';
import { QueryScreen } from './query-screen';

const staff = [{ id: 'u1', _id: 'u1', email: 'ann@agency.test' }];
const page = (data: QueryRecord[]) => ({ data, total: data.length, meta: { total: data.length, page: 1, limit: 50, totalPage: 1 } });

function renderScreen(provider: Parameters<typeof fakeDataProvider>[0], url = '/dashboard/query') {
  render(
    <MemoryRouter initialEntries={[url]}>
      <ToastProvider>
        <AdminContext dataProvider={fakeDataProvider(provider)} store={memoryStore()} queryClient={createQueryClient()}>
          <QueryScreen />
          <NotificationBridge />
          <LocationProbe />
        </AdminContext>
      </ToastProvider>
    </MemoryRouter>,
  );
  return userEvent.setup();
}

const listOf = (rows: QueryRecord[]) =>
  vi.fn(async (resource: string) => (resource === 'users' ? { data: staff, total: 1 } : page(rows)));

afterEach(() => vi.unstubAllGlobals());

describe('QueryScreen: the support inbox', () => {
  it('shows the workflow status and the assignee of each query, and links its name to the detail view', async () => {
    renderScreen({ getList: listOf([query(1, { status: 'in-progress', assignee: { _id: 'u1', email: 'ann@agency.test' } }), query(2)]) });
    const first = (await screen.findByRole('link', { name: 'Customer 1' })).closest('tr')!;
    expect(within(first).getByText('In progress')).toBeInTheDocument();
    expect(within(first).getByText('Verified')).toBeInTheDocument();
    expect(within(first).getByText('ann@agency.test')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Customer 1' })).toHaveAttribute('href', '/dashboard/query/q1');
    expect(within(screen.getByRole('link', { name: 'Customer 2' }).closest('tr')!).getByText('Unassigned')).toBeInTheDocument();
  });

  it("keeps the spec's columns as they are and gives the workflow status a sortable column of its own", async () => {
    const getList = listOf([query(1, { status: 'in-progress', assignee: { _id: 'u1', email: 'ann@agency.test' } })]);
    const user = renderScreen({ getList });
    const first = (await screen.findByRole('link', { name: 'Customer 1' })).closest('tr')!;
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['', 'Name', 'Email', 'Phone', 'Message', 'Status', 'Workflow', 'Assignee', 'Received', 'Actions']);
    const cell = (header: string) => within(first).getAllByRole('cell')[headers.indexOf(header)]!;
    // The spec's Status column is the Verified/Pending badge alone; the workflow is in its own column.
    expect(cell('Status')).toHaveTextContent(/^Verified$/);
    expect(cell('Workflow')).toHaveTextContent(/^In progress$/);
    expect(cell('Assignee')).toHaveTextContent('ann@agency.test');

    await user.click(screen.getByRole('button', { name: 'Workflow' }));
    await waitFor(() => expect(screen.getByLabelText('location')).toHaveTextContent('sort=status'));
    await waitFor(() => expect(getList).toHaveBeenLastCalledWith('query', expect.objectContaining({ sort: { field: 'status', order: 'ASC' } })));
  });

  it('keeps the status and assignee filters and the order in the URL, and asks the server with them', async () => {
    const getList = listOf([query(1)]);
    const user = renderScreen({ getList }, '/dashboard/query?search=launch&assignee=u1');
    await screen.findByText('1 verified queries found');
    expect(getList).toHaveBeenCalledWith('query', expect.objectContaining({ filter: { searchTerm: 'launch', assignee: 'u1' } }));
    // The assignee named by the URL is read, so the select can show it.
    expect(await screen.findByRole('option', { name: 'ann@agency.test' })).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Answered');
    await waitFor(() => expect(screen.getByLabelText('location')).toHaveTextContent('/dashboard/query?search=launch&assignee=u1&status=answered'));
    await waitFor(() =>
      expect(getList).toHaveBeenLastCalledWith('query', expect.objectContaining({ filter: { searchTerm: 'launch', status: 'answered', assignee: 'u1' } })),
    );

    await user.click(screen.getByRole('button', { name: 'Name' }));
    await waitFor(() => expect(screen.getByLabelText('location')).toHaveTextContent('sort=name'));
    // The list asks the server after the address changes, not with it.
    await waitFor(() => expect(getList).toHaveBeenLastCalledWith('query', expect.objectContaining({ sort: { field: 'name', order: 'ASC' } })));
    await user.click(screen.getByRole('button', { name: 'Name' }));
    await waitFor(() => expect(screen.getByLabelText('location')).not.toHaveTextContent('sort='));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Assignee' }), 'Anyone');
    await waitFor(() => expect(screen.getByLabelText('location')).toHaveTextContent(/^\/dashboard\/query\?search=launch&status=answered$/));

    await user.type(screen.getByLabelText('Received from'), '2025-01-01');
    await waitFor(() => expect(screen.getByLabelText('location')).toHaveTextContent(/^\/dashboard\/query\?search=launch&status=answered&from=2025-01-01$/));
    await waitFor(() => expect(getList).toHaveBeenLastCalledWith('query', expect.objectContaining({ filter: { searchTerm: 'launch', status: 'answered', from: '2025-01-01' } })));
  });

  it('marks the queries whose reply is overdue, and filters on the waiting and the overdue ones through the URL', async () => {
    const late = query(1, { status: 'in-progress', awaitingReplySince: '2025-01-01T09:00:00.000Z', replyDueAt: '2025-01-02T09:00:00.000Z' });
    const due = query(2, { awaitingReplySince: new Date().toISOString(), replyDueAt: new Date(Date.now() + 86_400_000).toISOString() });
    const getList = listOf([late, due, query(3, { status: 'answered' })]);
    const user = renderScreen({ getList }, '/dashboard/query?waiting=unanswered');
    await screen.findByText('3 verified queries found');
    expect(getList).toHaveBeenCalledWith('query', expect.objectContaining({ filter: { searchTerm: '', waiting: 'unanswered' } }));
    const row = (name: string) => screen.getByRole('link', { name }).closest('tr')!;
    expect(within(row('Customer 1')).getByText('Overdue')).toHaveAttribute('title', expect.stringMatching(/^Reply was due /));
    expect(within(row('Customer 2')).queryByText('Overdue')).toBeNull();
    expect(within(row('Customer 3')).queryByText('Overdue')).toBeNull();

    const reply = screen.getByRole('combobox', { name: 'Reply' });
    expect(reply).toHaveValue('unanswered');
    await user.selectOptions(reply, 'Overdue');
    await waitFor(() => expect(screen.getByLabelText('location')).toHaveTextContent(/^\/dashboard\/query\?waiting=overdue$/));
    await waitFor(() => expect(getList).toHaveBeenLastCalledWith('query', expect.objectContaining({ filter: { searchTerm: '', waiting: 'overdue' } })));
    await user.selectOptions(reply, 'Any');
    await waitFor(() => expect(screen.getByLabelText('location')).toHaveTextContent(/^\/dashboard\/query$/));
  });

  it('sets the status of the selected queries at once', async () => {
    const updateMany = vi.fn(async () => ({ data: ['q1', 'q2'] }));
    const user = renderScreen({ getList: listOf([query(1), query(2), query(3)]), updateMany });
    await user.click(await screen.findByRole('checkbox', { name: 'Select query from Customer 1' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select query from Customer 2' }));
    const bar = screen.getByRole('toolbar', { name: 'Selected queries' });
    expect(bar).toHaveTextContent('2 selected');
    await user.click(within(bar).getByRole('button', { name: 'Set status' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Closed' }));
    await waitFor(() => expect(updateMany).toHaveBeenCalledWith('query', expect.objectContaining({ ids: ['q1', 'q2'], data: { status: 'closed' } })));
    expect(await screen.findByText(messages.queriesBulkUpdated)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('toolbar', { name: 'Selected queries' })).toBeNull());
  });

  it('assigns the selected queries to a colleague, or to nobody, at once', async () => {
    const updateMany = vi.fn(async () => ({ data: ['q1', 'q2'] }));
    const user = renderScreen({ getList: listOf([query(1), query(2), query(3)]), updateMany });
    await user.click(await screen.findByRole('checkbox', { name: 'Select query from Customer 1' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select query from Customer 2' }));
    await user.click(within(screen.getByRole('toolbar', { name: 'Selected queries' })).getByRole('button', { name: 'Assign to' }));
    await user.click(await screen.findByRole('menuitem', { name: 'ann@agency.test' }));
    await waitFor(() =>
      expect(updateMany).toHaveBeenCalledWith('query', expect.objectContaining({ ids: ['q1', 'q2'], data: { assignee: { _id: 'u1', email: 'ann@agency.test' } } })),
    );
    expect(await screen.findByText(messages.queriesBulkUpdated)).toBeInTheDocument();

    await user.click(await screen.findByRole('checkbox', { name: 'Select query from Customer 3' }));
    await user.click(within(screen.getByRole('toolbar', { name: 'Selected queries' })).getByRole('button', { name: 'Assign to' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Unassigned' }));
    await waitFor(() => expect(updateMany).toHaveBeenLastCalledWith('query', expect.objectContaining({ ids: ['q3'], data: { assignee: null } })));
  });

  it('deletes the selected queries with Undo: the server is asked only once the toast is gone', async () => {
    const deleteMany = vi.fn(async () => ({ data: ['q1', 'q2'] }));
    const user = renderScreen({ getList: listOf([query(1), query(2), query(3)]), deleteMany });
    await user.click(await screen.findByRole('checkbox', { name: 'Select all queries on this page' }));
    expect(screen.getByRole('toolbar', { name: 'Selected queries' })).toHaveTextContent('3 selected');
    await user.click(screen.getByRole('checkbox', { name: 'Select query from Customer 3' }));
    await user.click(screen.getByRole('button', { name: 'Delete selected' }));
    const toast = (await screen.findByText(messages.queriesBulkDeleted)).closest('[role="alert"]') as HTMLElement;
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Customer 1' })).toBeNull());
    expect(screen.getByRole('link', { name: 'Customer 3' })).toBeInTheDocument();

    await user.click(within(toast).getByRole('button', { name: 'Undo' }));
    expect(await screen.findByRole('link', { name: 'Customer 1' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(messages.queriesBulkDeleted)).toBeNull());
    expect(deleteMany).not.toHaveBeenCalled();

    await user.click(screen.getByRole('checkbox', { name: 'Select query from Customer 2' }));
    await user.click(screen.getByRole('button', { name: 'Delete selected' }));
    const second = (await screen.findByText(messages.queriesBulkDeleted)).closest('[role="alert"]') as HTMLElement;
    await user.click(within(second).getByRole('button', { name: 'Close notification' }));
    await waitFor(() => expect(deleteMany).toHaveBeenCalledWith('query', expect.objectContaining({ ids: ['q2'] })));
  });

  it('exports the current filters as CSV with the staff token, and saves the file', async () => {
    localStorage.setItem('access_token', 'token-1');
    const fetch = vi.fn(async () => new Response('name\r\nAnn\r\n', { status: 200, headers: { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="queries.csv"' } }));
    vi.stubGlobal('fetch', fetch);
    const createObjectURL = vi.fn(() => 'blob:csv');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const user = renderScreen({ getList: listOf([query(1)]) }, '/dashboard/query?search=video&status=closed&sort=name');
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalledOnce());
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    const address = new URL(url, 'http://x');
    expect(address.pathname).toBe('/api/v1/query/export');
    expect(Object.fromEntries(address.searchParams)).toEqual({ searchTerm: 'video', isVerified: 'true', status: 'closed', sort: 'name' });
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer token-1');
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('queries.csv');
  });

  it('on a phone shows each query as a card, with its selection, its actions and an order to choose', async () => {
    asPhone();
    const user = renderScreen({ getList: listOf([query(1)]) });
    const card = (await screen.findByRole('link', { name: 'Customer 1' })).closest('li')!;
    expect(screen.queryByRole('table')).toBeNull();
    for (const label of ['Email', 'Phone', 'Message', 'Status', 'Workflow', 'Assignee', 'Actions']) expect(within(card).getByText(label)).toBeInTheDocument();
    expect(within(card).getByText('Status').nextElementSibling).toHaveTextContent(/^Verified$/);
    expect(within(card).getByText('Workflow').nextElementSibling).toHaveTextContent(/^New$/);
    expect(within(card).getByRole('button', { name: 'View query from Customer 1' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Delete query from Customer 1' })).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Oldest first');
    await waitFor(() => expect(screen.getByLabelText('location')).toHaveTextContent('sort=createdAt'));
  });
});
