import { randomUUID } from 'node:crypto';

import type { Page, Request } from '@playwright/test';

import { api } from '../admin/helpers';
import { verifiedQuery } from '../admin/inbox-helpers';
import { expect, openLivePreview, signInToPanel, test, type Mailbox } from '../support/fixtures';

/**
 * What the panel's screens ask of the server and tell the console: every answer under 400 and
 * not one console error or uncaught exception. The browser's own "Failed to load resource" line
 * repeats a failed answer, which is counted once, by its status. The requests still open are kept,
 * so that a screen that never settles names the request it waits for.
 */
function watchPanel(page: Page) {
  const problems: string[] = [];
  const open = new Map<Request, string>();
  page.on('request', (request) => open.set(request, `${request.method()} ${new URL(request.url()).pathname}`));
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${response.request().method()} ${new URL(response.url()).pathname}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  return { problems, open };
}
type Watch = ReturnType<typeof watchPanel>;

/**
 * The screen has drawn its document or list: the panel's template is there, nothing is loading,
 * and no request has been open for half a second (what `networkidle` waits for, but bounded, and
 * naming what is still open when it fails).
 */
async function settled(page: Page, watch: Watch) {
  await expect(page.locator('.template-default, .template-minimal').first()).toBeVisible();
  await expect(page.locator('.loading-overlay')).toHaveCount(0);
  let quietSince = Date.now();
  await expect
    .poll(
      () => {
        if (watch.open.size > 0) quietSince = Date.now();
        return Date.now() - quietSince >= 500 ? [] : [...watch.open.values()];
      },
      { message: 'requests still open', timeout: 30_000, intervals: [100] },
    )
    .toEqual([]);
}

/**
 * Every image field on the screen shows its image: a thumbnail that loaded, never the panel's
 * "Untitled - ID: …" placeholder with a file icon (what it shows when its look-up of the image fails).
 * Tabs are opened one by one, as an editor would.
 */
async function expectThumbnails(page: Page) {
  const tabs = page.locator('.tabs-field__tab-button');
  const count = await tabs.count();
  let seen = 0;
  for (let tab = 0; tab <= count; tab++) {
    if (tab < count) {
      await tabs.nth(tab).click();
      await expect(tabs.nth(tab)).toHaveClass(/tabs-field__tab-button--active/);
    } else if (count > 0) break;
    const images = page.locator('.upload-relationship-details:visible');
    // An image field shows a shimmer until its look-up answers; counted before, a tab's images were missed.
    await expect(page.locator('.shimmer-effect:visible')).toHaveCount(0);
    const shown = await images.count();
    for (let i = 0; i < shown; i++) {
      await expect(images.nth(i).locator('.thumbnail img')).toBeVisible();
      await expect(images.nth(i)).not.toContainText('Untitled');
    }
    seen += shown;
  }
  return seen;
}

/** A document's versions: the list, then the newest version. */
async function expectVersions(page: Page, watch: Watch, url: string) {
  await page.goto(url);
  await settled(page, watch);
  const version = page.locator('.table tbody tr a').first();
  await expect(version).toBeVisible();
  await version.click();
  await expect(page).toHaveURL(/\/versions\/[0-9a-f-]{36}/);
  await settled(page, watch);
}

const collections = [
  { slug: 'users', create: true },
  { slug: 'categories', create: true },
  { slug: 'packages', create: true, versions: true },
  { slug: 'team-members', create: true, versions: true },
  { slug: 'queries', create: false },
  { slug: 'query-notes', create: false },
  { slug: 'media', create: true },
  { slug: 'legal-pages', create: true, versions: true },
] as const;

/** A verified query with a note, so the support collections have a document to open. */
async function queryWithNote(baseURL: string, mailbox: Mailbox, token: string) {
  const queryId = await verifiedQuery(baseURL, mailbox, { name: 'Panel walk', email: `panel-walk-${randomUUID().slice(0, 8)}@example.com`, message: 'A query for the panel walk.' });
  const note = await api(baseURL, 'POST', `/query/${queryId}/notes`, { token, json: { text: 'A note for the panel walk.' } });
  expect(note.status).toBeLessThan(300);
}

// Every screen an editor reaches from the panel's navigation, with no failed request and no console
// error: each collection's list, a document, its versions and the create view, the site content with
// its live preview at each width and its versions, and the media library.
test.describe('CMS panel walk', () => {
  let watch: Watch;
  test.beforeEach(async ({ page, staff }) => {
    watch = watchPanel(page);
    await signInToPanel(page, staff);
  });
  test.afterEach(() => {
    expect(watch.problems, 'failed requests and console errors').toEqual([]);
  });

  for (const collection of collections) {
    test(`${collection.slug}: the list, a document${'versions' in collection ? ', its versions' : ''}${collection.create ? ' and the create view' : ''}`, async ({ page, baseURL, mailbox, staffToken }) => {
      test.setTimeout(120_000);
      if (collection.slug === 'queries' || collection.slug === 'query-notes') await queryWithNote(baseURL!, mailbox, await staffToken());
      await page.goto(`/cms/collections/${collection.slug}`);
      await settled(page, watch);
      const rows = page.locator('.table tbody tr');
      await expect(rows.first()).toBeVisible();
      // The media library shows each image's thumbnail.
      if (collection.slug === 'media') await expect(rows.first().locator('.thumbnail img')).toBeVisible();
      const href = await rows.first().locator('a[href*="/cms/collections/"]').first().getAttribute('href');
      expect(href, 'a link to a document').toMatch(new RegExp(`/cms/collections/${collection.slug}/[0-9a-f-]{36}`));

      await page.goto(href!);
      await settled(page, watch);
      if (collection.slug === 'team-members') expect(await expectThumbnails(page), 'a team member\'s profile image').toBeGreaterThan(0);
      else await expectThumbnails(page);

      if ('versions' in collection) await expectVersions(page, watch, `${href}/versions`);
      if (collection.create) {
        await page.goto(`/cms/collections/${collection.slug}/create`);
        await settled(page, watch);
      }
    });
  }

  test('site content: its images, live preview at each width, and its versions', async ({ page, shot }) => {
    test.setTimeout(120_000);
    await page.goto('/cms/globals/site-content');
    await settled(page, watch);
    expect(await expectThumbnails(page), 'image fields in the site content').toBeGreaterThan(0);
    await shot('cms-walk-site-content');

    await openLivePreview(page);
    const frame = page.frameLocator('iframe');
    for (const [label, width] of [['Mobile', 375], ['Tablet', 768], ['Desktop', 1440]] as const) {
      await page.locator('.live-preview-toolbar-controls__breakpoint button').first().click();
      await page.getByRole('button', { name: label, exact: true }).click();
      await expect.poll(() => frame.locator('html').evaluate(() => window.innerWidth)).toBe(width);
      await expect(frame.getByRole('heading', { level: 1 })).toBeVisible();
    }

    await expectVersions(page, watch, '/cms/globals/site-content/versions');
  });

  test('the dashboard, the inbox settings and the account screen', async ({ page }) => {
    await page.goto('/cms');
    await settled(page, watch);
    await page.goto('/cms/globals/inbox-settings');
    await settled(page, watch);
    await expect(page.getByLabel('Response target (hours)')).toHaveValue('24');
    await page.goto('/cms/account');
    await settled(page, watch);
  });
});
