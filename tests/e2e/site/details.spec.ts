import { expect, test } from '../support/fixtures';
import { open } from './helpers';

/**
 * For each heading on the page that wraps: its words per line. A heading fails when its last line
 * holds one word while the line above holds three or more (balancing would have moved one down).
 */
function orphanedHeadings(page: import('@playwright/test').Page) {
  return page.evaluate(() => {
    const failures: string[] = [];
    for (const heading of document.querySelectorAll<HTMLElement>('h1, h2, h3')) {
      if (heading.getBoundingClientRect().width === 0) continue;
      const tops: number[] = [];
      const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const match of (node.textContent ?? '').matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const rect = range.getClientRects()[0];
          if (rect) tops.push(Math.round(rect.top));
        }
      }
      const lines = [...new Set(tops)].map((top) => tops.filter((t) => t === top).length);
      if (lines.length > 1 && lines.at(-1) === 1 && lines.at(-2)! >= 3) failures.push(`${heading.textContent} (${lines.join('/')})`);
    }
    return failures;
  });
}

test('headings balance their lines: no word left alone on the last line, at any width', async ({ page }) => {
  for (const path of ['/', '/support', '/privacy-policy', '/terms-of-services']) {
    await open(page, path);
    for (const width of [320, 390, 600, 768, 1024, 1280, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await orphanedHeadings(page), `${path} at ${width} px`).toEqual([]);
    }
  }
});

test("the marquees' cards are all the same height", async ({ page }) => {
  await open(page, '/');
  for (const name of ['Clients', 'Testimonials']) {
    const region = page.getByRole('region', { name, exact: true });
    await region.scrollIntoViewIfNeeded();
    const heights = await region
      .getByRole('listitem')
      .evaluateAll((items) =>
        items.map((item) =>
          Math.round(
            ((item.firstElementChild?.tagName === 'FIGURE' ? item.firstElementChild : item) as HTMLElement).getBoundingClientRect().height,
          ),
        ),
      );
    expect(heights.length).toBeGreaterThan(1);
    expect(new Set(heights).size, `${name}: ${heights.join(', ')}`).toBe(1);
  }
});

test('one kind of video is written one way: the pricing tabs spell the categories as the portfolio tabs do', async ({ page }) => {
  await open(page, '/');
  const portfolio = await page.getByRole('region', { name: 'Our latest work' }).getByRole('tab').allTextContents();
  const pricing = await page.getByRole('region', { name: 'Simple plans for every kind of video' }).getByRole('tab').allTextContents();
  expect(pricing).toEqual(expect.arrayContaining(portfolio));
});
