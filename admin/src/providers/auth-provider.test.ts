import { describe, expect, it } from 'vitest';

import { messages } from '@agency/contract';

import { authProvider, signInNoticeKey, readSignInNotice, forgetSignInNotice } from './auth-provider';
import { fetchMock, mockFetch, reply } from '../testing/fetch-mock';
import { ApiRequestError } from './http';

mockFetch();

describe('auth provider', () => {
  it('login posts the credentials and stores the token as access_token', async () => {
    reply(200, { success: true, message: messages.loginSuccess, data: { token: 'jwt-1' } });
    await authProvider.login({ email: 'admin@example.com', password: 'secret-pass' });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/v1/auth/login');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ email: 'admin@example.com', password: 'secret-pass' });
    expect(localStorage.getItem('access_token')).toBe('jwt-1');
  });

  it('login fails with the server message and stores nothing', async () => {
    reply(401, { success: false, message: messages.loginInvalid });
    await expect(authProvider.login({ email: 'a@b.co', password: 'x' })).rejects.toMatchObject({ status: 401, serverMessage: messages.loginInvalid });
    expect(localStorage.getItem('access_token')).toBeNull();
  });

  it('login without a token in the answer is a failure', async () => {
    reply(200, { success: true, message: 'ok', data: {} });
    await expect(authProvider.login({ email: 'a@b.co', password: 'x' })).rejects.toBeInstanceOf(ApiRequestError);
    expect(localStorage.getItem('access_token')).toBeNull();
  });

  it('checkAuth passes with a stored token and otherwise redirects to /login without a message', async () => {
    await expect(authProvider.checkAuth({})).rejects.toEqual({ redirectTo: '/login', message: false });
    localStorage.setItem('access_token', 't');
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
  });

  it('checkError on a 401 removes the token, keeps the reason for the sign-in page and redirects', async () => {
    localStorage.setItem('access_token', 'expired');
    const error = new ApiRequestError('http', 401, messages.tokenInvalid, { message: messages.tokenInvalid });
    await expect(authProvider.checkError(error)).rejects.toEqual({ redirectTo: '/login', message: false, logoutUser: false });
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(sessionStorage.getItem(signInNoticeKey)).toBe(messages.tokenInvalid);
    expect(readSignInNotice()).toBe(messages.tokenInvalid);
    forgetSignInNotice();
    expect(readSignInNotice()).toBeNull();
  });

  it('checkError leaves the session alone for other failures', async () => {
    localStorage.setItem('access_token', 'good');
    for (const status of [400, 403, 404, 409, 429, 500, 0]) {
      await expect(authProvider.checkError(new ApiRequestError('http', status, 'x'))).resolves.toBeUndefined();
    }
    expect(localStorage.getItem('access_token')).toBe('good');
  });

  it('logout ends the session on the server, removes the token and sends the person to /login', async () => {
    localStorage.setItem('access_token', 't');
    reply(200, { success: true, message: messages.signedOut, data: null });
    await expect(authProvider.logout({})).resolves.toBe('/login');
    expect(localStorage.getItem('access_token')).toBeNull();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/v1/auth/logout');
    expect(init.method).toBe('POST');
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer t');
  });

  it('logout still signs out when the server cannot be reached', async () => {
    localStorage.setItem('access_token', 't');
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(authProvider.logout({})).resolves.toBe('/login');
    expect(localStorage.getItem('access_token')).toBeNull();
  });
});
