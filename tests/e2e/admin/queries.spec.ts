import { randomUUID } from 'node:crypto';

import { messages } from '@agency/contract';

import { expect, test, type Mailbox } from '../support/fixtures';
import { api, enterWithToken, toast, watchConsole } from './helpers';

/** Submits a support query like the public site does; verifies it with the mailed code when asked. */
async function submitQuery(baseURL: string, mailbox: Mailbox, input: { name: string; email: string; message: string }, verify: boolean) {
  const created = await api<{ id: string }>(baseURL, 'POST', '/query/create', { json: { ...input, phone: '+1 555 010 1234' } });
  expect(created.status).toBe(201);
  if (!verify) return created.body.data.id;
  const otp = await mailbox.codeFor(input.email);
  const verified = await api(baseURL, 'POST', '/query/verify-otp', { json: { otp, queryId: created.body.data.id } });
  expect(verified.status).toBe(200);
  return created.body.data.id;
}

test.describe('Query Management', () => {
  test('a query verified through the real OTP flow can be found, viewed and deleted', async ({ page, staffToken, baseURL, mailbox, shot }) => {
    const clean = watchConsole(page);
    const tag = randomUUID().slice(0, 8);
    const name = `Querier ${tag}`;
    const message = `I need help editing forty podcast episodes for my channel, with captions and thumbnails. Reference ${tag}-TAIL-ONLY-IN-FULL`;
    await submitQuery(baseURL!, mailbox, { name, email: `verified-${tag}@example.com`, message }, true);
    // Same tag, never verified: staff never see it.
    await submitQuery(baseURL!, mailbox, { name: `Unverified ${tag}`, email: `pending-${tag}@example.com`, message: `Not verified ${tag} yet` }, false);

    await enterWithToken(page, await staffToken(), '/dashboard/query');
    await expect(page.getByRole('heading', { name: 'Query Management' })).toBeVisible();
    await expect(page.getByText('Manage and review customer queries')).toBeVisible();
    for (const card of ['Total Queries', 'Current Page', 'Total Pages']) await expect(page.getByRole('region', { name: card })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Customer Queries' })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: name })).toBeVisible();
    await shot('admin-queries');

    const search = page.getByRole('searchbox', { name: 'Search queries' });
    await expect(search).toHaveAttribute('placeholder', 'Search queries...');
    await search.pressSequentially(tag);
    await expect(page).toHaveURL(new RegExp(`[?&]search=${tag}`));
    await expect(page.getByText('1 verified queries found')).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText(`${message.slice(0, 100)}...`);
    await expect(row).not.toContainText('TAIL-ONLY-IN-FULL');
    await expect(row).toContainText('Verified');
    await expect(page.getByText(`Unverified ${tag}`)).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Pagination' })).toHaveCount(0);

    // The search survives a reload.
    await page.reload();
    await expect(search).toHaveValue(tag);
    await expect(page.getByText('1 verified queries found')).toBeVisible();
    await expect(row).toBeVisible();

    await row.getByRole('button', { name: `View query from ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Query from ${name}` });
    await expect(dialog.getByText('Submitted customer inquiry details')).toBeVisible();
    await expect(dialog.getByText(message)).toBeVisible();
    await expect(dialog.getByText(`verified-${tag}@example.com`)).toBeVisible();
    await expect(dialog.getByText('+1 555 010 1234')).toBeVisible();
    await expect(dialog.getByText('Verified', { exact: true })).toBeVisible();
    await shot('admin-query-view');
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await row.getByRole('button', { name: `Delete query from ${name}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Query' });
    await expect(confirm).toContainText(`Are you sure you want to delete this query from ${name}? This action cannot be undone.`);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(row).toBeVisible();

    await row.getByRole('button', { name: `Delete query from ${name}` }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, messages.queryDeleted)).toBeVisible();
    await expect(page.getByText('No Queries Found')).toBeVisible();
    await expect(page.getByText('No queries match your search criteria.')).toBeVisible();
    await shot('admin-queries-empty');
    clean();
  });
});
