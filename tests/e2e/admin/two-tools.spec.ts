import { messages } from '@agency/contract';

import { expect, test } from '../support/fixtures';
import { api, enterWithToken, toast, unique, watchConsole } from './helpers';

/**
 * The dashboard publishes at once, the CMS panel keeps drafts (decision 027). The forms say so
 * and link to the panel; a save over a newer panel draft warns and links to it instead of
 * publishing over it, until the person chooses to.
 */
test.describe('Dashboard and CMS panel, one truth', () => {
  test('a package form links to the panel; a save over a newer panel draft warns, then publishes when told', async ({
    page,
    request,
    staffToken,
    baseURL,
  }) => {
    const clean = watchConsole(page);
    const token = await staffToken();
    const category = await api<{ _id: string }>(baseURL!, 'POST', '/category/create', { token, json: { name: unique('Two tools') } });
    const name = unique('Two tools package');
    const body = {
      name,
      description: 'Published from the dashboard',
      price: 12,
      priceBasis: 'per video',
      features: ['One cut'],
      category: category.body.data._id,
      paymentRedirectURL: 'https://example.com/pay',
    };
    const created = await api<{ _id: string }>(baseURL!, 'POST', '/package/create', { token, json: body });
    const id = created.body.data._id;
    try {
      await enterWithToken(page, token, '/dashboard/package');
      await page
        .getByRole('row')
        .filter({ hasText: name })
        .getByRole('button', { name: `Edit ${name}` })
        .click();
      const form = page.getByRole('form', { name: 'Update Package' });
      await expect(form.getByText('Saving here publishes at once.')).toBeVisible();
      await expect(form.getByRole('link', { name: 'Edit in the CMS panel (drafts, SEO, history)' })).toHaveAttribute(
        'href',
        `/cms/collections/packages/${id}`,
      );

      // An editor saves a draft in the panel meanwhile.
      const draft = await request.patch(`/cms/api/packages/${id}?draft=true&depth=0`, {
        headers: { Authorization: `JWT ${token}` },
        data: { name: `${name} (panel draft)` },
      });
      expect(draft.ok()).toBe(true);

      await form.getByRole('textbox', { name: 'Description' }).fill('Changed in the dashboard');
      await form.getByRole('button', { name: 'Update Package' }).click();
      await expect(form.getByText(messages.newerDraft)).toBeVisible();
      await expect(form.getByRole('link', { name: 'Open the draft in the CMS panel' })).toHaveAttribute(
        'href',
        `/cms/collections/packages/${id}`,
      );
      await expect(toast(page, messages.packageSaveFailed)).toHaveCount(0);
      const live = await api<{ _id: string; description: string }[]>(baseURL!, 'GET', '/package/get-all-package');
      expect(live.body.data.find((pkg) => pkg._id === id)!.description, 'nothing was published').toBe('Published from the dashboard');

      await form.getByRole('button', { name: 'Publish anyway' }).click();
      await expect(toast(page, messages.packageUpdated)).toBeVisible();
      await expect(page.getByRole('row').filter({ hasText: name })).toContainText('Changed in the dashboard');
      clean();
    } finally {
      await api(baseURL!, 'DELETE', `/package/delete-package/${id}`, { token });
      await api(baseURL!, 'DELETE', `/category/delete-category/${category.body.data._id}`, { token });
    }
  });

  test('the category and team forms say a save publishes at once and link to the panel', async ({ page, staffToken, baseURL }) => {
    const clean = watchConsole(page);
    const token = await staffToken();
    const team = await api<{ _id: string; name: string }[]>(baseURL!, 'GET', '/team-member/get-all', { token });
    const member = team.body.data[0]!;
    await enterWithToken(page, token, `/dashboard/edit-team/${member._id}`);
    const teamForm = page.getByRole('form', { name: 'Update Team Member' });
    await expect(teamForm.getByText('Saving here publishes at once.')).toBeVisible();
    await expect(teamForm.getByRole('link', { name: 'Edit in the CMS panel (drafts, SEO, history)' })).toHaveAttribute(
      'href',
      `/cms/collections/team-members/${member._id}`,
    );

    await page.goto('/dashboard/category');
    await page.getByRole('button', { name: 'Create Category' }).click();
    const categoryForm = page.getByRole('form', { name: 'Create Category' });
    await expect(categoryForm.getByText('Saving here publishes at once.')).toBeVisible();
    await expect(categoryForm.getByRole('link', { name: 'Open in the CMS panel' })).toHaveAttribute(
      'href',
      '/cms/collections/categories/create',
    );
    clean();
  });
});
