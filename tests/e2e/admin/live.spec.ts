import { randomUUID } from 'node:crypto';

import { expect, test } from '../support/fixtures';
import { api, enterWithToken, watchConsole } from './helpers';
import { tagOf, verifiedQuery } from './inbox-helpers';

/** A second staff account, signed in through the API: the colleague of these tests. */
async function colleague(baseURL: string, token: string) {
  const email = `colleague-${randomUUID().slice(0, 8)}@example.com`;
  const password = 'colleague-password-1';
  expect((await api(baseURL, 'POST', '/user/create-admin', { token, json: { email, password } })).status).toBe(201);
  const login = await api<{ token: string }>(baseURL, 'POST', '/auth/login', { json: { email, password } });
  return { email, token: login.body.data.token };
}

// Staff work as a team (issue 24 item 7): another person's change shows without a reload, and the
// detail says who else has the query open.
test.describe('The inbox, live', () => {
  test('a colleague’s status change and a new verified query show in the open list within a second, without a reload', async ({ page, staffToken, baseURL, mailbox }) => {
    const clean = watchConsole(page);
    const tag = tagOf();
    const first = await verifiedQuery(baseURL!, mailbox, { name: `Live One ${tag}`, email: `live-one-${tag}@example.com`, message: `Live list ${tag}` });
    const streaming = page.waitForResponse((response) => response.url().includes('/api/v1/events?ticket=') && response.status() === 200);
    await enterWithToken(page, await staffToken(), `/dashboard/query?search=${tag}`);
    const row = page.getByRole('row').filter({ hasText: `Live One ${tag}` });
    await expect(row).toContainText('New');
    let reloads = 0;
    page.on('framenavigated', (frame) => void (frame === page.mainFrame() && reloads++));
    // The dashboard's event stream is open (its ticket taken, the stream answered).
    await streaming;

    const other = await colleague(baseURL!, await staffToken());
    const changedAt = Date.now();
    expect((await api(baseURL!, 'PATCH', `/query/${first}`, { token: other.token, json: { status: 'in-progress' } })).status).toBe(200);
    await expect(row).toContainText('In progress', { timeout: 1_000 });
    const shownAfterMs = Date.now() - changedAt;

    await verifiedQuery(baseURL!, mailbox, { name: `Live Two ${tag}`, email: `live-two-${tag}@example.com`, message: `Live list ${tag}` });
    await expect(page.getByRole('row').filter({ hasText: `Live Two ${tag}` })).toBeVisible({ timeout: 2_000 });
    expect(reloads, 'no navigation: the list changed in place').toBe(0);
    test.info().annotations.push({ type: 'figure', description: `status change shown after ${shownAfterMs} ms` });
    clean();
  });

  test('the detail says who else views the query, and asks before a reply that crosses a colleague’s', async ({ page, browser, staffToken, staff, baseURL, mailbox, shot }) => {
    const tag = tagOf();
    const name = `Viewed ${tag}`;
    const email = `viewed-${tag}@example.com`;
    const id = await verifiedQuery(baseURL!, mailbox, { name, email, message: `Who is looking ${tag}` });
    const other = await colleague(baseURL!, await staffToken());

    await enterWithToken(page, await staffToken(), `/dashboard/query/${id}`);
    await expect(page.getByRole('heading', { name: `Query from ${name}` })).toBeVisible();
    await page.getByRole('textbox', { name: `Reply to ${email}` }).fill(`My answer ${tag}`);

    const context = await browser.newContext({ baseURL });
    const theirs = await context.newPage();
    try {
      await enterWithToken(theirs, other.token, `/dashboard/query/${id}`);
      await expect(theirs.getByText(`Also viewing: ${staff.email}`)).toBeVisible();
      await expect(page.getByText(`Also viewing: ${other.email}`)).toBeVisible({ timeout: 2_000 });
      await shot('admin-query-also-viewing');

      // The colleague replies first; the reply shows on this screen, and sending asks first.
      await theirs.getByRole('textbox', { name: `Reply to ${email}` }).fill(`Their answer ${tag}`);
      await theirs.getByRole('button', { name: 'Send reply' }).click();
      await expect(page.getByRole('list', { name: 'Conversation' }).getByText(`Their answer ${tag}`)).toBeVisible({ timeout: 2_000 });
      await page.getByRole('button', { name: 'Send reply' }).click();
      const dialog = page.getByRole('dialog', { name: 'Someone else replied' });
      await expect(dialog).toContainText(`${other.email} replied to this query after you started your reply`);
      await dialog.getByRole('button', { name: 'Send anyway' }).click();
      await expect(page.getByRole('list', { name: 'Conversation' }).getByText(`My answer ${tag}`)).toBeVisible();

      // The colleague leaves: this screen stops naming them.
      await theirs.close();
      await expect(page.getByText(`Also viewing: ${other.email}`)).toHaveCount(0, { timeout: 2_000 });
    } finally {
      await context.close();
    }
  });
});
