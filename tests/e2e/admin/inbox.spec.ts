import { readFile } from 'node:fs/promises';

import { messages } from '@agency/contract';

import { expect, test } from '../support/fixtures';
import { api, enterWithToken, toast, watchConsole } from './helpers';
import { tagOf, verifiedQuery } from './inbox-helpers';

test.describe('Support inbox', () => {
  test('a query is taken through its workflow: status, assignee, a note and a reply mailed to the visitor', async ({ page, staffToken, staff, baseURL, mailbox, shot }) => {
    test.setTimeout(120_000);
    const clean = watchConsole(page);
    const tag = tagOf();
    const name = `Workflow ${tag}`;
    const email = `workflow-${tag}@example.com`;
    await verifiedQuery(baseURL!, mailbox, { name, email, message: `Please cut my interview into shorts ${tag}` });

    await enterWithToken(page, await staffToken(), `/dashboard/query?search=${tag}`);
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('New');
    await expect(row).toContainText('Unassigned');
    await row.getByRole('link', { name }).click();
    await expect(page).toHaveURL(/\/dashboard\/query\/[^/?]+$/);
    await expect(page.getByRole('heading', { name: `Query from ${name}` })).toBeVisible();

    await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'In progress' });
    await expect(toast(page, messages.queryUpdated)).toBeVisible();
    await page.getByRole('combobox', { name: 'Assignee' }).selectOption({ label: staff.email });
    await expect(page.getByRole('combobox', { name: 'Assignee' })).toHaveValue(/.+/);

    await page.getByRole('textbox', { name: 'Add a note' }).fill(`Asked for the raw files ${tag}`);
    await page.getByRole('button', { name: 'Add note' }).click();
    const log = page.getByRole('list', { name: 'Conversation' });
    await expect(log.getByText(`Asked for the raw files ${tag}`)).toBeVisible();

    const reply = `Your shorts are on their way ${tag}`;
    await page.getByRole('textbox', { name: `Reply to ${email}` }).fill(reply);
    await page.getByRole('button', { name: 'Send reply' }).click();
    await expect(toast(page, messages.replyQueued)).toBeVisible();
    await expect(log.getByText(reply)).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('answered');
    await expect
      .poll(async () => (await mailbox.mails(email)).some((mail) => mail.text.includes(reply)), { timeout: 15_000, message: 'the reply mail' })
      .toBe(true);
    await expect(page.getByRole('table', { name: 'Deliveries' }).getByRole('row').filter({ hasText: 'Reply' })).toBeVisible();
    await shot('admin-query-detail');

    await page.getByRole('link', { name: 'Back to queries' }).click();
    await expect(page.getByRole('row').filter({ hasText: name })).toContainText('Answered');
    await expect(page.getByRole('row').filter({ hasText: name })).toContainText(staff.email);
    clean();
  });

  test('filters live in the URL; Export CSV saves every matching row; bulk status, and bulk delete with Undo', async ({ page, staffToken, baseURL, mailbox }) => {
    const clean = watchConsole(page);
    const token = await staffToken();
    const tag = tagOf();
    const names = [`Bulk A ${tag}`, `Bulk B ${tag}`];
    for (const [index, name] of names.entries()) {
      await verifiedQuery(baseURL!, mailbox, { name, email: `bulk${index}-${tag}@example.com`, message: `=HYPERLINK("x") bulk ${tag}` });
    }

    await enterWithToken(page, token, `/dashboard/query?search=${tag}`);
    await expect(page.getByText('2 verified queries found')).toBeVisible();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const csv = await readFile(await (await download).path(), 'utf8');
    for (const name of names) expect(csv).toContain(name);
    expect(csv).not.toContain('"=HYPERLINK');

    await page.getByRole('checkbox', { name: 'Select all queries on this page' }).check();
    const bar = page.getByRole('toolbar', { name: 'Selected queries' });
    await expect(bar).toContainText('2 selected');
    await bar.getByRole('button', { name: 'Set status' }).click();
    await page.getByRole('menuitem', { name: 'Closed' }).click();
    await expect(toast(page, messages.queriesBulkUpdated)).toBeVisible();
    for (const name of names) await expect(page.getByRole('row').filter({ hasText: name })).toContainText('Closed');

    await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'New' });
    await expect(page).toHaveURL(new RegExp(`search=${tag}.*status=new|status=new.*search=${tag}`));
    await expect(page.getByText('No Queries Found')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('new');
    await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Closed' });
    await expect(page.getByText('2 verified queries found')).toBeVisible();

    await page.getByRole('checkbox', { name: 'Select all queries on this page' }).check();
    await page.getByRole('button', { name: 'Delete selected' }).click();
    const undo = toast(page, messages.queriesBulkDeleted);
    await expect(undo).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: names[0] })).toHaveCount(0);
    await undo.getByRole('button', { name: 'Undo' }).click();
    for (const name of names) await expect(page.getByRole('row').filter({ hasText: name })).toBeVisible();
    await expect(undo).toBeHidden(); // before the next delete's toast: two at once are ambiguous

    await page.getByRole('checkbox', { name: 'Select all queries on this page' }).check();
    await page.getByRole('button', { name: 'Delete selected' }).click();
    await expect(toast(page, messages.queriesBulkDeleted)).toBeHidden({ timeout: 15_000 });
    await expect
      .poll(async () => (await api<unknown[]>(baseURL!, 'GET', `/query?searchTerm=${tag}`, { token })).body.data.length, { timeout: 10_000 })
      .toBe(0);
    clean();
  });

  test('the Deliveries screen lists mails by state; the overview shows the figures', async ({ page, staffToken, baseURL, mailbox }) => {
    const clean = watchConsole(page);
    const tag = tagOf();
    const email = `deliveries-${tag}@example.com`;
    await verifiedQuery(baseURL!, mailbox, { name: `Mail ${tag}`, email, message: `Counting mails ${tag}` });
    await enterWithToken(page, await staffToken(), '/dashboard/deliveries');
    await expect(page.getByRole('heading', { name: 'Deliveries' })).toBeVisible();
    // Its code mail and, since references (issue 24), its receipt.
    await expect(page.getByRole('row').filter({ hasText: email }).filter({ hasText: 'Code mail' })).toContainText('Sent');
    await expect(page.getByRole('row').filter({ hasText: email }).filter({ hasText: 'Receipt' })).toBeVisible();
    await page.getByRole('combobox', { name: 'State' }).selectOption({ label: 'Failed' });
    await expect(page).toHaveURL(/failed/);
    await expect(page.getByRole('row').filter({ hasText: email })).toHaveCount(0);

    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Welcome to Dashboard' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Verification rate' })).toBeVisible();
    const weeks = page.getByRole('table', { name: 'New queries per week' });
    await expect(weeks).toBeAttached();
    await expect(page.getByRole('table', { name: 'Open queries by status' }).getByRole('row', { name: /New/ })).toBeAttached();
    clean();
  });
});
