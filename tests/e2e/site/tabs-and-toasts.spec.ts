import type { Locator, Page } from '@playwright/test';

import { expect, test } from '../support/fixtures';
import { open, uniqueEmail } from './helpers';

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** Each tab's top and bottom, and whether the selected one lies inside the list's visible box. */
async function tabGeometry(tablist: Locator) {
  return tablist.evaluate((list) => {
    const box = list.getBoundingClientRect();
    const tabs = [...list.querySelectorAll('[role="tab"]')].map((tab) => tab.getBoundingClientRect());
    const selected = list.querySelector('[aria-selected="true"]')!.getBoundingClientRect();
    return {
      tops: tabs.map((tab) => Math.round(tab.top)),
      selectedInView: selected.left >= box.left - 1 && selected.right <= box.right + 1,
      listInPage: box.left >= 0 && box.right <= document.documentElement.clientWidth,
    };
  });
}

for (const [name, heading] of [
  ['portfolio', 'Our latest work'],
  ['pricing', 'Simple plans for every kind of video'],
] as const) {
  test(`the ${name} tabs sit on one line, scroll if need be, and keep the selected tab in view`, async ({ page }) => {
    await open(page, '/');
    const tablist = section(page, heading).getByRole('tablist');
    await tablist.scrollIntoViewIfNeeded();
    const tabs = tablist.getByRole('tab');
    const count = await tabs.count();
    for (const index of [count - 1, 0, count - 1]) {
      await tabs.nth(index).click();
      await expect(tabs.nth(index)).toHaveAttribute('aria-selected', 'true');
      const { tops, selectedInView, listInPage } = await tabGeometry(tablist);
      expect(new Set(tops).size, `tops ${tops.join(', ')}`).toBe(1);
      expect(selectedInView).toBe(true);
      expect(listInPage).toBe(true);
    }
    // Keyboard: End selects the last tab and brings it into view.
    await tabs.first().focus();
    await page.keyboard.press('End');
    await expect(tabs.last()).toBeFocused();
    await expect.poll(async () => (await tabGeometry(tablist)).selectedInView).toBe(true);
  });
}

test('a form shows only its latest toast, below the header, clear of the logo and the menu button', async ({ page }) => {
  let failures = 0;
  await page.route('**/api/v1/query/create', (route) => {
    failures += 1;
    if (failures > 2) return route.fallback();
    return route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ success: false, message: `Mail is down (${failures})` }),
    });
  });
  await open(page, '/support');
  await page.getByLabel('Full Name').fill('Riley Visitor');
  await page.getByLabel('Email').fill(uniqueEmail('toasts'));
  await page.getByLabel('Phone Number').fill('+1 (307) 555-0188');
  await page.getByLabel('Your Message').fill('We need 8 Shorts a month cut from our podcast.');

  const toasts = page.locator('.notistack-SnackbarContainer').getByRole('alert');
  const submit = page.getByRole('button', { name: 'Submit' });
  await submit.click();
  await expect(toasts).toHaveText([/^Mail is down \(1\)/]); // each toast also holds its close button
  await submit.click();
  await expect(toasts).toHaveText([/^Mail is down \(2\)/]);

  // Not over the header's controls: below the whole bar, at every width.
  const header = (await page.getByRole('banner').boundingBox())!;
  const toast = (await toasts.first().boundingBox())!;
  expect(toast.y).toBeGreaterThanOrEqual(header.y + header.height);
  const viewport = page.viewportSize()!;
  expect(toast.x + toast.width).toBeGreaterThan(viewport.width * 0.9); // still top-right

  await submit.click();
  await expect(toasts).toHaveText([/^Query submitted successfully! Please check your email for OTP\./]);
  await expect(page).toHaveURL(/\/otp-verification$/);
});

test('the floating chat button covers no call to action, at any scroll position of the home and support pages', async ({ page }) => {
  for (const path of ['/', '/support']) {
    await open(page, path);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0; y < height; y += 300) {
      await page.evaluate((top) => scrollTo({ top, behavior: 'instant' }), y);
      // Polled: the button may step aside a frame after the scroll.
      await expect
        .poll(
          () =>
            page.evaluate(() => {
              const chat = document.querySelector<HTMLElement>('a[aria-label^="Chat with us"]');
              if (!chat || getComputedStyle(chat).visibility === 'hidden') return [];
              const c = chat.getBoundingClientRect();
              // Covered: where a control and the button's box meet, the button is what is drawn on top.
              return [...document.querySelectorAll<HTMLElement>('main button, main a[href], main input, main textarea, footer a[href]')]
                .filter((element) => {
                  const r = element.getBoundingClientRect();
                  const [left, right, top, bottom] = [
                    Math.max(r.left, c.left),
                    Math.min(r.right, c.right),
                    Math.max(r.top, c.top),
                    Math.min(r.bottom, c.bottom),
                  ];
                  if (r.width === 0 || left >= right || top >= bottom) return false;
                  const hit = document.elementFromPoint((left + right) / 2, (top + bottom) / 2);
                  return hit !== null && chat.contains(hit);
                })
                .map((element) => element.textContent?.trim() || element.getAttribute('aria-label'));
            }),
          { message: `${path} scrolled to ${y}px`, timeout: 2000 },
        )
        .toEqual([]);
    }
  }
});

test('the home page runs no script while it sits still: the chat button is told where controls are, it does not look', async ({ page }) => {
  await open(page, '/');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const scriptSeconds = async () =>
    (await cdp.send('Performance.getMetrics')).metrics.find((metric) => metric.name === 'ScriptDuration')!.value;
  // Settled: the sections near the screen have woken and the first checks are done.
  await expect
    .poll(async () => {
      const before = await scriptSeconds();
      await page.waitForTimeout(1000);
      return (await scriptSeconds()) - before;
    })
    .toBeLessThan(0.002);
  const before = await scriptSeconds();
  await page.waitForTimeout(3000);
  // Polling the page under the button (twice a second, 49 hit tests each) took 9 ms of script a second here.
  expect((await scriptSeconds()) - before).toBeLessThan(0.002);
});
