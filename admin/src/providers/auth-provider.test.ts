import { afterEach, describe, expect, it } from 'vitest';

import { messages, type Me } from '@agency/contract';

import { acceptInvite, authProvider, forgetMe, signInNoticeKey, readSignInNotice, forgetSignInNotice } from './auth-provider';
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

const editor: Me = { _id: 'u2', email: 'eddie@example.com', name: 'Eddie Editor', role: 'editor' };
const answerMe = (me: Me = editor) => reply(200, { success: true, message: messages.meRetrieved, data: me });
const meCalls = () => fetchMock.mock.calls.filter(([url]) => url === '/api/v1/auth/me');

describe('auth provider: who is signed in', () => {
  afterEach(forgetMe);

  it('getPermissions answers the role from GET /auth/me, asked once per token', async () => {
    localStorage.setItem('access_token', 'jwt-editor');
    answerMe();
    await expect(authProvider.getPermissions!({})).resolves.toBe('editor');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/v1/auth/me');
    expect(init.method).toBe('GET');
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer jwt-editor');

    // The sidebar, the routes and the screens ask at once and again: one request.
    await Promise.all([authProvider.getPermissions!({}), authProvider.getPermissions!({}), authProvider.getIdentity!()]);
    expect(meCalls()).toHaveLength(1);

    // Another sign-in is another person.
    localStorage.setItem('access_token', 'jwt-support');
    answerMe({ _id: 'u3', email: 'sam@example.com', name: null, role: 'support' });
    await expect(authProvider.getPermissions!({})).resolves.toBe('support');
    expect(meCalls()).toHaveLength(2);
  });

  it('asks nothing without a token, so the reason a rejected token gave stays the one the sign-in page shows', async () => {
    localStorage.removeItem('access_token');
    sessionStorage.setItem(signInNoticeKey, messages.tokenInvalid);
    const failure = await authProvider.getPermissions!({}).catch((error: unknown) => error);
    expect(failure).toMatchObject({ status: 401 });
    await expect(authProvider.checkError(failure)).rejects.toMatchObject({ redirectTo: '/login' });
    expect(meCalls()).toHaveLength(0);
    expect(sessionStorage.getItem(signInNoticeKey)).toBe(messages.tokenInvalid);
  });

  it('getIdentity answers the account id, the e-mail and the name (the e-mail when there is none)', async () => {
    localStorage.setItem('access_token', 't');
    answerMe({ ...editor, name: null });
    await expect(authProvider.getIdentity!()).resolves.toEqual({ id: 'u2', email: 'eddie@example.com', name: null, fullName: 'eddie@example.com' });
  });

  it('forgets the person on logout and on a rejected token, so the next sign-in asks again', async () => {
    localStorage.setItem('access_token', 'same');
    answerMe();
    await authProvider.getPermissions!({});
    reply(200, { success: true, message: messages.signedOut, data: null });
    await authProvider.logout({});

    localStorage.setItem('access_token', 'same');
    answerMe({ ...editor, role: 'owner' });
    await expect(authProvider.getPermissions!({})).resolves.toBe('owner');
    await expect(authProvider.checkError(new ApiRequestError('http', 401, messages.tokenInvalid))).rejects.toMatchObject({ redirectTo: '/login' });

    localStorage.setItem('access_token', 'same');
    answerMe({ ...editor, role: 'support' });
    await expect(authProvider.getPermissions!({})).resolves.toBe('support');
    expect(meCalls()).toHaveLength(3);
  });

  it('reads the role again after a 403: an owner may have changed it meanwhile', async () => {
    localStorage.setItem('access_token', 't');
    answerMe();
    await authProvider.getPermissions!({});
    await expect(authProvider.checkError(new ApiRequestError('http', 403, messages.roleForbidden))).resolves.toBeUndefined();
    answerMe({ ...editor, role: 'support' });
    await expect(authProvider.getPermissions!({})).resolves.toBe('support');
    expect(localStorage.getItem('access_token')).toBe('t');
  });

  it('does not keep a failed read: the next call asks again', async () => {
    localStorage.setItem('access_token', 't');
    reply(503, { success: false, message: 'Database is down' });
    await expect(authProvider.getPermissions!({})).rejects.toMatchObject({ status: 503, serverMessage: 'Database is down' });
    answerMe();
    await expect(authProvider.getPermissions!({})).resolves.toBe('editor');
  });
});

describe('auth provider: an invitation', () => {
  it('acceptInvite posts the link token, the password and the name, and stores the token it answers', async () => {
    reply(200, { success: true, message: messages.inviteAccepted, data: { token: 'jwt-new' } });
    await expect(acceptInvite({ token: 'invite-1', password: 'a-long-password', name: 'Eddie' })).resolves.toBe(messages.inviteAccepted);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/v1/auth/accept-invite');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ token: 'invite-1', password: 'a-long-password', name: 'Eddie' });
    expect(localStorage.getItem('access_token')).toBe('jwt-new');
  });
});
