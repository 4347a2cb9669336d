import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { messages } from '@agency/contract';

import { ToastProvider } from '../layout/toast';
import { mockFetch, reply } from '../testing/fetch-mock';
import { LoginPage } from './login-page';

mockFetch();

const toasts = () => screen.queryAllByRole('alert').map((alert) => alert.textContent);

describe('LoginPage', () => {
  it('a sign-in that works replaces the error toast of the try before it', async () => {
    render(
      <ToastProvider>
        <MemoryRouter initialEntries={['/login']}>
          <Routes>
            <Route path="/login" element={<LoginPage />} />
            <Route path="/dashboard" element={<h1>Dashboard</h1>} />
          </Routes>
        </MemoryRouter>
      </ToastProvider>,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Email/), 'admin@example.com');
    await user.type(screen.getByLabelText(/Password/), 'wrong-password');
    reply(401, { success: false, message: messages.loginInvalid });
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(toasts()).toEqual([messages.loginInvalid]));

    await user.clear(screen.getByLabelText(/Password/));
    await user.type(screen.getByLabelText(/Password/), 'right-password');
    reply(200, { success: true, message: messages.loginSuccess, data: { token: 'jwt-1' } });
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await screen.findByRole('heading', { name: 'Dashboard' });
    await waitFor(() => expect(toasts()).toEqual([messages.loginSuccess]));
  });
});
