import type { Page } from '@playwright/test';

import { expect, test } from '../support/fixtures';
import { open } from './helpers';

// At a phone's size in both projects: the desktop project checks the same menu with a mouse.
test.use({ viewport: { width: 390, height: 844 } });

/** The points of a grid over the whole viewport (edges included) where the overlay is not what is drawn on top. */
function pointsNotCovered(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const overlay = document.getElementById('mobile-menu');
    const missed: string[] = [];
    const { innerWidth: width, innerHeight: height } = window;
    for (let x = 1; x < width; x += (width - 2) / 8) {
      for (let y = 1; y < height; y += (height - 2) / 12) {
        const hit = document.elementFromPoint(x, y);
        if (!overlay || !hit || !overlay.contains(hit)) missed.push(`${Math.round(x)},${Math.round(y)}: ${hit?.tagName ?? 'nothing'}`);
      }
    }
    return missed;
  });
}

test('the phone menu covers the whole screen, opaque, with focus kept inside until it closes', async ({ page }, testInfo) => {
  await open(page, '/');
  const opener = page.getByRole('button', { name: 'Open menu' });
  await opener.click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu.getByRole('link', { name: 'Support' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('menu-open.png') });

  // A picture, not only roles: the overlay is what is on top everywhere, and it is opaque.
  expect(await pointsNotCovered(page)).toEqual([]);
  const background = await menu.evaluate((element) => getComputedStyle(element).backgroundColor);
  expect(background).toBe('rgb(255, 255, 255)');
  for (const name of ['Portfolio', 'Pricing', 'Support']) await expect(menu.getByRole('link', { name })).toBeInViewport();
  await expect(menu.getByRole('button', { name: 'Book a call' })).toBeInViewport();

  // Focus moves in and stays in, both ways round.
  await expect(menu.locator(':focus')).toHaveCount(1);
  for (const key of [...Array<string>(8).fill('Tab'), ...Array<string>(8).fill('Shift+Tab')]) {
    await page.keyboard.press(key);
    expect(await menu.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }

  // The page behind does not scroll.
  const before = await page.evaluate(() => scrollY);
  await page.mouse.move(195, 600);
  await page.mouse.wheel(0, 800);
  await page.keyboard.press('End');
  await expect.poll(() => page.evaluate(() => scrollY)).toBe(before);

  // Escape closes it and gives focus back to the menu button; so does the close button.
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(opener).toBeFocused();
  await opener.click();
  await menu.getByRole('button', { name: 'Close menu' }).click();
  await expect(menu).toBeHidden();
  await expect(opener).toBeFocused();

  // Closed, the page scrolls again.
  await page.mouse.wheel(0, 800);
  await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(before);
});

test('the phone menu covers the screen on a page scrolled down, and on every page', async ({ page }) => {
  for (const path of ['/support', '/privacy-policy']) {
    await open(page, path);
    await page.evaluate(() => scrollTo(0, 400));
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    expect(await pointsNotCovered(page), path).toEqual([]);
    await page.keyboard.press('Escape');
  }
});
