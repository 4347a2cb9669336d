import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';

import { messages } from '@agency/contract';

import { NotificationBridge } from '../layout/notification-bridge';
import { ToastProvider } from '../layout/toast';
import type { TeamMemberRecord } from '../providers/data-provider';
import { createQueryClient } from '../providers/query-client';
import { fakeDataProvider } from '../testing/data-provider';
import { TeamList } from './team-list';

const ana: TeamMemberRecord = { id: 't1', _id: 't1', name: 'Ana Editor', role: 'Colorist', email: 'ana@example.com', skills: ['Grading'] };

/** The server's team: a delete moves a member to the trash, a restore brings them back. */
function renderList() {
  let trashed = false;
  const getList = vi.fn(async () => ({ data: trashed ? [] : [ana], total: trashed ? 0 : 1 }));
  const deleteOne = vi.fn(async () => {
    trashed = true;
    return { data: ana };
  });
  const restore = vi.fn(async () => {
    trashed = false;
    return { message: messages.restored, data: { _id: 't1', resource: 'team-members', title: 'Ana Editor', deletedAt: '', purgeAt: '' } };
  });
  render(
    <MemoryRouter initialEntries={['/dashboard/team']}>
      <ToastProvider>
        <AdminContext dataProvider={fakeDataProvider({ getList, delete: deleteOne, restore })} store={memoryStore()} queryClient={createQueryClient()}>
          <TeamList />
          <NotificationBridge />
        </AdminContext>
      </ToastProvider>
    </MemoryRouter>,
  );
  return { deleteOne, restore, user: userEvent.setup() };
}

describe('TeamList', () => {
  it('asks first, deletes on the server at once, and the toast’s Undo brings the member back from the trash', async () => {
    const { user, deleteOne, restore } = renderList();
    await user.click(await screen.findByRole('button', { name: 'Delete Ana Editor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Team Member' });
    expect(dialog).toHaveTextContent(messages.teamDeleteConfirm);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    const toast = (await screen.findByText(messages.teamDeleted)).closest('[role="alert"]') as HTMLElement;
    expect(deleteOne).toHaveBeenCalledWith('team', expect.objectContaining({ id: 't1' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('cell', { name: 'No team members yet.' })).toBeInTheDocument();

    await user.click(within(toast).getByRole('button', { name: 'Undo' }));
    expect(restore).toHaveBeenCalledWith('team-members', 't1');
    expect(await screen.findByRole('button', { name: 'Delete Ana Editor' })).toBeInTheDocument();
    expect(await screen.findByText(messages.restored)).toBeInTheDocument();
  });
});
