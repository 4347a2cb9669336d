import type { Locator, Page } from '@playwright/test';

import { expect, test } from '../support/fixtures';
import { enterWithToken, pngBytes, watchConsole } from './helpers';

const widthOf = async (locator: Locator) => Math.round((await locator.boundingBox())!.width);

/** Each row of `cards` (cards sharing a top edge) ends at the right edge of their box: none leaves a gap. */
async function rowGaps(cards: Locator) {
  return cards.evaluateAll((elements) => {
    const box = elements[0]!.parentElement!.getBoundingClientRect();
    const rows = new Map<number, number>();
    for (const element of elements) {
      const rect = element.getBoundingClientRect();
      rows.set(Math.round(rect.top), Math.max(rows.get(Math.round(rect.top)) ?? 0, rect.right));
    }
    return [...rows.values()].map((right) => Math.round(box.right - right));
  });
}

async function openScreen(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

test.describe('Dashboard layout on a desktop', () => {
  test('the sidebar runs the full height and stays put while a long page scrolls; the overview is in it', async ({ page, staffToken }) => {
    const clean = watchConsole(page);
    await page.setViewportSize({ width: 1440, height: 500 });
    await enterWithToken(page, await staffToken(), '/dashboard/category');
    const nav = page.getByRole('navigation', { name: 'Dashboard' });
    await nav.getByRole('link', { name: 'Overview' }).click();
    await expect(page.getByRole('heading', { name: 'Welcome to Dashboard' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Verification rate' })).toBeVisible();
    await expect(page.getByRole('status')).toHaveCount(0);

    const scrollHeight = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(scrollHeight, 'a page longer than the window').toBeGreaterThan(1000);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(400);
    const box = (await nav.boundingBox())!;
    expect(box.y, 'the sidebar stays at the top').toBe(0);
    expect(Math.round(box.height)).toBe(500);
    // Its colour runs the whole page (what a full-page picture shows), not one window's height.
    const column = await nav.evaluate((element) => Math.round(element.parentElement!.getBoundingClientRect().height));
    expect(column).toBeGreaterThanOrEqual(scrollHeight - 1);
    clean();
  });

  for (const width of [1440, 1280]) {
    test(`at ${width} px the overview's cards fill their rows; lists and forms share one width`, async ({ page, staffToken }) => {
      const clean = watchConsole(page);
      await page.setViewportSize({ width, height: 900 });
      await enterWithToken(page, await staffToken(), '/dashboard');
      await expect(page.getByRole('region', { name: 'Failed deliveries' })).toBeVisible();
      const figures = page.getByRole('region', { name: 'Verification rate' }).locator('xpath=../section');
      await expect(figures).toHaveCount(5);
      for (const gap of await rowGaps(figures)) expect(gap, 'space left at the end of a row of cards').toBeLessThanOrEqual(1);

      const tables: Record<string, number> = {};
      for (const [path, heading, name] of [
        ['/dashboard/category', 'Category Management', 'Categories'],
        ['/dashboard/package', 'Package Management', 'Packages'],
        ['/dashboard/team', 'Team Members', 'Team members'],
        ['/dashboard/deliveries', 'Deliveries', 'Deliveries'],
      ] as const) {
        await openScreen(page, path, heading);
        tables[path] = await widthOf(page.getByRole('table', { name }));
      }
      expect(new Set(Object.values(tables)).size, JSON.stringify(tables)).toBe(1);

      const forms: Record<string, number> = {};
      await openScreen(page, '/dashboard/category', 'Category Management');
      await page.getByRole('button', { name: 'Create Category' }).click();
      forms.category = await widthOf(page.getByRole('form', { name: 'Create Category' }));
      await openScreen(page, '/dashboard/package', 'Package Management');
      await page.getByRole('button', { name: 'Create New Package' }).click();
      forms.package = await widthOf(page.getByRole('form', { name: 'Create Package' }));
      await openScreen(page, '/dashboard/add-team', 'Create Team Member');
      forms.team = await widthOf(page.getByRole('form', { name: 'Create Team Member' }));
      await openScreen(page, '/dashboard/change-password', 'Change Password');
      forms.password = await widthOf(page.getByRole('form', { name: 'Change Password' }));
      expect(new Set(Object.values(forms)).size, JSON.stringify(forms)).toBe(1);
      clean();
    });
  }

  test('the team photo is a drop zone with a preview, Replace and Remove, reached with the keyboard', async ({
    page,
    staffToken,
    shot,
  }) => {
    const clean = watchConsole(page);
    await enterWithToken(page, await staffToken(), '/dashboard/add-team');
    await expect(page.getByRole('heading', { name: 'Create Team Member' })).toBeVisible();
    const picker = page.getByLabel('Profile Image');
    await expect(picker).toHaveAttribute('type', 'file');
    await expect(page.getByText('Drag an image here, or choose one.')).toBeVisible();
    // The keyboard reaches the picker from the field before it.
    await page.getByRole('textbox', { name: 'Skills' }).focus();
    await page.keyboard.press('Tab');
    await expect(picker).toBeFocused();

    await picker.setInputFiles({ name: 'face.png', mimeType: 'image/png', buffer: pngBytes });
    await expect(page.getByRole('img', { name: 'Preview of the chosen image' })).toHaveAttribute('src', /^data:image\/png/);
    await expect(page.getByText('Replace image')).toBeVisible();
    await shot('admin-team-photo');
    await page.getByRole('button', { name: 'Remove image' }).click();
    await expect(page.getByRole('img', { name: 'Preview of the chosen image' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Remove image' })).toHaveCount(0);
    await expect(page.getByText('Choose image')).toBeVisible();
    clean();
  });
});
