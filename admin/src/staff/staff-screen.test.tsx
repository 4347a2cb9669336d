import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';

import { messages } from '@agency/contract';

import { NotificationBridge } from '../layout/notification-bridge';
import { ToastProvider } from '../layout/toast';
import type { StaffRecord } from '../providers/data-provider';
import { ApiRequestError } from '../providers/http';
import { createQueryClient } from '../providers/query-client';
import { signedInAs } from '../testing/auth-provider';
import { expectLoggedErrors } from '../testing/console';
import { fakeDataProvider } from '../testing/data-provider';
import { StaffScreen } from './staff-screen';

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

const account = (id: string, extra: Partial<StaffRecord>): StaffRecord => ({
  id,
  _id: id,
  email: `${id}@example.com`,
  name: null,
  role: 'support',
  status: 'active',
  lastSignInAt: null,
  ...extra,
});

/** The signed-in owner, an editor not yet signed up, and a support account turned off. */
const accounts = () => [
  account('olive', { name: 'Olive Owner', role: 'owner', lastSignInAt: hoursAgo(2) }),
  account('eddie', { role: 'editor', status: 'invited' }),
  account('sam', { name: 'Sam Support', status: 'disabled', lastSignInAt: hoursAgo(72) }),
];

type Fake = (resource: string, params: never) => Promise<unknown>;

function renderScreen(methods: Record<string, Fake> = {}) {
  const getList = vi.fn(async () => ({ data: accounts(), total: 3 }));
  render(
    <MemoryRouter initialEntries={['/dashboard/staff']}>
      <ToastProvider>
        <AdminContext
          dataProvider={fakeDataProvider({ getList, ...methods })}
          authProvider={signedInAs('owner', 'olive')}
          store={memoryStore()}
          queryClient={createQueryClient()}
        >
          <StaffScreen />
          <NotificationBridge />
        </AdminContext>
      </ToastProvider>
    </MemoryRouter>,
  );
  return { getList, user: userEvent.setup() };
}

const rowOf = async (email: string) => (await screen.findByRole('cell', { name: email })).closest('tr')!;
/** The toast that says `text` (notistack's snackbars are alerts). */
const toast = async (text: string) => (await screen.findByText(text)).closest('[role="alert"]');

