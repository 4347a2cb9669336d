import { messages } from '@agency/contract';

import { expect, test } from '../support/fixtures';
import { api, enterWithToken, pngBytes, toast, unique, watchConsole } from './helpers';

test.describe('Team members', () => {
  test('adds a member with skills and an image, edits and deletes them', async ({ page, staffToken, baseURL, shot }) => {
    const clean = watchConsole(page);
    const name = unique('E2E Member');
    const email = `${name.replace(/\W+/g, '-').toLowerCase()}@example.com`;
    await enterWithToken(page, await staffToken(), '/dashboard/team');
    await expect(page.getByRole('heading', { name: 'Team Members' })).toBeVisible();
    const headers = page.getByRole('table', { name: 'Team members' }).getByRole('columnheader');
    await expect(headers).toHaveText(['Image', 'Name', 'Role', 'Email', 'Skills', 'Actions']);
    await shot('admin-team');

    await page.getByRole('link', { name: 'Add New Team Member' }).click();
    await expect(page).toHaveURL(/\/dashboard\/add-team$/);
    await expect(page.getByRole('heading', { name: 'Create Team Member' })).toBeVisible();
    await page.getByRole('button', { name: 'Create Team Member' }).click();
    await expect(page.getByText(messages.required, { exact: true })).toHaveCount(3);

    await page.getByRole('textbox', { name: 'Name' }).fill(name);
    await page.getByRole('textbox', { name: 'Role' }).fill('Editor');
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    const skills = page.getByRole('textbox', { name: 'Skills' });
    await skills.fill('  Editing  ');
    await skills.press('Enter');
    await expect(skills).toHaveValue('');
    await skills.fill('Editing');
    await skills.press('Enter');
    await skills.fill('   ');
    await skills.press('Enter');
    await skills.fill('Color');
    await skills.press('Enter');
    const chips = page.getByRole('list', { name: 'Skills' }).getByRole('listitem');
    await expect(chips).toHaveCount(2);
    await page.getByRole('button', { name: 'Remove Color' }).click();
    await expect(chips).toHaveCount(1);
    await expect(page).toHaveURL(/\/dashboard\/add-team$/); // Enter never submitted the form

    // Only images: a text file is refused at once.
    const picker = page.getByLabel('Profile Image');
    await picker.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
    await expect(page.getByText(messages.imageOnly)).toBeVisible();
    await picker.setInputFiles({ name: 'face.png', mimeType: 'image/png', buffer: pngBytes });
    await expect(page.getByText(messages.imageOnly)).toBeHidden();
    await expect(page.getByRole('img', { name: 'Preview of the chosen image' })).toHaveAttribute('src', /^data:image\/png/);
    await shot('admin-team-create');
    await page.getByRole('button', { name: 'Create Team Member' }).click();

    await expect(toast(page, messages.teamCreated)).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/team$/);
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('Editor');
    await expect(row).toContainText(email);
    await expect(row).toContainText('Editing');
    const image = row.getByRole('img', { name });
    await expect(image).toHaveAttribute('src', /^\/media\//);
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    await row.getByRole('link', { name: `Edit ${name}` }).click();
    await expect(page).toHaveURL(/\/dashboard\/edit-team\/[\w-]+$/);
    await expect(page.getByRole('heading', { name: 'Edit Team Member' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue(name);
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
    await expect(page.getByRole('img', { name: 'Current profile image' })).toHaveAttribute('src', /^\/media\//);
    await page.getByRole('textbox', { name: 'Role' }).fill('Lead Editor');
    await page.getByRole('textbox', { name: 'Skills' }).fill('Motion');
    await page.getByRole('textbox', { name: 'Skills' }).press('Enter');
    await shot('admin-team-edit');
    await page.getByRole('button', { name: 'Update Team Member' }).click();
    await expect(toast(page, messages.teamUpdated)).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/team$/);
    await expect(row).toContainText('Lead Editor');
    await expect(row).toContainText('Editing, Motion');
    // No new file was chosen: the image stays.
    await expect(row.getByRole('img', { name })).toHaveAttribute('src', /^\/media\//);

    await row.getByRole('button', { name: `Delete ${name}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Team Member' });
    await expect(confirm).toContainText(messages.teamDeleteConfirm);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(row).toBeVisible();
    await row.getByRole('button', { name: `Delete ${name}` }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, messages.teamDeleted)).toBeVisible();
    await expect(row).toHaveCount(0);
    const team = await api<{ name: string }[]>(baseURL!, 'GET', '/team-member/get-all');
    expect(team.body.data.map((m) => m.name)).not.toContain(name);
    clean();
  });
});
