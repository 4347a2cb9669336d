import type { SiteContent } from '@agency/contract';

import { expect, test } from '../support/fixtures';
import { foreignRequests, open } from './helpers';

/** Scrolls down a screen at a time, so every lazy image comes near the viewport and loads. */
async function scrollThrough(page: import('@playwright/test').Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const step = page.viewportSize()!.height;
  for (let y = 0; y <= height; y += step) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForFunction(
      (top) => Math.abs(window.scrollY - top) < 2 || window.scrollY + innerHeight >= document.documentElement.scrollHeight - 2,
      y,
    );
  }
}

test('home page images carry srcset, sizes, dimensions and their alt text, come from this origin, and poster frames stand in for the videos', async ({
  page,
  request,
}) => {
  const content = ((await (await request.get('/api/v1/content')).json()) as { data: SiteContent }).data;
  const foreign = foreignRequests(page);
  const images: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'image')
      images.push(`${response.headers()['content-type']} ${new URL(response.url()).pathname}`);
  });
  await open(page, '/');

  const main = page.getByRole('main');
  const all = main.locator('img');
  // Below the fold, nothing is fetched before the visitor scrolls near it.
  const lazy = await all.evaluateAll((imgs) => imgs.filter((img) => img.getAttribute('loading') === 'lazy').length);
  expect(lazy).toBeGreaterThan(0);

  await scrollThrough(page);
  const described = await all.evaluateAll((imgs) =>
    imgs.map((img) => ({
      src: img.getAttribute('src'),
      alt: img.getAttribute('alt'),
      srcset: img.getAttribute('srcset'),
      sizes: img.getAttribute('sizes'),
      width: Number(img.getAttribute('width')),
      height: Number(img.getAttribute('height')),
      inPicture: img.parentElement?.tagName === 'PICTURE',
    })),
  );
  const media = described.filter((img) => img.src?.startsWith('/media/'));
  // Process cards, clients (and their looping copy), testimonials, team, the first tab's posters.
  expect(media.length).toBeGreaterThan(20);
  for (const img of media) {
    expect(img.alt, img.src!).toBeTruthy();
    expect(img.srcset, img.src!).toMatch(/^\/media\/\S+ \d+w/);
    expect(img.sizes, img.src!).toBeTruthy();
    expect(img.width, img.src!).toBeGreaterThan(0);
    expect(img.height, img.src!).toBeGreaterThan(0);
    expect(img.inPicture, img.src!).toBe(true);
  }
  // Renditions with their own AVIF source: the browser takes AVIF.
  await expect.poll(() => images.some((line) => line.startsWith('image/avif '))).toBe(true);

  // Every image that came near the viewport has loaded (none broken).
  const broken = await all.evaluateAll((imgs: HTMLImageElement[]) =>
    imgs.filter((img) => img.complete && img.naturalWidth === 0).map((img) => img.currentSrc),
  );
  expect(broken).toEqual([]);

  // The portfolio's poster frames: the editors' upload, its alt text, behind the unchanged play button.
  const portfolio = page.getByRole('region', { name: 'Our latest work', exact: true });
  const first = content.portfolio.shortForm[0]!;
  await portfolio.scrollIntoViewIfNeeded();
  const poster = portfolio.getByRole('img', { name: first.poster!.alt });
  await expect(poster).toHaveAttribute('width', String(first.poster!.width));
  await expect(poster).toHaveAttribute('height', String(first.poster!.height));
  await expect(poster).toHaveJSProperty('complete', true);
  expect(await poster.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(portfolio.getByRole('button', { name: `Play video: ${first.title}` })).toBeVisible();

  // Before play, nothing went to another origin.
  expect(foreign).toEqual([]);
});
