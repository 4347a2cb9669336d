import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore, testDataProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';

import { messages, storageKeys } from '@agency/contract';

import { ToastProvider } from '../layout/toast';
import { authProvider, forgetMe } from '../providers/auth-provider';
import { createQueryClient } from '../providers/query-client';
import { fetchMock, mockFetch } from '../testing/fetch-mock';
import { OwnNameForm } from './own-name-form';

mockFetch();
afterEach(forgetMe);

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

describe('OwnNameForm', () => {
  it('shows the signed-in person’s name and saves a new one on their own account', async () => {
    fetchMock.mockImplementation(async (url: string, init: RequestInit) =>
      init.method === 'PUT'
        ? json({ success: true, message: 'User updated successfully', data: { _id: 'u7', email: 'sam@example.com' } })
        : json({
            success: true,
            message: messages.meRetrieved,
            data: { _id: 'u7', email: 'sam@example.com', name: 'Sam', role: 'support' },
          }),
    );
    localStorage.setItem(storageKeys.accessToken, 'jwt');
    render(
      <MemoryRouter>
        <ToastProvider>
          <AdminContext
            dataProvider={testDataProvider()}
            authProvider={authProvider}
            store={memoryStore()}
            queryClient={createQueryClient()}
          >
            <OwnNameForm />
          </AdminContext>
        </ToastProvider>
      </MemoryRouter>,
    );
    const user = userEvent.setup();
    const name = await screen.findByRole('textbox', { name: 'Name' });
    expect(name).toHaveValue('Sam');

    await user.clear(name);
    await user.type(name, 'S');
    await user.click(screen.getByRole('button', { name: 'Save Name' }));
    expect(await screen.findByText('Name must be at least 2 characters long')).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([, init]) => init.method === 'PUT')).toEqual([]);

    await user.type(name, 'am Support');
    await user.click(screen.getByRole('button', { name: 'Save Name' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('User updated successfully'));
    const [url, init] = fetchMock.mock.calls.find(([, call]) => call.method === 'PUT')!;
    expect(url).toBe('/api/v1/auth/u7');
    expect(JSON.parse(String(init.body))).toEqual({ name: 'Sam Support' });
    // The person is not asked for again: the saved name is theirs now.
    await expect(authProvider.getIdentity!()).resolves.toMatchObject({ name: 'Sam Support' });
    expect(fetchMock.mock.calls.filter(([, call]) => call.method === 'GET')).toHaveLength(1);
  });
});
