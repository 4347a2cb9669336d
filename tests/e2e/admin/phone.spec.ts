import { expect, test } from '../support/fixtures';
import { api, enterWithToken, unique, watchConsole } from './helpers';
import { dashboardPaths, tagOf, verifiedQuery } from './inbox-helpers';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });

test.describe('Dashboard on a phone (390 px)', () => {
  test('the sidebar is a drawer behind the menu button: focus goes in, Escape closes it, a link closes it', async ({ page, staffToken }) => {
    const clean = watchConsole(page);
    await enterWithToken(page, await staffToken(), '/dashboard');
    await expect(page.getByRole('heading', { name: 'Welcome to Dashboard' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Dashboard' });
    await expect(nav).toBeHidden();
    const menu = page.getByRole('button', { name: 'Open menu' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');

    await menu.click();
    await expect(nav).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Close menu' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
    await expect(menu).toBeFocused();

    await menu.click();
    await nav.getByRole('link', { name: 'Query' }).click();
    await expect(page).toHaveURL(/\/dashboard\/query$/);
    await expect(nav).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Query Management' })).toBeVisible();

    await menu.click();
    await nav.getByRole('button', { name: 'Close menu' }).click();
    await expect(nav).toBeHidden();
    clean();
  });

  test('tables are stacked cards with labelled fields and every action, and nothing is wider than the screen', async ({ page, staffToken, baseURL, mailbox, shot }) => {
    const clean = watchConsole(page);
    const token = await staffToken();
    const category = await api<{ _id: string }>(baseURL!, 'POST', '/category/create', { token, json: { name: unique('Phone Category') } });
    const tag = tagOf();
    const name = `Phone ${tag}`;
    const queryId = await verifiedQuery(baseURL!, mailbox, { name, email: `phone-${tag}@example.com`, message: `A query read on a phone ${tag}, long enough to wrap.` });

    await enterWithToken(page, token, `/dashboard/query?search=${tag}`);
    const cards = page.getByRole('list', { name: 'Customer queries' });
    await expect(cards).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    const card = cards.getByRole('listitem').filter({ hasText: name });
    for (const label of ['Email', 'Phone', 'Message', 'Status', 'Assignee', 'Received', 'Actions']) await expect(card.getByRole('term').filter({ hasText: label })).toHaveCount(1);
    await expect(card.getByRole('button', { name: `View query from ${name}` })).toBeVisible();
    await expect(card.getByRole('button', { name: `Delete query from ${name}` })).toBeVisible();
    await expect(card.getByRole('checkbox', { name: `Select query from ${name}` })).toBeVisible();
    await shot('admin-phone-queries');

    await page.goto('/dashboard/category');
    await expect(page.getByRole('list', { name: 'Categories' })).toBeVisible();

    const tooWide: string[] = [];
    for (const path of dashboardPaths(queryId)) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > 390) tooWide.push(`${path}: ${width} px`);
    }
    expect(tooWide).toEqual([]);
    await api(baseURL!, 'DELETE', `/category/delete-category/${category.body.data._id}`, { token });
    clean();
  });
});
