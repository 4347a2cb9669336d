import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';

import { ToastProvider } from '../layout/toast';
import type { AuditListFilter, AuditRecord } from '../providers/data-provider';
import { ApiRequestError } from '../providers/http';
import { createQueryClient } from '../providers/query-client';
import { expectLoggedErrors } from '../testing/console';
import { fakeDataProvider } from '../testing/data-provider';
import { LocationProbe } from '../testing/location';
import { AuditScreen } from './audit-screen';

const longText = 'A long description of the package that goes on and on, well past what a table cell shows at once.';

const entry = (n: number, extra: Partial<AuditRecord> = {}): AuditRecord => ({
  id: `a${n}`,
  _id: `a${n}`,
  at: '2025-03-04T15:06:00.000Z',
  actor: { _id: 'u1', email: 'olive@example.com' },
  action: 'update',
  resource: 'packages',
  resourceId: `p${n}`,
  changes: null,
  ip: '203.0.113.7',
  ...extra,
});

/** An update with a long value and many fields, and a failed sign-in by nobody. */
const entries = () => [
  entry(1, {
    changes: {
      price: { from: 10, to: 20 },
      description: { from: 'Short', to: longText },
      features: { from: ['One'], to: ['One', 'Two'] },
      priceBasis: { from: 'per video', to: 'per month' },
    },
  }),
  entry(2, {
    actor: null,
    action: 'sign-in.failed',
    resource: 'users',
    resourceId: null,
    changes: { email: { from: null, to: 'who@example.com' } },
    ip: null,
  }),
];

type GetList = (resource: string, params: { filter: AuditListFilter; pagination: { page: number } }) => Promise<unknown>;

function renderScreen(getList: GetList, url = '/dashboard/audit') {
  render(
    <MemoryRouter initialEntries={[url]}>
      <ToastProvider>
        <AdminContext dataProvider={fakeDataProvider({ getList })} store={memoryStore()} queryClient={createQueryClient()}>
          <AuditScreen />
          <LocationProbe />
        </AdminContext>
      </ToastProvider>
    </MemoryRouter>,
  );
  return userEvent.setup();
}

const page = (data: AuditRecord[], { total = data.length, page: current = 1 } = {}) => ({
  data,
  total,
  meta: { total, page: current, limit: 50, totalPage: Math.ceil(total / 50) },
});

const rowOf = (text: string) => screen.getByRole('cell', { name: text }).closest('tr')!;

