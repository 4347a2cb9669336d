import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';

import { messages } from '@agency/contract';

import { NotificationBridge } from '../layout/notification-bridge';
import { ToastProvider } from '../layout/toast';
import { ApiRequestError } from '../providers/http';
import { createQueryClient } from '../providers/query-client';
import { expectLoggedErrors } from '../testing/console';
import { fakeDataProvider } from '../testing/data-provider';
import { CategoryScreen } from './category-screen';

const shortForm = { id: 'c1', _id: 'c1', name: 'Short Form' };

type Fake = (resource: string, params: never) => Promise<unknown>;

function renderScreen(methods: Record<string, Fake>) {
  render(
    <MemoryRouter initialEntries={['/dashboard/category']}>
      <ToastProvider>
        <AdminContext dataProvider={fakeDataProvider(methods)} store={memoryStore()} queryClient={createQueryClient()}>
          <CategoryScreen />
          <NotificationBridge />
        </AdminContext>
      </ToastProvider>
    </MemoryRouter>,
  );
  return userEvent.setup();
}

describe('CategoryScreen', () => {
  it('deletes on the server at once; the toast’s Undo restores the category from the trash', async () => {
    let trashed = false;
    const deleteOne = vi.fn(async () => {
      trashed = true;
      return { data: shortForm };
    });
    const restore = vi.fn(async () => {
      trashed = false;
      return { message: messages.restored, data: { _id: 'c1', resource: 'categories', title: 'Short Form', deletedAt: '', purgeAt: '' } };
    });
    const user = renderScreen({ getList: async () => ({ data: trashed ? [] : [shortForm], total: trashed ? 0 : 1 }), delete: deleteOne, restore });
    await user.click(await screen.findByRole('button', { name: 'Delete Short Form' }));
    const toast = (await screen.findByText(messages.categoryDeleted)).closest('[role="alert"]') as HTMLElement;
    expect(deleteOne).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Short Form' })).toBeNull());

    await user.click(within(toast).getByRole('button', { name: 'Undo' }));
    expect(restore).toHaveBeenCalledWith('categories', 'c1');
    expect(await screen.findByRole('cell', { name: 'Short Form' })).toBeInTheDocument();
  });

  it('says why the server refuses to delete a category packages use, and keeps it without an Undo', async () => {
    const refusal = new ApiRequestError('http', 409, 'HTTP 409', { message: messages.categoryInUse });
    expectLoggedErrors(refusal);
    const user = renderScreen({ getList: async () => ({ data: [shortForm], total: 1 }), delete: async () => Promise.reject(refusal) });
    await user.click(await screen.findByRole('button', { name: 'Delete Short Form' }));
    expect(await screen.findByText(messages.categoryInUse)).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Short Form' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
  });
});
