import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';

import { messages, type TrashItem } from '@agency/contract';

import { NotificationBridge } from '../layout/notification-bridge';
import { ToastProvider } from '../layout/toast';
import type { TrashRecord } from '../providers/data-provider';
import { ApiRequestError } from '../providers/http';
import { createQueryClient } from '../providers/query-client';
import { signedInAs } from '../testing/auth-provider';
import { expectLoggedErrors } from '../testing/console';
import { fakeDataProvider } from '../testing/data-provider';
import { TrashScreen } from './trash-screen';

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

const item = (resource: TrashItem['resource'], _id: string, title: string, deletedAt: string): TrashRecord => ({
  id: `${resource}/${_id}`,
  _id,
  resource,
  title,
  deletedAt,
  purgeAt: '2031-03-05T12:00:00.000Z',
});

/** A package deleted two hours ago and a category three days ago, newest first as the server sends them. */
const trashed = () => [item('packages', 'p1', 'Basic', hoursAgo(2)), item('categories', 'c1', 'Short Form', hoursAgo(72))];

type Fake = (resource: string, params: never) => Promise<unknown>;

function renderScreen(methods: Record<string, Fake> = {}) {
  render(
    <MemoryRouter initialEntries={['/dashboard/trash']}>
      <ToastProvider>
        <AdminContext dataProvider={fakeDataProvider(methods)} authProvider={signedInAs('editor')} store={memoryStore()} queryClient={createQueryClient()}>
          <TrashScreen />
          <NotificationBridge />
        </AdminContext>
      </ToastProvider>
    </MemoryRouter>,
  );
  return userEvent.setup();
}

const rowOf = async (title: string) => (await screen.findByRole('cell', { name: title })).closest('tr')!;

describe('TrashScreen', () => {
  it('lists what was deleted: title, kind, when, and the day it is purged', async () => {
    renderScreen({ getList: async () => ({ data: trashed(), total: 2 }) });
    expect(screen.getByRole('status')).toHaveTextContent('Loading the trash...');
    const table = await screen.findByRole('table', { name: 'Trash' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Title', 'Kind', 'Deleted', 'Purged', 'Actions']);
    const basic = await rowOf('Basic');
    expect(basic).toHaveTextContent('Package');
    expect(basic).toHaveTextContent('2 hours ago');
    expect(basic).toHaveTextContent('purged on Mar 5, 2031');
    const category = await rowOf('Short Form');
    expect(category).toHaveTextContent('Category');
    expect(category).toHaveTextContent('3 days ago');
    expect(within(category).getByRole('button', { name: 'Restore Short Form' })).toBeInTheDocument();
  });

  it('restores an item with the keyboard: the server’s message as a toast, and the row goes', async () => {
    let items = trashed();
    const getList = vi.fn(async () => ({ data: items, total: items.length }));
    const restore = vi.fn(async (resource: string, id: string) => {
      items = items.filter((entry) => entry._id !== id);
      return { message: messages.restored, data: { _id: id, resource, title: 'Basic', deletedAt: '', purgeAt: '' } };
    });
    const user = renderScreen({ getList, restore });
    const button = within(await rowOf('Basic')).getByRole('button', { name: 'Restore Basic' });
    button.focus();
    await user.keyboard('{Enter}');
    expect(restore).toHaveBeenCalledWith('packages', 'p1');
    expect(await screen.findByText(messages.restored)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Basic' })).toBeNull());
    expect(screen.getByRole('cell', { name: 'Short Form' })).toBeInTheDocument();
    expect(restore).toHaveBeenCalledOnce();
  });

  it('says why an item could not be restored, and keeps it', async () => {
    const refusal = new ApiRequestError('http', 409, 'HTTP 409', { message: messages.notInTrash });
    expectLoggedErrors(refusal);
    const user = renderScreen({ getList: async () => ({ data: trashed(), total: 2 }), restore: async () => Promise.reject(refusal) });
    await user.click(within(await rowOf('Short Form')).getByRole('button', { name: 'Restore Short Form' }));
    expect(await screen.findByText(messages.notInTrash)).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Short Form' })).toBeInTheDocument();
  });

  it('says when the trash is empty', async () => {
    renderScreen({ getList: async () => ({ data: [], total: 0 }) });
    expect(await screen.findByRole('cell', { name: 'The trash is empty' })).toBeInTheDocument();
  });

  it('says when the trash cannot be read, with the server message', async () => {
    const refusal = new ApiRequestError('http', 403, 'HTTP 403', { message: messages.roleForbidden });
    expectLoggedErrors(refusal);
    renderScreen({ getList: async () => Promise.reject(refusal) });
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.roleForbidden);
    expect(screen.queryByRole('table')).toBeNull();
  });
});
