import { messages } from '@agency/contract';

import { expect, test } from '../support/fixtures';
import { api, toast, unique, watchConsole } from './helpers';

test.describe('Change Password', () => {
  // A throwaway staff account: the shared one keeps its password for every other test.
  test('changes the password, ends the session and signs in with the new one', async ({ page, staffToken, baseURL, shot }) => {
    const clean = watchConsole(page);
    const token = await staffToken();
    const email = `${unique('pw').replace(' ', '-')}@example.com`;
    const created = await api<{ _id: string }>(baseURL!, 'POST', '/user/create-admin', { token, json: { email, password: 'first-password-1' } });
    expect(created.status).toBe(201);
    try {
      await page.goto('/login');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password').fill('first-password-1');
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expect(page.getByRole('heading', { name: 'Welcome to Dashboard' })).toBeVisible();

      await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Change Password' }).click();
      await expect(page.getByRole('heading', { name: 'Change Password' })).toBeVisible();
      const submit = page.getByRole('button', { name: 'Change Password' });
      // The rule is told before the first try; each password can be shown and hidden again.
      await expect(page.getByLabel('New Password')).toHaveAccessibleDescription('At least 8 characters.');
      const show = page.getByRole('button', { name: 'Show password' });
      await expect(show).toHaveCount(2);
      await show.nth(1).click();
      await expect(show.nth(1)).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByLabel('New Password')).toHaveAttribute('type', 'text');
      await show.nth(1).click();
      await expect(page.getByLabel('New Password')).toHaveAttribute('type', 'password');
      await submit.click();
      await expect(page.getByText(messages.required, { exact: true })).toHaveCount(2);
      await shot('admin-change-password');

      await page.getByLabel('Old Password').fill('not-my-password');
      await page.getByLabel('New Password').fill('second-password-2');
      await submit.click();
      // Said once, where it is put right (it was also a toast beside it).
      await expect(page.getByLabel('Old Password')).toHaveAccessibleDescription(messages.oldPasswordWrong);
      await expect(page.getByText(messages.oldPasswordWrong)).toHaveCount(1);
      await expect(toast(page, messages.oldPasswordWrong)).toHaveCount(0);

      await page.getByLabel('Old Password').fill('first-password-1');
      await submit.click();
      await expect(toast(page, messages.passwordChanged)).toBeVisible();
      await expect(page).toHaveURL(/\/login\/?$/);
      expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();

      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password').fill('second-password-2');
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expect(toast(page, messages.loginSuccess)).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Welcome to Dashboard' })).toBeVisible();
      clean();
    } finally {
      await api(baseURL!, 'DELETE', `/auth/${created.body.data._id}`, { token });
    }
  });
});
