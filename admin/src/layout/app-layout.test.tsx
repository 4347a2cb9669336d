import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore, testDataProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { vi } from 'vitest';

import { signedInAs } from '../testing/auth-provider';
import { asPhone } from '../testing/viewport';
import { AppLayout } from './app-layout';

function renderLayout() {
  render(
    <MemoryRouter initialEntries={['/dashboard']}>
      {/* The owner: every link of the sidebar (sidebar.test.tsx has each role's). */}
      <AdminContext dataProvider={testDataProvider()} authProvider={signedInAs('owner')} store={memoryStore()}>
        <AppLayout>
          <h1>Screen</h1>
        </AppLayout>
      </AdminContext>
    </MemoryRouter>,
  );
  return userEvent.setup();
}

afterEach(() => vi.unstubAllGlobals());

describe('AppLayout', () => {
  it('keeps the sidebar open on a wide screen, without a menu button', async () => {
    renderLayout();
    expect(screen.getByRole('navigation', { name: 'Dashboard' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Open menu' })).toBeNull();
    expect(await screen.findByRole('link', { name: 'Deliveries' })).toHaveAttribute('href', '/dashboard/deliveries');
  });

  it('on a phone puts the sidebar in a drawer: focus goes in, Escape closes it and focus comes back', async () => {
    asPhone();
    const user = renderLayout();
    expect(screen.queryByRole('navigation', { name: 'Dashboard' })).toBeNull();
    const open = screen.getByRole('button', { name: 'Open menu' });
    expect(open).toHaveAttribute('aria-expanded', 'false');

    await user.click(open);
    const nav = await screen.findByRole('navigation', { name: 'Dashboard' });
    await waitFor(() => expect(within(nav).getByRole('button', { name: 'Close menu' })).toHaveFocus());
    await within(nav).findByRole('link', { name: 'Staff' });
    for (const name of ['Category', 'Package', 'Team Members', 'Query', 'Deliveries', 'Staff', 'Change Password']) {
      expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
    }

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Dashboard' })).toBeNull());
    expect(open).toHaveFocus();

    await user.click(open);
    await user.click(within(await screen.findByRole('navigation', { name: 'Dashboard' })).getByRole('button', { name: 'Close menu' }));
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Dashboard' })).toBeNull());
    expect(screen.getByRole('heading', { name: 'Screen' })).toBeInTheDocument();
  });
});
