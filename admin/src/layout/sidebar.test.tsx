import { render, screen, within } from '@testing-library/react';
import { AdminContext, memoryStore, testDataProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import type { Role } from '@agency/contract';

import { signedInAs } from '../testing/auth-provider';
import { Sidebar } from './sidebar';

async function linksOf(role: Role) {
  render(
    <MemoryRouter initialEntries={['/dashboard']}>
      <AdminContext dataProvider={testDataProvider()} authProvider={signedInAs(role)} store={memoryStore()}>
        <Sidebar />
      </AdminContext>
    </MemoryRouter>,
  );
  const nav = screen.getByRole('navigation', { name: 'Dashboard' });
  // Every role has its own account; once that link shows, the role is known.
  await within(nav).findByRole('link', { name: 'Change Password' });
  // The first link is the brand's, to the public site.
  return within(nav)
    .getAllByRole('link')
    .slice(1)
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

describe('Sidebar', () => {
  it('gives the owner every screen, the staff accounts, the audit log and the CMS panel', async () => {
    expect(await linksOf('owner')).toEqual([
      ['Overview', '/dashboard/'],
      ['Category', '/dashboard/category'],
      ['Package', '/dashboard/package'],
      ['Team Members', '/dashboard/team'],
      ['Trash', '/dashboard/trash'],
      ['Query', '/dashboard/query'],
      ['Deliveries', '/dashboard/deliveries'],
      ['Staff', '/dashboard/staff'],
      ['Audit log', '/dashboard/audit'],
      ['Change Password', '/dashboard/change-password'],
      ['CMS', '/cms'],
      ['Home', '/'],
    ]);
  });

  it('gives an editor the content screens, the trash and the CMS panel, not the inbox, the overview, the accounts or the audit log', async () => {
    expect(await linksOf('editor')).toEqual([
      ['Category', '/dashboard/category'],
      ['Package', '/dashboard/package'],
      ['Team Members', '/dashboard/team'],
      ['Trash', '/dashboard/trash'],
      ['Change Password', '/dashboard/change-password'],
      ['CMS', '/cms'],
      ['Home', '/'],
    ]);
  });

  it('gives support the overview and the inbox, not the content screens, the trash, the CMS panel, the accounts or the audit log', async () => {
    expect(await linksOf('support')).toEqual([
      ['Overview', '/dashboard/'],
      ['Query', '/dashboard/query'],
      ['Deliveries', '/dashboard/deliveries'],
      ['Change Password', '/dashboard/change-password'],
      ['Home', '/'],
    ]);
  });

  it('shows no screen before the role is known, only the way out', () => {
    render(
      <MemoryRouter initialEntries={['/dashboard']}>
        <AdminContext
          dataProvider={testDataProvider()}
          authProvider={{ ...signedInAs('owner'), getPermissions: () => new Promise(() => undefined) }}
          store={memoryStore()}
        >
          <Sidebar />
        </AdminContext>
      </MemoryRouter>,
    );
    const nav = screen.getByRole('navigation', { name: 'Dashboard' });
    expect(within(nav).queryByRole('link', { name: 'Overview' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'CMS' })).toBeNull();
    expect(within(nav).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });
});
