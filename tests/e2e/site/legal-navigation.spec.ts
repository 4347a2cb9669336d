import type { Page } from '@playwright/test';

import { expect, test } from '../support/fixtures';
import { open } from './helpers';

const legal = [
  { link: 'Terms of Services', path: '/terms-of-services', heading: /terms/i },
  { link: 'Privacy Policy', path: '/privacy-policy', heading: /privacy policy/i },
  { link: 'Refund Policy', path: '/refund-policy', heading: /refund policy/i },
];

/** What the visitor sees at one moment: the top bar, the body's font, and the page's text or a loading message. */
function moment(page: Page) {
  return page.evaluate(() => {
    const header = document.querySelector('body header');
    const box = header?.getBoundingClientRect();
    const main = document.querySelector('main');
    const visibleText = (element: Element | null | undefined) => {
      if (!element) return '';
      const rect = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return rect.height > 0 && style.visibility !== 'hidden' && style.opacity !== '0' ? (element.textContent ?? '').trim() : '';
    };
    return {
      header: Boolean(box && box.top === 0 && box.height > 40 && getComputedStyle(header!).position === 'fixed'),
      font: getComputedStyle(main ?? document.body).fontFamily,
      heading: visibleText(main?.querySelector('h1')),
      loading: visibleText(main?.querySelector('[role="status"]')),
    };
  });
}

for (const { link, path, heading } of legal) {
  test(`${link} reached from the footer draws whole: the top bar, the site's font, and its text or a loading message at every moment`, async ({
    page,
  }) => {
    await open(page, '/');
    // A slow network after the first load: the page's code and its text take their time.
    await page.route('**/assets/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.fallback();
    });
    await page.route(`**/api/v1/legal-pages/**`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.fallback();
    });
    await page.getByRole('contentinfo').getByRole('link', { name: link }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));

    const seen: Awaited<ReturnType<typeof moment>>[] = [];
    const deadline = Date.now() + 8000;
    while (Date.now() < deadline) {
      const now = await moment(page);
      seen.push(now);
      expect(now.header, 'the top bar is there').toBe(true);
      expect(now.font, 'the site font').toMatch(/^system-ui/);
      expect(now.heading || now.loading, 'the page or a loading message, never a blank page').not.toBe('');
      if (heading.test(now.heading) && (await page.getByRole('main').locator('article p').count()) > 2) break;
      await page.waitForTimeout(50); // sampling what is on screen, not waiting for something
    }
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('main').locator('article p').nth(2)).toBeVisible();
  });
}

test('the /legal/ addresses of the three fixed pages redirect (301) to their own addresses', async ({ request, page }) => {
  for (const { path } of legal) {
    const response = await request.get(`/legal${path}`, { maxRedirects: 0 });
    expect(response.status(), path).toBe(301);
    expect(response.headers().location).toBe(path);
  }
  // Followed by a browser, the page is there at its own address.
  await open(page, '/legal/privacy-policy');
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect(page.getByRole('heading', { level: 1, name: /privacy policy/i })).toBeVisible();
});
