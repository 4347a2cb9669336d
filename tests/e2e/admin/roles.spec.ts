import { readFileSync } from 'node:fs';

import { messages } from '@agency/contract';

import { expect, test } from '../support/fixtures';
import { api, enterWithToken, toast, unique, watchConsole } from './helpers';

/*
 * Roles, the trash and the audit log in the real dashboard. Covered elsewhere: "Forgot password?"
 * on /login (auth.spec.ts, "a forgotten dashboard password") and the CMS link opening the panel
 * signed in (auth.spec.ts, "one sign-in").
 */

/** A new address no other test or run uses. */
const newAddress = (prefix: string) => `${unique(prefix).replace(' ', '-').toLowerCase()}@example.com`;

test.describe('roles', () => {
  test('the owner invites an editor, who joins from the mailed link and sees only the editor’s screens', async ({ page, browser, mailbox, staffToken, baseURL }) => {
    const clean = watchConsole(page);
    const token = await staffToken();
    const email = newAddress('e2e-editor');
    try {
      await enterWithToken(page, token, '/dashboard/staff');
      await expect(page.getByRole('heading', { name: 'Staff', exact: true })).toBeVisible();
      await page.getByRole('button', { name: 'Invite' }).click();
      const dialog = page.getByRole('dialog', { name: 'Invite a Colleague' });
      await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
      await dialog.getByRole('combobox', { name: 'Role' }).selectOption('Editor');
      await dialog.getByRole('button', { name: 'Send Invitation' }).click();
      await expect(toast(page, messages.inviteSent)).toBeVisible();
      await expect(dialog).toBeHidden();
      const row = page.getByRole('row').filter({ hasText: email });
      await expect(row).toContainText('Invited');
      await expect(row.getByRole('combobox', { name: `Role of ${email}` })).toHaveValue('editor');

      const invitations = async () => (await mailbox.mails(email)).filter((mail) => mail.subject.startsWith('You are invited'));
      await expect.poll(async () => (await invitations()).length, { message: `an invitation to ${email}` }).toBe(1);
      const link = /href="([^"]+\/accept-invite\?token=[^"]+)"/.exec((await invitations())[0]!.html)?.[1]?.replace(/&amp;/g, '&');
      expect(link, 'a link to the dashboard’s accept-invite page').toBeDefined();
      expect(new URL(link!).origin).toBe(new URL(baseURL!).origin);

      // The invitee in a browser of their own: the owner's sign-in is not theirs.
      const context = await browser.newContext({ baseURL });
      try {
        const invitee = await context.newPage();
        const inviteeClean = watchConsole(invitee);
        await invitee.goto(link!);
        await expect(invitee.getByRole('heading', { name: 'Join the Team' })).toBeVisible();
        await expect(invitee).toHaveURL(/\/accept-invite$/);
        await invitee.getByLabel('Your Name (optional)').fill('Eddie Editor');
        await invitee.getByLabel('Password', { exact: true }).fill('editor-password-1');
        await invitee.getByLabel('Repeat the Password').fill('editor-password-1');
        await invitee.getByRole('button', { name: 'Join and sign in' }).click();

        // An editor starts at the packages, and the sidebar holds their screens only.
        await expect(invitee).toHaveURL(/\/dashboard\/package$/);
        await expect(toast(invitee, messages.inviteAccepted)).toBeVisible();
        await expect(invitee.getByRole('heading', { name: 'Package Management' })).toBeVisible();
        const nav = invitee.getByRole('navigation', { name: 'Dashboard' });
        await expect(nav.getByRole('link', { name: 'Change Password' })).toBeVisible();
        await expect(nav.getByRole('link')).toHaveText([/Cutroom Studio/, 'Category', 'Package', 'Team Members', 'Trash', 'Change Password', 'CMS', 'Home']);
        for (const hidden of ['Overview', 'Query', 'Deliveries', 'Staff', 'Audit log']) {
          await expect(nav.getByRole('link', { name: hidden, exact: true })).toHaveCount(0);
        }

        // A screen of another role, opened by its address, says so rather than "not found".
        await invitee.goto('/dashboard/query');
        await expect(invitee.getByRole('heading', { name: messages.roleForbidden })).toBeVisible();
        await expect(invitee.getByText(/You are signed in as Editor/)).toBeVisible();
        await invitee.goto('/dashboard/staff');
        await expect(invitee.getByRole('heading', { name: messages.roleForbidden })).toBeVisible();
        inviteeClean();
      } finally {
        await context.close();
      }

      // The owner's list now shows the account active.
      await page.reload();
      await expect(page.getByRole('row').filter({ hasText: email })).toContainText('Active');
      clean();
    } finally {
      const accounts = await api<{ _id: string; email: string }[]>(baseURL!, 'GET', '/staff', { token });
      const account = accounts.body.data.find((entry) => entry.email === email);
      if (account) await api(baseURL!, 'DELETE', `/staff/${account._id}`, { token });
    }
  });
});

