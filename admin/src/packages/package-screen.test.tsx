import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';

import { messages } from '@agency/contract';

import { NotificationBridge } from '../layout/notification-bridge';
import { ToastProvider } from '../layout/toast';
import type { PackageRecord } from '../providers/data-provider';
import { ApiRequestError } from '../providers/http';
import { createQueryClient } from '../providers/query-client';
import { expectLoggedErrors } from '../testing/console';
import { fakeDataProvider } from '../testing/data-provider';
import { PackageScreen } from './package-screen';

const basic: PackageRecord = {
  id: 'p1',
  _id: 'p1',
  name: 'Basic',
  description: 'The basic package',
  price: 12.5,
  priceBasis: 'per month',
  features: ['One reel a week', 'Two revisions'],
  paymentRedirectURL: 'https://pay.example.com/basic',
  category: { _id: 'c1', name: 'Short Form' },
};

/** The server's packages: a delete moves one to the trash, a restore brings it back. */
function renderScreen() {
  let trashed = false;
  const getList = vi.fn(async (resource: string) =>
    resource === 'package'
      ? { data: trashed ? [] : [basic], total: trashed ? 0 : 1 }
      : { data: [{ id: 'c1', _id: 'c1', name: 'Short Form' }], total: 1 },
  );
  const deleteOne = vi.fn(async () => {
    trashed = true;
    return { data: basic };
  });
  const restore = vi.fn(async () => {
    trashed = false;
    return { message: messages.restored, data: { _id: 'p1', resource: 'packages', title: 'Basic', deletedAt: '', purgeAt: '' } };
  });
  render(
    <MemoryRouter initialEntries={['/dashboard/package']}>
      <ToastProvider>
        <AdminContext dataProvider={fakeDataProvider({ getList, delete: deleteOne, restore })} store={memoryStore()} queryClient={createQueryClient()}>
          <PackageScreen />
          <NotificationBridge />
        </AdminContext>
      </ToastProvider>
    </MemoryRouter>,
  );
  return { deleteOne, restore, user: userEvent.setup() };
}

const table = () => screen.getByRole('table', { name: 'Packages' });

describe('PackageScreen', () => {
  it('lists packages with the $ price and switches between list and form', async () => {
    const { user } = renderScreen();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    const row = (await within(await screen.findByRole('table', { name: 'Packages' })).findByText('Basic')).closest('tr')!;
    expect(row).toHaveTextContent('per month');
    expect(row).toHaveTextContent('$12.50');
    const headers = within(table()).getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual(['Name', 'Description', 'Price Basis', 'Price', 'Actions']);

    await user.click(screen.getByRole('button', { name: 'Create New Package' }));
    expect(screen.getByRole('button', { name: 'Create Package' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Hide Form' }));
    expect(await screen.findByRole('table', { name: 'Packages' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit Basic' }));
    expect(screen.getByRole('button', { name: 'Update Package' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Basic');
    // The toggle clears the selection: the next form is a new one.
    await user.click(screen.getByRole('button', { name: 'Hide Form' }));
    await user.click(screen.getByRole('button', { name: 'Create New Package' }));
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('');
  });

  it('shows a package in the view modal', async () => {
    const { user } = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'View Basic' }));
    const dialog = await screen.findByRole('dialog', { name: 'Basic' });
    for (const text of ['The basic package', '$12.50 per month', 'One reel a week', 'Two revisions', 'Short Form', 'https://pay.example.com/basic']) {
      expect(within(dialog).getByText(text)).toBeInTheDocument();
    }
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('deletes at once without asking, and the toast’s Undo brings the package back from the trash', async () => {
    const { user, deleteOne, restore } = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Delete Basic' }));
    const toast = (await screen.findByText(messages.packageDeleted)).closest('[role="alert"]') as HTMLElement;
    expect(deleteOne).toHaveBeenCalledWith('package', expect.objectContaining({ id: 'p1' }));
    await waitFor(() => expect(within(table()).queryByText('Basic')).toBeNull());
    expect(restore).not.toHaveBeenCalled();

    await user.click(within(toast).getByRole('button', { name: 'Undo' }));
    expect(restore).toHaveBeenCalledWith('packages', 'p1');
    expect(await within(table()).findByText('Basic')).toBeInTheDocument();
    expect(await screen.findByText(messages.restored)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(messages.packageDeleted)).toBeNull());
    expect(deleteOne).toHaveBeenCalledOnce();
    expect(restore).toHaveBeenCalledOnce();
  });

  it('leaves the package in the trash when the toast goes without an Undo', async () => {
    const { user, deleteOne, restore } = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Delete Basic' }));
    const toast = (await screen.findByText(messages.packageDeleted)).closest('[role="alert"]') as HTMLElement;
    await user.click(within(toast).getByRole('button', { name: 'Close notification' }));
    await waitFor(() => expect(screen.queryByText(messages.packageDeleted)).toBeNull());
    expect(deleteOne).toHaveBeenCalledOnce();
    expect(restore).not.toHaveBeenCalled();
    expect(within(table()).getByText('No packages yet.')).toBeInTheDocument();
  });

  it('says when the server refuses the delete, and keeps the row', async () => {
    const { user, deleteOne } = renderScreen();
    const refusal = new ApiRequestError('http', 500, 'HTTP 500', { message: 'Database is down' });
    deleteOne.mockRejectedValueOnce(refusal);
    expectLoggedErrors(refusal);
    await user.click(await screen.findByRole('button', { name: 'Delete Basic' }));
    expect(await screen.findByText(messages.packageDeleteFailed)).toBeInTheDocument();
    expect(within(table()).getByText('Basic')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
  });
});
