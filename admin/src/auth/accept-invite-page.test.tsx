import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { messages, storageKeys } from '@agency/contract';

import { ToastProvider } from '../layout/toast';
import { fetchMock, mockFetch, reply } from '../testing/fetch-mock';
import { AcceptInvitePage } from './accept-invite-page';
import { LoginPage } from './login-page';

mockFetch();

function renderAt(url: string) {
  // The page reads its token from the address bar, as the mailed link opens it.
  window.history.replaceState(null, '', url);
  render(
    <ToastProvider>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="/accept-invite" element={<AcceptInvitePage />} />
          <Route path="/dashboard" element={<h1>Dashboard</h1>} />
        </Routes>
      </MemoryRouter>
    </ToastProvider>,
  );
  return userEvent.setup();
}

const sentBody = () => JSON.parse(String(fetchMock.mock.calls.at(-1)![1].body)) as unknown;

describe('an invitation, in the dashboard', () => {
  it('sets the name and the password (checked twice first), and enters the dashboard signed in', async () => {
    const user = renderAt('/accept-invite?token=invite-abc');
    expect(screen.getByRole('heading', { name: 'Join the Team' })).toBeInTheDocument();
    // The token leaves the address bar once read.
    expect(window.location.search).toBe('');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('At least 8 characters.');

    await user.type(screen.getByLabelText('Your Name (optional)'), 'E');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.type(screen.getByLabelText('Repeat the Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Join and sign in' }));
    expect(await screen.findByText('Name must be at least 2 characters long')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(/at least 8/i);
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Your Name (optional)'), 'ddie');
    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'a-long-new-password');
    await user.clear(screen.getByLabelText('Repeat the Password'));
    await user.type(screen.getByLabelText('Repeat the Password'), 'a-different-one');
    await user.click(screen.getByRole('button', { name: 'Join and sign in' }));
    expect(await screen.findByText(messages.passwordsDiffer)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    // Each password can be shown, to check it before it is sent.
    const [showFirst] = screen.getAllByRole('button', { name: 'Show password' });
    await user.click(showFirst!);
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');

    await user.clear(screen.getByLabelText('Repeat the Password'));
    await user.type(screen.getByLabelText('Repeat the Password'), 'a-long-new-password');
    reply(200, { success: true, message: messages.inviteAccepted, data: { token: 'jwt-after-invite' } });
    await user.click(screen.getByRole('button', { name: 'Join and sign in' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]![0]).toMatch(/\/api\/v1\/auth\/accept-invite$/);
    expect(sentBody()).toEqual({ token: 'invite-abc', password: 'a-long-new-password', name: 'Eddie' });
    expect(localStorage.getItem(storageKeys.accessToken)).toBe('jwt-after-invite');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(messages.inviteAccepted));
  });

  it('sends no name when none is given', async () => {
    const user = renderAt('/accept-invite?token=invite-abc');
    await user.type(screen.getByLabelText('Password'), 'a-long-new-password');
    await user.type(screen.getByLabelText('Repeat the Password'), 'a-long-new-password');
    reply(200, { success: true, message: messages.inviteAccepted, data: { token: 'jwt' } });
    await user.click(screen.getByRole('button', { name: 'Join and sign in' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(sentBody()).toEqual({ token: 'invite-abc', password: 'a-long-new-password' });
  });

  it('says when the link has expired or was used, and leads to the sign-in page', async () => {
    const user = renderAt('/accept-invite?token=used');
    await user.type(screen.getByLabelText('Password'), 'a-long-new-password');
    await user.type(screen.getByLabelText('Repeat the Password'), 'a-long-new-password');
    reply(400, { success: false, message: messages.inviteInvalid, errors: [{ path: 'token', message: messages.inviteInvalid }] });
    await user.click(screen.getByRole('button', { name: 'Join and sign in' }));
    expect(await screen.findByText(messages.inviteInvalid)).toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(localStorage.getItem(storageKeys.accessToken)).toBeNull();

    await user.click(screen.getByRole('link', { name: 'Go to sign in' }));
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('opened without a token, says the link does not work at once', () => {
    renderAt('/accept-invite');
    expect(screen.getByText(messages.inviteInvalid)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByLabelText('Password')).toBeNull();
  });

  it('shows any other refusal as a toast and keeps the form (a throttled try)', async () => {
    const user = renderAt('/accept-invite?token=invite-abc');
    await user.type(screen.getByLabelText('Password'), 'a-long-new-password');
    await user.type(screen.getByLabelText('Repeat the Password'), 'a-long-new-password');
    reply(429, { success: false, message: 'Too many tries. Please wait a minute.' });
    await user.click(screen.getByRole('button', { name: 'Join and sign in' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Too many tries. Please wait a minute.'));
    expect(screen.getByRole('button', { name: 'Join and sign in' })).toBeEnabled();
  });
});
