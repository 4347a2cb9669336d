import { expect, test } from '../support/fixtures';

// Content editors work in Payload's own panel at /cms, served by the same process.
test.describe('CMS panel', () => {
  test.beforeEach(async ({ page, staff }) => {
    await page.goto('/cms');
    await page.getByLabel('Email').fill(staff.email);
    await page.getByLabel('Password').fill(staff.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('navigation').getByRole('link', { name: 'Site content' })).toBeVisible();
  });

  test('shows the site content an editor changes, seeded with the spec’s copy', async ({ page, shot }) => {
    await page.goto('/cms/globals/site-content');
    // The hero group comes first; its fields' labels repeat further down (process cards…).
    await expect(page.getByLabel('Title').first()).toHaveValue('Unlock effortless content creation with strategic video editing');
    await expect(page.getByLabel('Trusted By')).toHaveValue('Trusted by 53+ business owners');
    await shot('cms-site-content');
  });

  test('a category created in the panel is in the public API at once, and gone when deleted', async ({ page, request, shot }) => {
    const name = `Panel category ${Date.now()}`;
    const names = async () => ((await (await request.get('/api/v1/category/get-all-category')).json()) as { data: { name: string }[] }).data.map((c) => c.name);
    expect(await names()).not.toContain(name); // and the list is now cached

    await page.goto('/cms/collections/categories/create');
    await page.getByLabel('Name').fill(name);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('successfully created', { exact: false })).toBeVisible();
    await shot('cms-category-created');
    await expect.poll(names).toContain(name);

    await page.getByRole('button', { name: 'Open document actions' }).or(page.locator('.doc-controls__popup .popup-button')).first().click();
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page).toHaveURL(/\/cms\/collections\/categories(\?|$)/);
    await expect.poll(names).not.toContain(name);
  });

  test('makes no request to another origin', async ({ page }) => {
    const foreign: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (!['localhost', '127.0.0.1'].includes(url.hostname) && url.protocol.startsWith('http')) foreign.push(request.url());
    });
    await page.goto('/cms/globals/site-content');
    await expect(page.getByLabel('Title').first()).toBeVisible();
    expect(foreign).toEqual([]);
  });

  test('works under its Content-Security-Policy, with no violation reported', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    const response = await page.goto('/cms/globals/site-content');
    expect(response?.headers()['content-security-policy']).toContain("default-src 'self'");
    await expect(page.getByLabel('Title').first()).toBeVisible();
    await page.goto('/cms/collections/media/create');
    await expect(page.getByText('Drag and drop a file', { exact: false }).or(page.getByRole('button', { name: /select a file/i })).first()).toBeVisible();
    expect(violations).toEqual([]);
  });
});
