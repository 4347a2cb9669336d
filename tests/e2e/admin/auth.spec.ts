import { messages } from '@agency/contract';

import { expect, test } from '../support/fixtures';
import { enterWithToken, toast, unique, watchConsole } from './helpers';

test.describe('sign in, the guard and sign out', () => {
  test('the guard sends a visitor without a token to /login', async ({ page, shot }) => {
    const clean = watchConsole(page);
    await page.goto('/dashboard/package');
    await expect(page).toHaveURL(/\/login\/?$/);
    await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
    await shot('admin-login');
    clean();
  });

  test('required fields, then a refused sign-in shows the server message', async ({ page }) => {
    const clean = watchConsole(page);
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText(messages.required)).toHaveCount(2);

    // An unknown address: failing here never counts against (or locks) the shared account.
    await page.getByLabel('Email').fill(`${unique('nobody').replace(' ', '-')}@example.com`);
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(toast(page, messages.loginInvalid)).toBeVisible();
    await expect(page).toHaveURL(/\/login\/?$/);
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
    clean();
  });

  test('signs in with the keyboard, stores the token and shows the overview', async ({ page, staff, shot }) => {
    const clean = watchConsole(page);
    await page.goto('/login');
    await expect(page.getByLabel('Email')).toBeFocused();
    await page.keyboard.type(staff.email);
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Password')).toBeFocused();
    await page.keyboard.type(staff.password);
    await page.keyboard.press('Enter');
    await expect(toast(page, messages.loginSuccess)).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Welcome to Dashboard' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeTruthy();

    const nav = page.getByRole('navigation', { name: 'Dashboard' });
    const links: [string, string][] = [
      ['Category', '/dashboard/category'],
      ['Package', '/dashboard/package'],
      ['Team Members', '/dashboard/team'],
      ['Query', '/dashboard/query'],
      ['Change Password', '/dashboard/change-password'],
      ['CMS', '/cms'],
      ['Home', '/'],
    ];
    for (const [name, href] of links) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await expect(nav.getByRole('link', { name: 'Cutroom Studio Dashboard' })).toHaveAttribute('href', '/');
    await shot('admin-overview');
    clean();
  });

  test('one sign-in: the sidebar’s CMS opens the panel signed in, and signing out of the dashboard signs the panel out', async ({ page, staff }) => {
    const clean = watchConsole(page);
    await page.goto('/login');
    await page.getByLabel('Email').fill(staff.email);
    await page.getByLabel('Password').fill(staff.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'CMS', exact: true }).click();
    // The panel's own dashboard, not its sign-in form.
    await expect(page).toHaveURL(/\/cms\/?$/);
    await expect(page.locator('.template-default')).toBeVisible();
    await expect(page.locator('#field-password')).toHaveCount(0);

    await page.goto('/dashboard');
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login\/?$/);
    await page.goto('/cms');
    await expect(page).toHaveURL(/\/cms\/login/);
    clean();
  });

  test('a token the server rejects ends at /login with the token removed', async ({ page }) => {
    const clean = watchConsole(page);
    await enterWithToken(page, 'not-a-real-token', '/dashboard/query');
    await expect(page).toHaveURL(/\/login\/?$/);
    await expect(page.getByText(messages.tokenInvalid)).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
    clean();
  });

  test('logout removes the token and goes to /login; the dashboard is closed again', async ({ page, staffToken }) => {
    const clean = watchConsole(page);
    await enterWithToken(page, await staffToken(), '/dashboard/package');
    await expect(page.getByRole('heading', { name: 'Package Management' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login\/?$/);
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
    await page.goto('/dashboard/team');
    await expect(page).toHaveURL(/\/login\/?$/);
    clean();
  });

  test('the sidebar works with the keyboard and shows where the focus is', async ({ page, staffToken, baseURL }) => {
    const clean = watchConsole(page);
    await enterWithToken(page, await staffToken(), '/dashboard');
    await expect(page.getByRole('heading', { name: 'Welcome to Dashboard' })).toBeVisible();
    const sidebar = page.getByRole('navigation', { name: 'Dashboard' });
    const category = sidebar.getByRole('link', { name: 'Category', exact: true });
    // Tab from the top of the page: brand link first, then the sections, the overview first of them.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(sidebar.getByRole('link', { name: 'Overview', exact: true })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(category).toBeFocused();
    const outline = await category.evaluate((element) => getComputedStyle(element).outlineStyle);
    expect(outline).not.toBe('none');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${baseURL}/dashboard/category`);
    await expect(page.getByRole('heading', { name: 'Category Management' })).toBeVisible();
    clean();
  });
});

test.describe('a forgotten dashboard password', () => {
  test('"Forgot password?" mails a link to the dashboard’s reset page, which sets a new password and signs the person in', async ({ page, request, mailbox, staffToken, baseURL }) => {
    const clean = watchConsole(page);
    const email = `dashboard-reset-${Date.now()}@example.com`;
    const auth = { Authorization: `Bearer ${await staffToken()}` };
    const created = await request.post('/api/v1/user/create-admin', { headers: auth, data: { email, password: 'first-password-1' } });
    expect(created.status()).toBe(201);
    const { _id: id } = ((await created.json()) as { data: { _id: string } }).data;
    try {
      await page.goto('/login');
      await page.getByRole('link', { name: 'Forgot password?' }).click();
      await expect(page).toHaveURL(/\/forgot-password$/);
      await page.getByLabel('Email').fill(email);
      await page.getByRole('button', { name: 'Send the link' }).click();
      await expect(page.getByRole('status')).toHaveText(messages.resetLinkSent);

      // A new staff account also gets the staff notices of queries other specs verify meanwhile.
      const resetMails = async () => (await mailbox.mails(email)).filter((mail) => mail.subject.startsWith('Reset your'));
      await expect.poll(async () => (await resetMails()).length, { message: `a reset mail to ${email}` }).toBe(1);
      const link = /href="([^"]+\/reset-password\?token=[^"]+)"/.exec((await resetMails())[0]!.html)?.[1]?.replace(/&amp;/g, '&');
      expect(link, 'a link to the dashboard’s reset page').toBeDefined();
      expect(new URL(link!).origin).toBe(new URL(baseURL!).origin);

      await page.goto(link!);
      await expect(page.getByRole('heading', { name: 'Choose a New Password' })).toBeVisible();
      await expect(page).toHaveURL(/\/reset-password$/);
      await page.getByLabel('New Password', { exact: true }).fill('second-password-2');
      await page.getByLabel('Repeat the New Password').fill('second-password-2');
      await page.getByRole('button', { name: 'Save and sign in' }).click();
      await expect(page).toHaveURL(/\/dashboard/);
      await expect(toast(page, messages.passwordReset)).toBeVisible();
      const signIn = await request.post('/api/v1/auth/login', { data: { email, password: 'second-password-2' } });
      expect(signIn.status()).toBe(200);
      clean();
    } finally {
      await request.delete(`/api/v1/auth/${id}`, { headers: auth });
    }
  });
});
