import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore, testDataProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';

import { createQueryClient } from '../providers/query-client';
import { ApiRequestError } from '../providers/http';
import { expectLoggedErrors } from '../testing/console';
import { LocationProbe } from '../testing/location';
import { queryRecord as query } from '../testing/query-records';
import { QueryScreen } from './query-screen';

const longMessage = `${'Please edit my launch video. '.repeat(5)}THE-END-IS-HIDDEN`;

function renderScreen(getList: ReturnType<typeof vi.fn>, url = '/dashboard/query') {
  render(
    <MemoryRouter initialEntries={[url]}>
      <AdminContext dataProvider={testDataProvider({ getList } as never)} store={memoryStore()} queryClient={createQueryClient()}>
        <QueryScreen />
        <LocationProbe />
      </AdminContext>
    </MemoryRouter>,
  );
  return userEvent.setup();
}

describe('QueryScreen', () => {
  it('shows the stat cards, the count, the truncated message, the badge and the page window', async () => {
    const getList = vi.fn(async () => ({
      data: [query(1, { message: longMessage }), query(2, { isVerified: false })],
      total: 620,
      meta: { total: 620, page: 6, limit: 50, totalPage: 13 },
    }));
    renderScreen(getList, '/dashboard/query?page=6');
    expect(screen.getByText('Loading queries...')).toBeInTheDocument();
    expect(await screen.findByText('620 verified queries found')).toBeInTheDocument();
    expect(getList).toHaveBeenCalledWith('query', expect.objectContaining({ pagination: { page: 6, perPage: 50 }, filter: { searchTerm: '' } }));

    expect(within(screen.getByRole('region', { name: 'Total Queries' })).getByText('620')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Current Page' })).getByText('6')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Total Pages' })).getByText('13')).toBeInTheDocument();

    expect(screen.getByText(`${longMessage.slice(0, 100)}...`)).toBeInTheDocument();
    expect(screen.queryByText(/THE-END-IS-HIDDEN/)).toBeNull();
    expect(screen.getByText('Verified')).toBeInTheDocument();
    expect(screen.getByText('Pending')).toBeInTheDocument();

    const pages = within(screen.getByRole('navigation', { name: 'Pagination' }))
      .getAllByRole('button', { name: /^Page \d+$/ })
      .map((button) => button.textContent);
    expect(pages).toEqual(['1', '4', '5', '6', '7', '8', '13']);
    expect(screen.getByRole('button', { name: 'Page 6' })).toHaveAttribute('aria-current', 'page');
  });

  it('hides the pagination for a single page and opens the full query in the view modal', async () => {
    const getList = vi.fn(async () => ({ data: [query(1, { message: longMessage })], total: 1, meta: { total: 1, page: 1, limit: 50, totalPage: 1 } }));
    const user = renderScreen(getList);
    await screen.findByText('1 verified queries found');
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'View query from Customer 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Query from Customer 1' });
    expect(within(dialog).getByText('Submitted customer inquiry details')).toBeInTheDocument();
    expect(within(dialog).getByText(longMessage)).toBeInTheDocument();
    expect(within(dialog).getByText('c1@example.com')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('debounces the search, keeps it in the URL and asks the server for page 1', async () => {
    const getList = vi.fn(async (_resource: string, _params: { filter: { searchTerm: string } }) => ({
      data: [query(1)],
      total: 1,
      meta: { total: 1, page: 1, limit: 50, totalPage: 1 },
    }));
    const user = renderScreen(getList, '/dashboard/query?page=3');
    await screen.findByText('1 verified queries found');
    await user.type(screen.getByRole('searchbox', { name: 'Search queries' }), 'launch');
    // One call for the whole word, not one per keystroke.
    await waitFor(() => expect(screen.getByLabelText('location')).toHaveTextContent('/dashboard/query?search=launch'));
    await waitFor(() => expect(getList).toHaveBeenLastCalledWith('query', expect.objectContaining({ pagination: { page: 1, perPage: 50 }, filter: { searchTerm: 'launch' } })));
    const terms = getList.mock.calls.map(([, params]) => params.filter.searchTerm).filter((term) => term !== '');
    expect(terms).toEqual(['launch']);
  });

  it('keeps the search when the page changes, and asks the server for that page', async () => {
    const getList = vi.fn(async (_resource: string, { pagination }: { pagination: { page: number } }) => ({
      data: [query(pagination.page)],
      total: 120,
      meta: { total: 120, page: pagination.page, limit: 50, totalPage: 3 },
    }));
    const user = renderScreen(getList, '/dashboard/query?search=launch');
    await user.click(await screen.findByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(screen.getByLabelText('location')).toHaveTextContent('/dashboard/query?search=launch&page=2'));
    expect(await screen.findByText('Customer 2')).toBeInTheDocument();
    expect(getList).toHaveBeenLastCalledWith('query', expect.objectContaining({ pagination: { page: 2, perPage: 50 }, filter: { searchTerm: 'launch' } }));
  });

  it('reads the search from the URL on load, and explains an empty result for it', async () => {
    const getList = vi.fn(async () => ({ data: [], total: 0, meta: { total: 0, page: 1, limit: 50, totalPage: 0 } }));
    renderScreen(getList, '/dashboard/query?search=nothing');
    expect(await screen.findByText('No Queries Found')).toBeInTheDocument();
    expect(screen.getByText('No queries match your search criteria.')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search queries' })).toHaveValue('nothing');
  });

  it('says so when there are no verified queries at all', async () => {
    renderScreen(vi.fn(async () => ({ data: [], total: 0, meta: { total: 0, page: 1, limit: 50, totalPage: 0 } })));
    expect(await screen.findByText('No verified queries available.')).toBeInTheDocument();
  });

  it('shows the load error with the server message', async () => {
    const failure = new ApiRequestError('http', 503, 'Database is down', { message: 'Database is down' });
    expectLoggedErrors(failure);
    renderScreen(vi.fn(async () => Promise.reject(failure)));
    expect(await screen.findByText('Error Loading Queries')).toBeInTheDocument();
    expect(screen.getByText('Database is down')).toBeInTheDocument();
  });

  it('asks before deleting a query, names it, and deletes it on confirm', async () => {
    const getList = vi.fn(async () => ({ data: [query(7)], total: 1, meta: { total: 1, page: 1, limit: 50, totalPage: 1 } }));
    const deleteOne = vi.fn(async () => ({ data: query(7) }));
    render(
      <MemoryRouter initialEntries={['/dashboard/query']}>
        <AdminContext dataProvider={testDataProvider({ getList, delete: deleteOne } as never)} store={memoryStore()}>
          <QueryScreen />
        </AdminContext>
      </MemoryRouter>,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete query from Customer 7' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Query' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete this query from Customer 7? This action cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(deleteOne).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Delete query from Customer 7' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete Query' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleteOne).toHaveBeenCalledWith('query', expect.objectContaining({ id: 'q7' })));
  });
});