describe('StaffScreen', () => {
  it('lists the accounts: name, e-mail, role, status, last sign-in, and marks the signed-in person', async () => {
    renderScreen();
    expect(screen.getByRole('status')).toHaveTextContent('Loading accounts...');
    const table = await screen.findByRole('table', { name: 'Staff accounts' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Email', 'Role', 'Status', 'Last sign-in', 'Actions']);
    expect(within(table).getAllByRole('row')).toHaveLength(4);

    const olive = await rowOf('olive@example.com');
    expect(olive).toHaveTextContent('Olive Owner');
    expect(within(olive).getByText('You')).toBeInTheDocument();
    expect(within(olive).getByRole('combobox', { name: 'Role of olive@example.com' })).toHaveValue('owner');
    expect(olive).toHaveTextContent('Active');
    expect(olive).toHaveTextContent('2 hours ago');

    const eddie = await rowOf('eddie@example.com');
    expect(eddie).toHaveTextContent('—');
    expect(eddie).toHaveTextContent('Invited');
    expect(eddie).toHaveTextContent('Never');
    expect(within(eddie).queryByText('You')).toBeNull();
    expect(within(eddie).getByRole('button', { name: 'Resend invitation to eddie@example.com' })).toBeInTheDocument();
    expect(within(eddie).getByRole('button', { name: 'Disable eddie@example.com' })).toBeInTheDocument();

    const sam = await rowOf('sam@example.com');
    expect(sam).toHaveTextContent('Disabled');
    expect(sam).toHaveTextContent('3 days ago');
    expect(within(sam).getByRole('button', { name: 'Enable sam@example.com' })).toBeInTheDocument();
  });

  it('says when the list cannot be read, with the server message', async () => {
    const refusal = new ApiRequestError('http', 403, messages.roleForbidden, { message: messages.roleForbidden });
    expectLoggedErrors(refusal);
    renderScreen({ getList: async () => Promise.reject(refusal) });
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.roleForbidden);
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says when there are no accounts', async () => {
    renderScreen({ getList: async () => ({ data: [], total: 0 }) });
    expect(await screen.findByRole('cell', { name: 'No accounts yet.' })).toBeInTheDocument();
  });

  it('invites a colleague from a dialog checked by the contract, and shows the server message', async () => {
    const create = vi.fn(async (_resource: string, { data }: { data: object }) => ({
      data: account('nina', { ...data, status: 'invited' }),
    }));
    const { user } = renderScreen({ create });
    await user.click(await screen.findByRole('button', { name: 'Invite' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite a Colleague' });
    expect(within(dialog).getByRole('textbox', { name: /^Email/ })).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Send Invitation' }));
    expect(await within(dialog).findByText(messages.required)).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /^Email/ }), 'not-an-address');
    await user.click(within(dialog).getByRole('button', { name: 'Send Invitation' }));
    expect(await within(dialog).findByText(messages.emailInvalid)).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();

    await user.clear(within(dialog).getByRole('textbox', { name: /^Email/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /^Email/ }), 'nina@example.com');
    await user.type(within(dialog).getByRole('textbox', { name: 'Name (optional)' }), '  Nina  ');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Role/ }), 'Support');
    expect(within(dialog).getByRole('combobox', { name: /^Role/ })).toHaveAccessibleDescription('Queries, deliveries and the overview.');
    await user.click(within(dialog).getByRole('button', { name: 'Send Invitation' }));

    expect(await toast(messages.inviteSent)).toHaveTextContent(messages.inviteSent);
    expect(create).toHaveBeenCalledWith(
      'staff',
      expect.objectContaining({ data: { email: 'nina@example.com', role: 'support', name: 'Nina' } }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Focus goes back to where the dialog was opened.
    expect(screen.getByRole('button', { name: 'Invite' })).toHaveFocus();
  });

  it('puts an address already taken under the e-mail field and keeps the dialog open', async () => {
    const taken = new ApiRequestError('http', 409, messages.emailTaken, {
      message: messages.emailTaken,
      errors: [{ path: 'email', message: messages.emailTaken }],
    });
    expectLoggedErrors(taken);
    const { user } = renderScreen({ create: async () => Promise.reject(taken) });
    await user.click(await screen.findByRole('button', { name: 'Invite' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite a Colleague' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Email/ }), 'olive@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send Invitation' }));
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: /^Email/ })).toHaveAccessibleDescription(messages.emailTaken));
    expect(within(dialog).getByRole('button', { name: 'Send Invitation' })).toBeEnabled();
  });

  it('changes a role in its row and says so', async () => {
    const update = vi.fn(async (_resource: string, { id, data }: { id: string; data: object }) => ({
      data: { ...accounts().find((one) => one.id === id)!, ...data },
    }));
    const { user } = renderScreen({ update });
    const sam = await rowOf('sam@example.com');
    await user.selectOptions(within(sam).getByRole('combobox', { name: 'Role of sam@example.com' }), 'Editor');
    expect(await toast(messages.accountUpdated)).toHaveTextContent(messages.accountUpdated);
    expect(update).toHaveBeenCalledWith('staff', expect.objectContaining({ id: 'sam', data: { role: 'editor' } }));
    expect(within(await rowOf('sam@example.com')).getByRole('combobox', { name: 'Role of sam@example.com' })).toHaveValue('editor');
  });

  it('shows the server’s refusal to leave the agency without an owner, and keeps the role', async () => {
    const lastOwner = new ApiRequestError('http', 409, messages.lastOwner, { message: messages.lastOwner });
    expectLoggedErrors(lastOwner);
    const update = vi.fn(async () => Promise.reject(lastOwner));
    const { user } = renderScreen({ update });
    const role = within(await rowOf('olive@example.com')).getByRole('combobox', { name: 'Role of olive@example.com' });
    await user.selectOptions(role, 'Support');
    expect(await toast(messages.lastOwner)).toHaveTextContent(messages.lastOwner);
    expect(update).toHaveBeenCalledWith('staff', expect.objectContaining({ id: 'olive', data: { role: 'support' } }));
    await waitFor(() => expect(role).toHaveValue('owner'));
    expect(role).toBeEnabled();
  });

  it('disables and enables an account with the keyboard', async () => {
    const update = vi.fn(async (_resource: string, { id, data }: { id: string; data: { disabled: boolean } }) => ({
      data: { ...accounts().find((one) => one.id === id)!, status: data.disabled ? 'disabled' : 'active' },
    }));
    const { user } = renderScreen({ update });
    within(await rowOf('eddie@example.com'))
      .getByRole('button', { name: 'Disable eddie@example.com' })
      .focus();
    await user.keyboard('{Enter}');
    expect(await toast(messages.accountUpdated)).toHaveTextContent(messages.accountUpdated);
    expect(update).toHaveBeenCalledWith('staff', expect.objectContaining({ id: 'eddie', data: { disabled: true } }));
    expect(await within(await rowOf('eddie@example.com')).findByRole('button', { name: 'Enable eddie@example.com' })).toBeInTheDocument();

    await user.click(within(await rowOf('sam@example.com')).getByRole('button', { name: 'Enable sam@example.com' }));
    await waitFor(() =>
      expect(update).toHaveBeenLastCalledWith('staff', expect.objectContaining({ id: 'sam', data: { disabled: false } })),
    );
    expect(await within(await rowOf('sam@example.com')).findByText('Active')).toBeInTheDocument();
  });

  it('asks before deleting an account; Cancel keeps it, Delete removes it', async () => {
    const deleteOne = vi.fn(async (_resource: string, { previousData }: { previousData: StaffRecord }) => ({ data: previousData }));
    const { user } = renderScreen({ delete: deleteOne });
    await user.click(within(await rowOf('sam@example.com')).getByRole('button', { name: 'Delete sam@example.com' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete sam@example.com?' });
    // Cancel has the focus: Enter never deletes by accident.
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(deleteOne).not.toHaveBeenCalled();

    await user.click(within(await rowOf('sam@example.com')).getByRole('button', { name: 'Delete sam@example.com' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete sam@example.com?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await toast(messages.accountDeleted)).toHaveTextContent(messages.accountDeleted);
    expect(deleteOne).toHaveBeenCalledWith('staff', expect.objectContaining({ id: 'sam' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('sends an invitation again to an account not yet signed up', async () => {
    const create = vi.fn(async () => ({ data: account('eddie', { role: 'editor', status: 'invited' }) }));
    const { user } = renderScreen({ create });
    await user.click(within(await rowOf('eddie@example.com')).getByRole('button', { name: 'Resend invitation to eddie@example.com' }));
    expect(await toast(messages.inviteSent)).toHaveTextContent(messages.inviteSent);
    expect(create).toHaveBeenCalledWith('staff', expect.objectContaining({ data: { email: 'eddie@example.com', role: 'editor' } }));
  });
});
