import type { AuthProvider } from 'react-admin';

import { endpoints, storageKeys, type LoginInput, type ResetPasswordInput } from '@agency/contract';

import { apiClient, ApiRequestError, getToken } from './http';

export const loginPath = '/login';

/**
 * Why the last session ended, shown once on the sign-in page. The page lives outside
 * <Admin>, so react-admin's notifications are gone by the time it renders.
 */
export const signInNoticeKey = 'signin_notice';

export const readSignInNotice = (): string | null => sessionStorage.getItem(signInNoticeKey);
export const forgetSignInNotice = (): void => sessionStorage.removeItem(signInNoticeKey);

const clearToken = () => localStorage.removeItem(storageKeys.accessToken);

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
    // 403 and everything else are errors of the action, shown where it happened.
  },

  async getPermissions() {
    return undefined;
  },
};
