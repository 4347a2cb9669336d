import type { APIRequestContext } from '@playwright/test';

import { expect, openLivePreview, signInToPanel, test } from '../support/fixtures';
import { openSiteContentTab, siteContentTabs } from './site-content';

/** A legal page made through Payload's REST for one test, published, and removed after it. */
async function withLegalPage(request: APIRequestContext, token: string, slug: string, use: (id: string) => Promise<void>) {
  const headers = { Authorization: `JWT ${token}` };
  const created = await request.post('/cms/api/legal-pages?depth=0', {
    headers,
    data: {
      title: `Test page ${slug}`,
      slug,
      description: 'A page made by an end-to-end test.',
      content: { root: { type: 'root', version: 1, direction: null, format: '', indent: 0, children: [{ type: 'paragraph', version: 1, direction: null, format: '', indent: 0, textFormat: 0, textStyle: '', children: [{ type: 'text', version: 1, text: 'Test text.', detail: 0, format: 0, mode: 'normal', style: '' }] }] } },
      _status: 'published',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const id = ((await created.json()) as { doc: { id: string } }).doc.id;
  try {
    await use(id);
  } finally {
    await request.delete(`/cms/api/legal-pages/${id}`, { headers });
  }
}

// The panel as an editor uses it (decision 028).
test.describe('CMS panel for editors', () => {
  test.beforeEach(async ({ page, staff }) => {
    await signInToPanel(page, staff);
  });

  test('the site content is split into tabs, one part of the site each, none of them a 9,000 px form', async ({ page, shot }) => {
    test.setTimeout(180_000);
    await page.goto('/cms/globals/site-content');
    const tabs = page.locator('.tabs-field__tab-button');
    await expect(tabs).toHaveText(siteContentTabs);
    try {
      await openSiteContentTab(page, 'Hero');
      await expect(page.locator('#field-hero__subtitle')).toHaveValue('We help busy business owners grow and sell by editing professional videos');

      const heights: Record<string, number> = {};
      for (const label of siteContentTabs) {
        await openSiteContentTab(page, label);
        await expect(page.locator('.tabs-field__content-wrap .field-type').first()).toBeVisible();
        heights[label] = await page.evaluate(() => document.documentElement.scrollHeight);
        await shot(`cms-site-content-tab-${label.toLowerCase().replace(/\W+/g, '-')}`);
      }
      // The one "Home" tab was about 9,000 px at 1280 × 800. Every row open, the testimonials tab was
      // 6,600–7,200 px (as its images loaded); the clients' and testimonials' rows now start closed.
      expect(Math.max(...Object.values(heights)), JSON.stringify(heights)).toBeLessThan(5000);

      await openSiteContentTab(page, 'FAQ');
      await expect(page.locator('#field-faq__0__question')).toHaveValue(/\S/);
      await expect(page.locator('#field-hero__subtitle')).toHaveCount(0);
    } finally {
      await openSiteContentTab(page, 'Hero');
    }
  });

  test('the media library lists a thumbnail and file name, alt text, dimensions, size and date, and no storage internals', async ({ page, shot }) => {
    await page.goto('/cms/collections/media');
    const headings = page.locator('.table thead th');
    await expect(headings.first()).toBeVisible();
    const texts = (await headings.allInnerTexts()).map((text) => text.trim()).filter(Boolean);
    expect(texts).toEqual(['File Name', 'Alt text', 'Dimensions', 'Size', 'Created At']);

    const row = page.locator('.table tbody tr').first();
    await expect(row.locator('.thumbnail img')).toBeVisible();
    // A file name: the newest image may be a photo another test uploaded (a trashed member keeps it until the purge).
    await expect(row).toContainText(/\.(webp|png|jpe?g|avif)/);
    await expect(row).toContainText(/\d+ × \d+/);
    await expect(row).toContainText(/\d+(\.\d+)? ?(KB|MB|bytes)/);
    await shot('cms-media-list');

    // Nor are they offered as columns or filters.
    await page.getByRole('button', { name: 'Columns' }).click();
    const picker = page.locator('.pill-selector, .column-selector').first();
    await expect(picker).toContainText('Alt text');
    await expect(picker).not.toContainText(/prefix|object key|thumbnail url|focal/i);
  });

  test('a legal page’s slug hint shows the address the site serves it at', async ({ page, baseURL, request, staffToken, shot }) => {
    const origin = new URL(baseURL!).origin;
    // Straight to the seeded page (the panel walk clicks through the list): a list that another
    // worker's test changes at that moment cannot make this test miss its row.
    const terms = await request.get('/cms/api/legal-pages?where[slug][equals]=terms-of-services&depth=0', {
      headers: { Authorization: `JWT ${await staffToken()}` },
    });
    const termsId = ((await terms.json()) as { docs: { id: string }[] }).docs[0]?.id;
    expect(termsId, 'the seeded Terms of Services page').toBeTruthy();
    await page.goto(`/cms/collections/legal-pages/${termsId}`);
    await expect(page.getByText(`${origin}/terms-of-services`, { exact: true })).toBeVisible();
    await expect(page.getByText('/legal/<slug>')).toHaveCount(0);
    await shot('cms-legal-slug-hint');
    // The address answers with the page.
    expect((await request.get(`${origin}/terms-of-services`)).status()).toBe(200);

    const slug = `test-notice-${Date.now()}`;
    await withLegalPage(request, await staffToken(), slug, async (id) => {
      await page.goto(`/cms/collections/legal-pages/${id}`);
      await expect(page.getByText(`${origin}/legal/${slug}`, { exact: true })).toBeVisible();
      expect((await request.get(`${origin}/legal/${slug}`)).status()).toBe(200);
    });
  });

  test('the schedule drawer opens on Publish in the site’s time zone (UTC), even right after publishing', async ({ page, shot, request, staffToken }) => {
    await withLegalPage(request, await staffToken(), `test-schedule-${Date.now()}`, async (id) => {
      await page.goto(`/cms/collections/legal-pages/${id}`);
      // Published and unchanged: Payload's own default would be Unpublish.
      await page.locator('.btn--withPopup').filter({ has: page.locator('#action-save') }).locator('.popup-button').click();
      await page.locator('#schedule-publish').click();
      const drawer = page.locator('.schedule-publish');
      await expect(drawer.getByRole('radio', { name: 'Publish', exact: true })).toBeChecked();
      await expect(drawer.getByRole('radio', { name: 'Unpublish', exact: true })).not.toBeChecked();
      // The browser is in New York (playwright.config): the drawer still offers the site's zone.
      await expect(drawer.locator('.timezone-picker')).toContainText('UTC');
      await shot('cms-schedule-drawer');
    });
  });

  test('the desktop live preview is scaled to fit the pane, not cropped', async ({ page, shot }) => {
    await page.goto('/cms/globals/site-content');
    await openSiteContentTab(page, 'Hero');
    await openLivePreview(page);
    const frame = page.frameLocator('iframe');
    try {
      for (const [label, width] of [['Desktop', 1440], ['Tablet', 768], ['Mobile', 375]] as const) {
        await page.locator('.live-preview-toolbar-controls__breakpoint button').first().click();
        await page.getByRole('button', { name: label, exact: true }).click();
        await expect.poll(() => frame.locator('html').evaluate(() => window.innerWidth)).toBe(width);
        const pane = (await page.locator('.live-preview-window__main').boundingBox())!;
        // The page is laid out at the device's width and drawn whole inside the pane.
        await expect
          .poll(async () => {
            const box = (await page.locator('.live-preview-window iframe').boundingBox())!;
            return box.x >= pane.x - 1 && box.x + box.width <= pane.x + pane.width + 1;
          })
          .toBe(true);
        const box = (await page.locator('.live-preview-window iframe').boundingBox())!;
        expect(box.width).toBeGreaterThan(Math.min(width, pane.width) * 0.85);
        await shot(`cms-live-preview-fit-${label.toLowerCase()}`);
      }
    } finally {
      await page.getByRole('button', { name: 'Live Preview' }).click();
    }
  });

  test('the mail queue board loads under its Content-Security-Policy with no console error and nothing from another origin', async ({ page, shot }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.protocol.startsWith('http') && !['localhost', '127.0.0.1'].includes(url.hostname)) problems.push(`request to ${request.url()}`);
    });
    const response = await page.goto('/ops/queues');
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-security-policy']).toContain("default-src 'self'");
    await expect(page.getByText('Mail queue').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await shot('ops-queue-board');
    expect(problems).toEqual([]);
  });
});
