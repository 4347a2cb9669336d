import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';

import { messages, storageKeys, type Role, type StaffAccount } from '@agency/contract';

import Dashboard from './dashboard';
import { ToastProvider } from './layout/toast';
import { forgetMe } from './providers/auth-provider';
import { fetchMock, mockFetch } from './testing/fetch-mock';
import { LocationProbe } from './testing/location';

mockFetch();
afterEach(forgetMe);

const owner: StaffAccount = { _id: 'u1', email: 'olive@example.com', name: 'Olive', role: 'owner', status: 'active', lastSignInAt: null };

/** The API as a role sees it: who they are, and empty lists for the screens they open; `me` answers /auth/me instead when given. */
function serveAs(role: Role, me?: () => Response) {
  fetchMock.mockImplementation(async (url: string) => {
    const path = new URL(url, 'http://localhost').pathname;
    if (path === '/api/v1/auth/me' && me) return me();
    const data =
      path === '/api/v1/auth/me' ? { _id: 'u1', email: 'someone@example.com', name: null, role } : path === '/api/v1/staff' ? [owner] : [];
    return new Response(JSON.stringify({ success: true, message: 'ok', data }), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
}

const requested = () => fetchMock.mock.calls.map(([url]) => new URL(url, 'http://localhost').pathname);

/** The package screen, loaded: its lists were asked for and have come, so no request starts after the test. */
async function packagesLoaded() {
  await screen.findByRole('cell', { name: 'No packages yet.' });
  await waitFor(() => expect(requested()).toContain('/api/v1/category/get-all-category'));
}

function renderAt(url: string) {
  localStorage.setItem(storageKeys.accessToken, 'jwt');
  render(
    <ToastProvider>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/dashboard/*" element={<Dashboard />} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </ToastProvider>,
  );
  return userEvent.setup();
}

describe('Dashboard: what each role opens', () => {
  it('takes an editor from /dashboard to the packages, not to an overview of figures they may not read', async () => {
    serveAs('editor');
    renderAt('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Package Management' })).toBeInTheDocument();
    await packagesLoaded();
    expect(screen.getByLabelText('location')).toHaveTextContent('/dashboard/package');
    expect(requested()).not.toContain('/api/v1/stats');
    expect(within(screen.getByRole('navigation', { name: 'Dashboard' })).queryByRole('link', { name: 'Overview' })).toBeNull();
  });

  it('answers an editor who opens a query by its address that their role does not allow it, without asking the server', async () => {
    serveAs('editor');
    const user = renderAt('/dashboard/query/q1');
    expect(await screen.findByRole('heading', { name: messages.roleForbidden })).toBeInTheDocument();
    expect(screen.getByText(/You are signed in as Editor/)).toBeInTheDocument();
    expect(requested().filter((path) => path.startsWith('/api/v1/query'))).toEqual([]);

    await user.click(screen.getByRole('link', { name: 'Go to Packages' }));
    expect(await screen.findByRole('heading', { name: 'Package Management' })).toBeInTheDocument();
    await packagesLoaded();
  });

  it('keeps support out of the content screens and the staff accounts', async () => {
    serveAs('support');
    renderAt('/dashboard/package');
    expect(await screen.findByRole('heading', { name: messages.roleForbidden })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Overview' })).toHaveAttribute('href', '/dashboard');
    expect(requested()).not.toContain('/api/v1/package/get-all-package');
  });

  it('keeps everyone but the owner out of the staff accounts', async () => {
    serveAs('support');
    renderAt('/dashboard/staff');
    expect(await screen.findByRole('heading', { name: messages.roleForbidden })).toBeInTheDocument();
    expect(requested()).not.toContain('/api/v1/staff');
  });

  it('opens the staff accounts for the owner', async () => {
    serveAs('owner');
    renderAt('/dashboard/staff');
    expect(await screen.findByRole('heading', { name: 'Staff' })).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: 'olive@example.com' })).toBeInTheDocument();
  });

  it('opens the trash for an editor but keeps them out of the audit log, which only the owner reads', async () => {
    serveAs('editor');
    renderAt('/dashboard/trash');
    expect(await screen.findByRole('heading', { name: 'Trash' })).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: 'The trash is empty' })).toBeInTheDocument();
    cleanup();

    serveAs('editor');
    renderAt('/dashboard/audit');
    expect(await screen.findByRole('heading', { name: messages.roleForbidden })).toBeInTheDocument();
    expect(requested()).not.toContain('/api/v1/audit');
  });

  it('keeps support out of the trash', async () => {
    serveAs('support');
    renderAt('/dashboard/trash');
    expect(await screen.findByRole('heading', { name: messages.roleForbidden })).toBeInTheDocument();
    expect(requested()).not.toContain('/api/v1/trash');
  });

  it('opens the audit log for the owner', async () => {
    serveAs('owner');
    renderAt('/dashboard/audit');
    expect(await screen.findByRole('heading', { name: 'Audit log' })).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: 'The audit log is empty.' })).toBeInTheDocument();
    expect(requested()).toContain('/api/v1/audit');
  });

  it('says when the person cannot be read, and tries again on request', async () => {
    let down = true;
    serveAs('editor', () =>
      down
        ? new Response(JSON.stringify({ success: false, message: 'Database is down' }), {
            status: 503,
            headers: { 'Content-Type': 'application/json' },
          })
        : new Response(
            JSON.stringify({ success: true, message: 'ok', data: { _id: 'u1', email: 'e@example.com', name: null, role: 'editor' } }),
            {
              status: 200,
              headers: { 'Content-Type': 'application/json' },
            },
          ),
    );
    const user = renderAt('/dashboard/package');
    expect(await screen.findByText('Database is down')).toBeInTheDocument();
    down = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Package Management' })).toBeInTheDocument();
    await packagesLoaded();
  });
});
