import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore, testDataProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';

import { messages } from '@agency/contract';

import { NotificationBridge } from '../layout/notification-bridge';
import { ToastProvider } from '../layout/toast';
import type { PackageRecord } from '../providers/data-provider';
import { createQueryClient } from '../providers/query-client';
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

function renderScreen() {
  const getList = vi.fn(async (resource: string) =>
    resource === 'package' ? { data: [basic], total: 1 } : { data: [{ id: 'c1', _id: 'c1', name: 'Short Form' }], total: 1 },
  );
  const deleteOne = vi.fn(async () => ({ data: basic }));
  render(
    <MemoryRouter initialEntries={['/dashboard/package']}>
      <ToastProvider>
        <AdminContext dataProvider={testDataProvider({ getList, delete: deleteOne } as never)} store={memoryStore()} queryClient={createQueryClient()}>
          <PackageScreen />
          <NotificationBridge />
        </AdminContext>
      </ToastProvider>
    </MemoryRouter>,
  );
  return { deleteOne, user: userEvent.setup() };
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

  it('deletes without asking, offers Undo in the toast, and only calls the server once the toast is gone', async () => {
    const { user, deleteOne } = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Delete Basic' }));
    const toast = (await screen.findByText(messages.packageDeleted)).closest('[role="alert"]') as HTMLElement;
    await waitFor(() => expect(within(table()).queryByText('Basic')).toBeNull());

    await user.click(within(toast).getByRole('button', { name: 'Undo' }));
    expect(await within(table()).findByText('Basic')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(messages.packageDeleted)).toBeNull());
    expect(deleteOne).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Delete Basic' }));
    const second = (await screen.findByText(messages.packageDeleted)).closest('[role="alert"]') as HTMLElement;
    expect(deleteOne).not.toHaveBeenCalled();
    await user.click(within(second).getByRole('button', { name: 'Close notification' }));
    await waitFor(() => expect(deleteOne).toHaveBeenCalledWith('package', expect.objectContaining({ id: 'p1' })));
    expect(deleteOne).toHaveBeenCalledOnce();
  });
});
