import { messages } from '@agency/contract';

import { expect, test } from '../support/fixtures';
import { api, enterWithToken, toast, unique, watchConsole } from './helpers';

test.describe('Package Management', () => {
  let categoryId = '';
  let categoryName = '';

  test.beforeEach(async ({ baseURL, staffToken }) => {
    categoryName = unique('E2E Pkg Category');
    const created = await api<{ _id: string }>(baseURL!, 'POST', '/category/create', { token: await staffToken(), json: { name: categoryName } });
    categoryId = created.body.data._id;
  });

  test.afterEach(async ({ baseURL, staffToken }) => {
    const token = await staffToken();
    const packages = await api<{ _id: string; category: { _id: string } }[]>(baseURL!, 'GET', '/package/get-all-package');
    for (const pkg of packages.body.data.filter((p) => p.category._id === categoryId)) {
      await api(baseURL!, 'DELETE', `/package/delete-package/${pkg._id}`, { token });
    }
    await api(baseURL!, 'DELETE', `/category/delete-category/${categoryId}`, { token });
  });

  test('creates, views, edits and deletes a package, with Undo on delete', async ({ page, staffToken, baseURL, shot }) => {
    const clean = watchConsole(page);
    const name = unique('E2E Package');
    await enterWithToken(page, await staffToken(), '/dashboard/package');
    await expect(page.getByRole('heading', { name: 'Package Management' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Packages' })).toBeVisible();
    await shot('admin-packages');

    await page.getByRole('button', { name: 'Create New Package' }).click();
    await expect(page.getByRole('button', { name: 'Hide Form' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Packages' })).toBeHidden();
    const form = page.getByRole('form', { name: 'Create Package' });
    await form.getByRole('button', { name: 'Create Package' }).click();
    for (const message of [messages.nameRequired, messages.descriptionRequired, messages.priceRequired, messages.priceBasisRequired, messages.categoryRequired, messages.paymentUrlRequired]) {
      await expect(form.getByText(message, { exact: true })).toBeVisible();
    }
    await shot('admin-package-form-errors');

    await form.getByRole('textbox', { name: 'Name' }).fill(name);
    await form.getByRole('textbox', { name: 'Description' }).fill('Made by the end-to-end test');
    await form.getByRole('spinbutton', { name: 'Price' }).fill('12.5');
    await form.getByRole('combobox', { name: 'Price Basis' }).selectOption('per month');
    await form.getByRole('combobox', { name: 'Category' }).selectOption({ label: categoryName });
    await form.getByRole('textbox', { name: 'Payment Redirect URL' }).fill('https://pay.example.com/e2e');
    await form.getByRole('textbox', { name: 'Feature 1' }).fill('First feature');
    await form.getByRole('button', { name: 'Add Feature' }).click();
    await form.getByRole('textbox', { name: 'Feature 2' }).fill('Dropped feature');
    await form.getByRole('button', { name: 'Add Feature' }).click();
    await form.getByRole('textbox', { name: 'Feature 3' }).fill('Second feature');
    await form.getByRole('button', { name: 'Remove feature 2' }).click();
    await expect(form.getByRole('textbox', { name: 'Feature 2' })).toHaveValue('Second feature');
    await form.getByRole('button', { name: 'Create Package' }).click();

    await expect(toast(page, messages.packageCreated)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create New Package' })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('per month');
    await expect(row).toContainText('$12.50');

    await row.getByRole('button', { name: `View ${name}` }).click();
    const dialog = page.getByRole('dialog', { name });
    for (const text of ['Made by the end-to-end test', '$12.50 per month', 'First feature', 'Second feature', categoryName, 'https://pay.example.com/e2e']) {
      await expect(dialog.getByText(text, { exact: true })).toBeVisible();
    }
    await expect(dialog.getByText('Dropped feature')).toHaveCount(0);
    await shot('admin-package-view');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();

    await row.getByRole('button', { name: `Edit ${name}` }).click();
    const editForm = page.getByRole('form', { name: 'Update Package' });
    await expect(editForm.getByRole('textbox', { name: 'Name' })).toHaveValue(name);
    await expect(editForm.getByRole('combobox', { name: 'Category' })).toHaveValue(categoryId);
    await editForm.getByRole('spinbutton', { name: 'Price' }).fill('20');
    await editForm.getByRole('combobox', { name: 'Price Basis' }).selectOption('per video');
    await editForm.getByRole('button', { name: 'Update Package' }).click();
    await expect(toast(page, messages.packageUpdated)).toBeVisible();
    await expect(row).toContainText('$20.00');
    await expect(row).toContainText('per video');

    // Delete asks nothing: the server moves the package to the trash at once; Undo in the toast restores it from there.
    const stored = async () => (await api<{ name: string }[]>(baseURL!, 'GET', '/package/get-all-package')).body.data.some((p) => p.name === name);
    await row.getByRole('button', { name: `Delete ${name}` }).click();
    const undoToast = toast(page, messages.packageDeleted);
    await expect(undoToast).toBeVisible();
    await expect(row).toHaveCount(0);
    await undoToast.getByRole('button', { name: 'Undo' }).click();
    await expect(toast(page, messages.restored)).toBeVisible();
    await expect(row).toHaveCount(1);
    // The toast closes (it was still leaving, beside the next delete's, in a clean-clone CI run).
    await expect(undoToast).toBeHidden();
    await expect.poll(stored).toBe(true);

    await row.getByRole('button', { name: `Delete ${name}` }).click();
    await expect(toast(page, messages.packageDeleted)).toBeVisible();
    await expect(row).toHaveCount(0);
    // Without an Undo it stays in the trash.
    await expect(toast(page, messages.packageDeleted)).toBeHidden({ timeout: 10_000 });
    await expect.poll(stored).toBe(false);
    clean();
  });
});