test.describe('the trash and the audit log', () => {
  test('an owner deletes a package, finds it in the trash, restores it, and reads both in the audit log', async ({ page, staffToken, baseURL, shot }) => {
    const clean = watchConsole(page);
    const token = await staffToken();
    const name = unique('E2E Trashed');
    const category = await api<{ _id: string }>(baseURL!, 'POST', '/category/create', { token, json: { name: unique('E2E Trash Category') } });
    const created = await api<{ _id: string }>(baseURL!, 'POST', '/package/create', {
      token,
      json: {
        name,
        description: 'Goes to the trash and back',
        price: 5,
        priceBasis: 'per video',
        features: ['x'],
        category: category.body.data._id,
        paymentRedirectURL: 'https://pay.example.com/trash',
      },
    });
    const id = created.body.data._id;
    try {
      await enterWithToken(page, token, '/dashboard/package');
      const row = page.getByRole('table', { name: 'Packages' }).getByRole('row').filter({ hasText: name });
      await row.getByRole('button', { name: `Delete ${name}` }).click();
      await expect(toast(page, messages.packageDeleted)).toBeVisible();
      await expect(row).toHaveCount(0);

      const nav = page.getByRole('navigation', { name: 'Dashboard' });
      await nav.getByRole('link', { name: 'Trash', exact: true }).click();
      await expect(page).toHaveURL(/\/dashboard\/trash$/);
      await expect(page.getByRole('heading', { name: 'Trash' })).toBeVisible();
      const trashed = page.getByRole('table', { name: 'Trash' }).getByRole('row').filter({ hasText: name });
      await expect(trashed).toContainText('Package');
      await expect(trashed).toContainText('purged on');
      await shot('admin-trash');

      // Restore, with the keyboard.
      await trashed.getByRole('button', { name: `Restore ${name}` }).focus();
      await page.keyboard.press('Enter');
      await expect(toast(page, messages.restored)).toBeVisible();
      await expect(trashed).toHaveCount(0);

      await nav.getByRole('link', { name: 'Package', exact: true }).click();
      await expect(page.getByRole('heading', { name: 'Package Management' })).toBeVisible();
      await expect(row).toHaveCount(1);

      // The owner's audit log has the delete and the restore of this package, and exports them.
      await nav.getByRole('link', { name: 'Audit log', exact: true }).click();
      await expect(page.getByRole('heading', { name: 'Audit log' })).toBeVisible();
      const entries = page.getByRole('table', { name: 'Audit log' }).getByRole('row').filter({ hasText: id });
      await page.getByRole('combobox', { name: 'Resource' }).selectOption('Packages');
      await expect(page).toHaveURL(/filter=/);
      await expect(entries.filter({ hasText: 'Delete' })).toContainText('admin@example.com');
      await expect(entries.filter({ hasText: 'Create' }).getByRole('button', { name: /^Show all/ })).toBeVisible();
      await shot('admin-audit');
      await page.getByRole('combobox', { name: 'Action' }).selectOption('Restore');
      await expect(entries).toHaveCount(1);
      await expect(entries).toContainText('Restore');
      await expect(entries).toContainText('admin@example.com');

      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Export CSV' }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/^audit-\d{4}-\d{2}-\d{2}\.csv$/);
      const text = readFileSync(await file.path(), 'utf8');
      expect(text.split(/\r?\n/)[0]).toContain('action');
      expect(text).toContain(id);
      expect(text).not.toMatch(/,delete,packages,/);
      clean();
    } finally {
      await api(baseURL!, 'DELETE', `/package/delete-package/${id}`, { token });
      await api(baseURL!, 'DELETE', `/category/delete-category/${category.body.data._id}`, { token });
    }
  });
});
