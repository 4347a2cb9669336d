import type { AuthProvider } from 'react-admin';

import { endpoints, storageKeys, type BodyOf, type LoginInput, type Me, type ResetPasswordInput } from '@agency/contract';

import { apiClient, ApiRequestError, getToken } from './http';

export const loginPath = '/login';

/**
 * Why the last session ended, shown once on the sign-in page. The page lives outside
 * <Admin>, so react-admin's notifications are gone by the time it renders.
 */
export const signInNoticeKey = 'signin_notice';

export const readSignInNotice = (): string | null => sessionStorage.getItem(signInNoticeKey);
export const forgetSignInNotice = (): void => sessionStorage.removeItem(signInNoticeKey);

/**
 * The signed-in person (`GET /auth/me`), asked once per token: their role decides the screens
 * (getPermissions), their id names their own account. The answer is kept as a promise, so the
 * sidebar, the screens and the routes asking at once make one request.
 */
let me: { token: string; answer: Promise<Me> } | undefined;

/** Who is signed in, from the cache or the server. A failed read is not kept: the next call asks again. */
export function getMe(): Promise<Me> {
  const token = getToken() ?? '';
  // Signed out (a rejected token was just removed): no request, whose "Please sign in" would
  // replace the reason the sign-in page is about to show. checkError still sends the person there.
  if (!token) return Promise.reject(new ApiRequestError('http', 401, 'Not signed in'));
  if (me?.token !== token) {
    const entry = { token, answer: apiClient.call(endpoints.auth.me).then(({ data }) => data) };
    me = entry;
    entry.answer.catch(() => {
      if (me === entry) me = undefined;
    });
  }
  return me.answer;
}

/** Forgets who is signed in: after a sign-out, a rejected token, or a change of one's own role. */
export function forgetMe(): void {
  me = undefined;
}

const clearToken = () => {
  localStorage.removeItem(storageKeys.accessToken);
  forgetMe();
};

/** Keeps the token of a sign-in's answer; returns the server's success message. */
function keepToken(body: { message: string; data?: { token?: string } | null }): string {
  const token = body.data?.token;
  if (!token) throw new ApiRequestError('parse', 200, 'The sign-in answer carried no token');
  localStorage.setItem(storageKeys.accessToken, token);
  return body.message;
}

/** Signs in and stores the token; returns the server's success message. */
export async function signIn(input: LoginInput): Promise<string> {
  return keepToken(await apiClient.call(endpoints.auth.login, { body: input }));
}

/** Sets a new password with a mailed reset link's token, which signs the person in; returns the server's message. */
export async function resetPassword(input: ResetPasswordInput): Promise<string> {
  return keepToken(await apiClient.call(endpoints.auth.resetPassword, { body: input }));
}

/** Accepts a mailed invitation: sets the new account's password (and name) and signs it in; returns the server's message. */
export async function acceptInvite(input: BodyOf<typeof endpoints.auth.acceptInvite>): Promise<string> {
  return keepToken(await apiClient.call(endpoints.auth.acceptInvite, { body: input }));
}

/** Sets the signed-in person's own name (a blank one clears it); returns the server's message. */
export async function saveOwnName(name: string): Promise<string> {
  const current = await getMe();
  const body = await apiClient.call(endpoints.users.update, { params: { id: current._id }, body: { name } });
  const token = getToken() ?? '';
  if (me?.token === token) me = { token, answer: Promise.resolve({ ...current, name: name.trim() || null }) };
  return body.message;
}

/**
 * The dashboard's guard only looks for a stored token (RequireToken, and
 * checkAuth for react-admin's own checks). A token the server no longer accepts is
 * caught by checkError on the first 401: the token is removed and the person sent to /login.
 */
export const authProvider: AuthProvider = {
  async login(params: LoginInput) {
    await signIn(params);
  },

  async logout() {
    // The server ends the session, so a copy of the token left anywhere stops working too.
    // Signing out never waits on that or fails because of it: the token is gone here either way.
    if (getToken()) void apiClient.call(endpoints.auth.logout).catch(() => undefined);
    clearToken();
    return loginPath;
  },

  async checkAuth() {
    if (!getToken()) throw { redirectTo: loginPath, message: false };
  },

  async checkError(error: unknown) {
    const status = (error as { status?: number } | null)?.status;
    if (status === 401) {
      clearToken();
      const message = error instanceof ApiRequestError ? error.serverMessage : undefined;
      if (message) sessionStorage.setItem(signInNoticeKey, message);
      // The token is gone already: only navigate. react-admin's full logout would also
      // clear the query cache, re-run every query without a token and loop on the 401s.
      throw { redirectTo: loginPath, message: false, logoutUser: false };
    }
    // 403 and everything else are errors of the action, shown where it happened. A 403 may mean
    // an owner changed the person's role meanwhile: the next read of the role asks the server.
    if (status === 403) forgetMe();
  },

  /** The person's role (`roles` of the contract): which screens and links the dashboard shows them. */
  async getPermissions() {
    return (await getMe()).role;
  },

  async getIdentity() {
    const { _id, email, name } = await getMe();
    return { id: _id, email, name, fullName: name ?? email };
  },
};