describe('AuditScreen', () => {
  it('lists entries newest first: when, who (or —), action, resource, the changes compactly, and the address', async () => {
    const user = renderScreen(async () => page(entries()));
    expect(screen.getByText('Loading the audit log...')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Audit log' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['When', 'Who', 'Action', 'Resource', 'Changes', 'IP']);
    expect(screen.getByText('2 entries')).toBeInTheDocument();

    const update = rowOf('olive@example.com');
    expect(update).toHaveTextContent('Mar 4, 2025');
    expect(update).toHaveTextContent('Update');
    expect(update).toHaveTextContent('Packagesp1');
    expect(update).toHaveTextContent('203.0.113.7');
    // Three fields at first, the long value cut with the whole on hover.
    const changes = within(update).getByRole('list');
    expect(
      within(changes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['price: 10 → 20', `description: Short → ${longText.slice(0, 40)}…`, 'features: ["One"] → ["One","Two"]']);
    expect(within(changes).getByTitle(longText)).toBeInTheDocument();

    const more = within(update).getByRole('button', { name: 'Show all (1 more)' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);
    expect(within(changes).getAllByRole('listitem')).toHaveLength(4);
    expect(changes).toHaveTextContent(`description: Short → ${longText}`);
    expect(changes).toHaveTextContent('priceBasis: per video → per month');
    expect(within(update).getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');

    const failed = within(table).getByText('Failed sign-in').closest('tr')!;
    expect(
      within(failed)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([expect.stringContaining('2025'), '—', 'Failed sign-in', 'Staff accounts', 'email: — → who@example.com', '—']);
    expect(within(failed).queryByRole('button')).toBeNull();
  });

  it('filters by action, resource and days, kept in the URL, and asks the server with them', async () => {
    const getList = vi.fn<GetList>(async () => page([entry(1, { action: 'delete' })]));
    const user = renderScreen(getList);
    await screen.findByRole('table', { name: 'Audit log' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Action' }), 'Delete');
    await waitFor(() => expect(getList).toHaveBeenLastCalledWith('audit', expect.objectContaining({ filter: { action: 'delete' } })));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Resource' }), 'Team members');
    await user.type(screen.getByLabelText('From'), '2025-03-01');
    await user.type(screen.getByLabelText('To'), '2025-03-31');
    await waitFor(() =>
      expect(getList).toHaveBeenLastCalledWith(
        'audit',
        expect.objectContaining({ filter: { action: 'delete', resource: 'team-members', from: '2025-03-01', to: '2025-03-31' } }),
      ),
    );
    expect(decodeURIComponent(screen.getByLabelText('location').textContent!)).toContain(
      '"action":"delete","resource":"team-members","from":"2025-03-01","to":"2025-03-31"',
    );

    await user.selectOptions(screen.getByRole('combobox', { name: 'Action' }), 'All actions');
    await waitFor(() =>
      expect(getList).toHaveBeenLastCalledWith(
        'audit',
        expect.objectContaining({ filter: { resource: 'team-members', from: '2025-03-01', to: '2025-03-31' } }),
      ),
    );
  });

  it('pages through the log with the query list’s pagination', async () => {
    const getList = vi.fn<GetList>(async (_resource, { pagination }) =>
      page([entry(pagination.page)], { total: 120, page: pagination.page }),
    );
    const user = renderScreen(getList);
    expect(await screen.findByText('120 entries')).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pages).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(pages).getByRole('button', { name: 'Page 3' })).toBeInTheDocument();

    await user.click(within(pages).getByRole('button', { name: 'Next page' }));
    await waitFor(() =>
      expect(getList).toHaveBeenLastCalledWith('audit', expect.objectContaining({ pagination: expect.objectContaining({ page: 2 }) })),
    );
    expect(await screen.findByText('p2')).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('exports the current filters as CSV with the staff token, and saves the file', async () => {
    localStorage.setItem('access_token', 'token-1');
    const fetch = vi.fn(
      async () =>
        new Response('id\r\n', {
          status: 200,
          headers: { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="audit-2025-03-31.csv"' },
        }),
    );
    vi.stubGlobal('fetch', fetch);
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:csv'), revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const filter = encodeURIComponent(JSON.stringify({ action: 'delete', resource: 'packages', from: '2025-03-01' }));
    const user = renderScreen(async () => page([entry(1)]), `/dashboard/audit?filter=${filter}`);
    await screen.findByRole('table', { name: 'Audit log' });
    expect(screen.getByRole('combobox', { name: 'Action' })).toHaveValue('delete');

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalledOnce());
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    const address = new URL(url, 'http://x');
    expect(address.pathname).toBe('/api/v1/audit/export');
    expect(Object.fromEntries(address.searchParams)).toEqual({ action: 'delete', resource: 'packages', from: '2025-03-01' });
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer token-1');
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('audit-2025-03-31.csv');
    vi.unstubAllGlobals();
  });

  it('says when nothing matches the filters, and when the log is empty', async () => {
    renderScreen(async () => page([]), `/dashboard/audit?filter=${encodeURIComponent('{"action":"export"}')}`);
    expect(await screen.findByRole('cell', { name: 'No entries match these filters.' })).toBeInTheDocument();
    expect(screen.getByText('0 entries')).toBeInTheDocument();
  });

  it('says when the log cannot be read, with the server message', async () => {
    const refusal = new ApiRequestError('http', 400, 'HTTP 400', { message: 'from must be before to' });
    expectLoggedErrors(refusal);
    renderScreen(async () => Promise.reject(refusal));
    expect(await screen.findByRole('alert')).toHaveTextContent('from must be before to');
    expect(screen.queryByRole('table')).toBeNull();
  });
});
