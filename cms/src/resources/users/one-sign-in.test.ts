import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { bootApp, staffLogin, type TestApp } from '../../testing/boot';

/** The panel's cookie of a sign-in's answer: its value and attributes, or undefined. */
const panelCookie = (headers: Headers) => headers.getSetCookie().find((cookie) => cookie.startsWith('agency-token='));

/** One sign-in for the dashboard and the CMS panel (issue 25 item 4). */
describe('one sign-in', () => {
  let app: TestApp;
  const signIn = async () => {
    const res = await app.call('POST', '/api/v1/auth/login', { json: staffLogin });
    expect(res.status).toBe(200);
    return { token: res.body.data.token as string, cookie: panelCookie(res.headers) };
  };
  // As the panel's pages ask, in a browser: the cookie, and the browser's word that it is the same origin.
  const asPanel = (cookie: string) => ({ Cookie: cookie.split(';')[0]!, 'Sec-Fetch-Site': 'same-origin' });
  const panelMe = async (cookie: string) => (await app.call('GET', '/cms/api/users/me', { headers: asPanel(cookie) })).body?.user?.email as string | undefined;

  beforeAll(async () => {
    app = await bootApp({ redisUrl: inject('redisUrl'), prefix: `one-sign-in-${process.pid}`, env: { CMS_PANEL: 'on' } });
  });
  afterAll(() => app?.stop());

  it('signs the panel in with the dashboard: the token is also an HttpOnly cookie of the same session', async () => {
    const { token, cookie } = await signIn();
    expect(cookie).toBeDefined();
    expect(cookie).toContain(`agency-token=${token}`);
    expect(cookie).toMatch(/;\s*HttpOnly/i);
    expect(cookie).toMatch(/;\s*Path=\//i);
    expect(cookie).toMatch(/;\s*SameSite=Lax/i);
    expect(await panelMe(cookie!)).toBe(staffLogin.email);
    // A refused sign-in sets nothing.
    const refused = await app.call('POST', '/api/v1/auth/login', { json: { ...staffLogin, password: 'not-the-password' } });
    expect(refused.status).toBe(401);
    expect(panelCookie(refused.headers)).toBeUndefined();
  });

  it('signing out of the dashboard signs the panel out; signing out of the panel ends the dashboard’s token', async () => {
    const first = await signIn();
    const out = await app.call('POST', '/api/v1/auth/logout', { token: first.token });
    expect(out.status).toBe(200);
    const expired = panelCookie(out.headers);
    expect(expired).toMatch(/^agency-token=;/);
    expect(Date.parse(/Expires=([^;]+)/i.exec(expired!)![1]!)).toBeLessThan(Date.now());
    // Even a copy of the cookie kept elsewhere no longer works: the session is gone.
    expect(await panelMe(first.cookie!)).toBeUndefined();

    const second = await signIn();
    const panelOut = await app.call('POST', '/cms/api/users/logout', { headers: asPanel(second.cookie!) });
    expect(panelOut.status).toBe(200);
    expect((await app.call('GET', '/api/v1/auth', { token: second.token })).status).toBe(401);
  });
});
