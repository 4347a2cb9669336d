import { expect, openLivePreview, signInToPanel, test } from '../support/fixtures';
import { openSiteContentTab } from './site-content';

// Editors see their unpublished changes on the real pages: live in the panel as they type, and
// through the "Preview" link for a saved draft. Nothing of it reaches visitors until published.
test.describe('CMS live preview and draft preview', () => {
  test.beforeEach(async ({ page, staff }) => {
    await signInToPanel(page, staff);
  });

  test('the home page follows the hero title as the editor types, at mobile, tablet and desktop widths', async ({ page, request, shot, staffToken }) => {
    const published = (await (await request.get('/api/v1/content')).json()).data.hero.title as string;
    // Typing autosaves a draft, which the panel then opens with: the live hero is published again
    // at the end, so that other specs find the seeded copy in the panel.
    const auth = { Authorization: `JWT ${await staffToken()}` };
    const liveHero = (await (await request.get('/cms/api/globals/site-content?depth=0', { headers: auth })).json()).hero as Record<string, unknown>;
    expect(liveHero.title).toBe(published);
    try {
      await page.goto('/cms/globals/site-content');
      await openSiteContentTab(page, 'Hero');
      await openLivePreview(page);
      const frame = page.frameLocator('iframe');
      await expect(frame.getByRole('heading', { level: 1 })).toHaveText(published);
      await expect(frame.getByRole('status').filter({ hasText: 'Live preview' })).toBeVisible();

      const typed = `Typed in the panel ${Date.now()}`;
      await page.getByLabel('Title').first().fill(typed);
      await expect(frame.getByRole('heading', { level: 1 })).toHaveText(typed);
      // The notice keeps saying what this is while the editor's values are shown.
      await expect(frame.getByRole('status').filter({ hasText: 'Live preview' })).toBeVisible();

      for (const [label, width] of [['Mobile', 375], ['Tablet', 768], ['Desktop', 1440]] as const) {
        await page.locator('.live-preview-toolbar-controls__breakpoint button').first().click();
        await page.getByRole('button', { name: label, exact: true }).click();
        await expect.poll(() => frame.locator('html').evaluate(() => window.innerWidth)).toBe(width);
        await expect(frame.getByRole('heading', { level: 1 })).toHaveText(typed);
        await shot(`cms-live-preview-${label.toLowerCase()}`);
      }
      // Typing saved a draft at most: visitors still get the published copy.
      expect((await (await request.get('/api/v1/content')).json()).data.hero.title).toBe(published);
    } finally {
      await page.close(); // no autosave after this
      const republished = await request.post('/cms/api/globals/site-content?depth=0', { headers: auth, data: { hero: liveHero, _status: 'published' } });
      expect(republished.status(), await republished.text()).toBe(200);
    }
  });

  test('a legal page follows its text as the editor types', async ({ page }) => {
    await page.goto('/cms/collections/legal-pages');
    await page.getByRole('link', { name: 'Privacy Policy' }).first().click();
    await expect(page).toHaveURL(/\/cms\/collections\/legal-pages\/[0-9a-f-]{36}/);
    await openLivePreview(page);
    const frame = page.frameLocator('iframe');
    await expect(frame.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
    await expect(frame.getByRole('status').filter({ hasText: 'Live preview' })).toBeVisible();
    await page.locator('#field-title').fill('Privacy Policy, revised');
    await expect(frame.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy, revised');
    await expect(frame.getByRole('status').filter({ hasText: 'Live preview' })).toBeVisible();
  });

  test('the preview link shows a saved draft to a signed-in editor only', async ({ page, browser, request, baseURL }) => {
    const published = (await (await request.get('/api/v1/legal-pages')).json()).data.find((p: { slug: string }) => p.slug === 'refund-policy').title as string;
    await page.goto('/cms/collections/legal-pages');
    await page.getByRole('link', { name: 'Refund Policy' }).first().click();
    await expect(page).toHaveURL(/\/cms\/collections\/legal-pages\/[0-9a-f-]{36}/);
    const draft = `Refund Policy draft ${Date.now()}`;
    await page.locator('#field-title').fill(draft);
    // Autosave keeps the draft: the document's status turns to "Changed" (a draft newer than the published page).
    await expect(page.getByText('Changed', { exact: true })).toBeVisible();
    const link = page.getByRole('link', { name: 'Preview' });
    await expect(link).toHaveAttribute('href', /\/refund-policy\?preview=draft$/);

    const [preview] = await Promise.all([page.waitForEvent('popup'), link.click()]);
    await expect(preview.getByRole('heading', { level: 1 })).toHaveText(draft);
    await expect(preview.getByRole('status').filter({ hasText: 'Preview of unpublished changes' })).toBeVisible();
    expect((await (await request.get('/api/v1/legal-pages')).json()).data.find((p: { slug: string }) => p.slug === 'refund-policy').title).toBe(published);

    const visitor = await browser.newContext({ baseURL });
    const stranger = await visitor.newPage();
    await stranger.goto('/refund-policy?preview=draft');
    await expect(stranger.getByRole('status').filter({ hasText: 'sign in to the CMS' })).toBeVisible();
    await expect(stranger.getByRole('heading', { level: 1 })).toHaveText(published);
    await visitor.close();
  });
});
