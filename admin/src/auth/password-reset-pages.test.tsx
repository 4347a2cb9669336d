import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';

import { messages, storageKeys } from '@agency/contract';

import { ToastProvider } from '../layout/toast';
import { fetchMock, mockFetch, reply } from '../testing/fetch-mock';
import { ForgotPasswordPage } from './forgot-password-page';
import { LoginPage } from './login-page';
import { ResetPasswordPage } from './reset-password-page';

mockFetch();

function renderAt(url: string) {
  // The reset page reads its token from the address bar, as the mailed link opens it.
  window.history.replaceState(null, '', url);
  render(
    <ToastProvider>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="/forgot-password" element={<ForgotPasswordPage />} />
          <Route path="/reset-password" element={<ResetPasswordPage />} />
          <Route path="/dashboard" element={<h1>Dashboard</h1>} />
        </Routes>
      </MemoryRouter>
    </ToastProvider>,
  );
  return userEvent.setup();
}

const sentBody = () => JSON.parse(String(fetchMock.mock.calls.at(-1)![1].body)) as unknown;

afterEach(() => localStorage.clear());

describe('a forgotten password, in the dashboard', () => {
  it('goes from the sign-in page to the forgot-password form, which says the same for any address', async () => {
    const user = renderAt('/login');
    await user.click(screen.getByRole('link', { name: 'Forgot password?' }));
    expect(await screen.findByRole('heading', { name: 'Forgot Password' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByText(messages.required)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText(/Email/), 'someone@example.com');
    reply(200, { success: true, message: messages.resetLinkSent, data: null });
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(messages.resetLinkSent);
    expect(sentBody()).toEqual({ email: 'someone@example.com' });
    expect(fetchMock.mock.calls[0]![0]).toMatch(/\/api\/v1\/auth\/forgot-password$/);
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
  });

  it('sets the new password from the mailed link, checks it twice first, and enters the dashboard signed in', async () => {
    const user = renderAt('/reset-password?token=abc123');
    // The token leaves the address bar once read.
    expect(window.location.search).toBe('');
    await user.type(screen.getByLabelText('New Password'), 'a-long-new-password');
    await user.type(screen.getByLabelText('Repeat the New Password'), 'a-different-one');
    await user.click(screen.getByRole('button', { name: 'Save and sign in' }));
    expect(await screen.findByText(messages.passwordsDiffer)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('Repeat the New Password'));
    await user.type(screen.getByLabelText('Repeat the New Password'), 'a-long-new-password');
    reply(200, { success: true, message: messages.passwordReset, data: { token: 'jwt-after-reset' } });
    await user.click(screen.getByRole('button', { name: 'Save and sign in' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(sentBody()).toEqual({ token: 'abc123', password: 'a-long-new-password' });
    expect(localStorage.getItem(storageKeys.accessToken)).toBe('jwt-after-reset');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(messages.passwordReset));
  });

  it('says when the link has expired or was used, and offers a new one', async () => {
    const user = renderAt('/reset-password?token=used');
    await user.type(screen.getByLabelText('New Password'), 'a-long-new-password');
    await user.type(screen.getByLabelText('Repeat the New Password'), 'a-long-new-password');
    reply(400, { success: false, message: messages.resetLinkInvalid, errors: [{ path: 'token', message: messages.resetLinkInvalid }] });
    await user.click(screen.getByRole('button', { name: 'Save and sign in' }));
    expect(await screen.findByText(messages.resetLinkInvalid)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password');
    expect(localStorage.getItem(storageKeys.accessToken)).toBeNull();
  });

  it('opened without a token, asks for a new link at once', () => {
    renderAt('/reset-password');
    expect(screen.getByText(messages.resetLinkInvalid)).toBeInTheDocument();
    expect(screen.queryByLabelText('New Password')).toBeNull();
  });
});
