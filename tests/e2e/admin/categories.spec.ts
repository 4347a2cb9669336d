import { messages } from '@agency/contract';

import { expect, test } from '../support/fixtures';
import { api, enterWithToken, toast, unique, watchConsole } from './helpers';

const categoryNames = async (baseURL: string) => (await api<{ name: string }[]>(baseURL, 'GET', '/category/get-all-category')).body.data.map((c) => c.name);

test.describe('Category Management', () => {
  test('creates, renames and deletes a category; refuses an empty or taken name', async ({ page, staffToken, baseURL, shot }) => {
    const clean = watchConsole(page);
    const name = unique('E2E Category');
    const renamed = unique('E2E Renamed');
    await enterWithToken(page, await staffToken(), '/dashboard/category');
    await expect(page.getByRole('heading', { name: 'Category Management' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Categories' })).toBeVisible();
    await shot('admin-categories');

    await page.getByRole('button', { name: 'Create Category' }).click();
    const form = page.getByRole('form', { name: 'Create Category' });
    await form.getByRole('button', { name: 'Create Category' }).click();
    await expect(form.getByText(messages.nameRequired)).toBeVisible();
    await form.getByRole('textbox', { name: 'Name' }).fill(name);
    await form.getByRole('button', { name: 'Create Category' }).click();
    await expect(toast(page, messages.categoryCreated)).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toBeVisible();

    // A taken name: the toast says the save failed, the field says why.
    await page.getByRole('button', { name: 'Create Category' }).click();
    await form.getByRole('textbox', { name: 'Name' }).fill(name);
    await form.getByRole('button', { name: 'Create Category' }).click();
    await expect(toast(page, messages.categorySaveFailed)).toBeVisible();
    await expect(form.getByText(messages.categoryNameTaken)).toBeVisible();
    await shot('admin-category-form');
    await page.getByRole('button', { name: 'Hide Form' }).click();

    await row.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('form', { name: 'Update Category' });
    await expect(edit.getByRole('textbox', { name: 'Name' })).toHaveValue(name);
    await edit.getByRole('textbox', { name: 'Name' }).fill(renamed);
    await edit.getByRole('button', { name: 'Update Category' }).click();
    await expect(toast(page, messages.categoryUpdated)).toBeVisible();
    const renamedRow = page.getByRole('row').filter({ hasText: renamed });
    await expect(renamedRow).toBeVisible();

    await renamedRow.getByRole('button', { name: `Delete ${renamed}` }).click();
    const deleted = toast(page, messages.categoryDeleted);
    await expect(deleted).toBeVisible();
    await expect(deleted.getByRole('button', { name: 'Undo' })).toBeVisible();
    await expect(renamedRow).toHaveCount(0);
    // Deleted at once (to the trash): the public list no longer has it, toast or not.
    await expect.poll(() => categoryNames(baseURL!)).not.toContain(renamed);
    await expect(deleted).toBeHidden({ timeout: 10_000 });
    clean();
  });

  test('a category still used by a package is not deleted and the toast says why', async ({ page, staffToken, baseURL }) => {
    const clean = watchConsole(page);
    const token = await staffToken();
    const name = unique('E2E In Use');
    const category = await api<{ _id: string }>(baseURL!, 'POST', '/category/create', { token, json: { name } });
    const pkg = await api<{ _id: string }>(baseURL!, 'POST', '/package/create', {
      token,
      json: { name: unique('E2E Using'), description: 'Uses the category', price: 1, priceBasis: 'per video', features: ['x'], category: category.body.data._id, paymentRedirectURL: 'https://pay.example.com/x' },
    });
    try {
      await enterWithToken(page, token, '/dashboard/category');
      const row = page.getByRole('row').filter({ hasText: name });
      await row.getByRole('button', { name: `Delete ${name}` }).click();
      await expect(toast(page, messages.categoryInUse)).toBeVisible();
      await expect(row).toBeVisible();
      expect(await categoryNames(baseURL!)).toContain(name);
      clean();
    } finally {
      await api(baseURL!, 'DELETE', `/package/delete-package/${pkg.body.data._id}`, { token });
      await api(baseURL!, 'DELETE', `/category/delete-category/${category.body.data._id}`, { token });
    }
  });
});
