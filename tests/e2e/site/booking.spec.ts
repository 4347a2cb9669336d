import type { SiteContent } from '@agency/contract';
import { external } from '@agency/contract/external';

import { expect, test } from '../support/fixtures';
import { foreignRequests, open, topBar } from './helpers';

// A stand-in for the scheduling widget: the third party may be faked, its contract is one call.
const fakeWidget = `window.Calendly = { initInlineWidget({ url, parentElement }) {
  const frame = document.createElement('iframe');
  frame.src = url;
  frame.title = 'Scheduling page';
  parentElement.appendChild(frame);
} };`;

async function schedulingUrl(request: import('@playwright/test').APIRequestContext) {
  return ((await (await request.get('/api/v1/content')).json()) as { data: SiteContent }).data.schedulingUrl;
}

const openBooking = (page: import('@playwright/test').Page) => page.getByRole('main').getByRole('button', { name: 'Book a call' }).first().click();

test('Book a call loads the scheduling widget only then, shows "Loading calendar..." for about a second, and embeds the page without its consent banner', async ({ page, request, shot }) => {
  const url = await schedulingUrl(request);
  let scriptServedAt = 0;
  await page.route(`${new URL(external.schedulingWidgetScript).origin}/**`, (route) => {
    scriptServedAt = Date.now();
    return route.fulfill({ contentType: 'application/javascript', body: fakeWidget });
  });
  await page.route(`${new URL(url).origin}/**`, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Calendar</title><h1>Pick a time</h1>' }));
  const foreign = foreignRequests(page);

  await open(page, '/');
  await page.waitForLoadState('networkidle');
  expect(foreign).toEqual([]);

  await openBooking(page);
  const dialog = page.getByRole('dialog', { name: 'Book a call' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Loading calendar...')).toBeVisible();
  await expect(dialog.getByText('Loading calendar...')).toBeHidden();
  expect(Date.now() - scriptServedAt).toBeGreaterThanOrEqual(900);
  expect(foreign).toEqual([external.schedulingWidgetScript, expect.stringContaining(new URL(url).origin)]);

  const frame = dialog.locator('iframe');
  const src = new URL((await frame.getAttribute('src'))!);
  expect(`${src.origin}${src.pathname}`).toBe(url);
  expect(src.searchParams.get('hide_gdpr_banner')).toBe('1');
  await expect(page.frameLocator('iframe[title="Scheduling page"]').getByRole('heading', { name: 'Pick a time' })).toBeVisible();
  await shot('booking-dialog');

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await openBooking(page);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('main').getByRole('button', { name: 'Book a call' }).first()).toBeFocused();
});

test('when the scheduling script cannot load, the dialog says so and links to the scheduling page', async ({ page, request }) => {
  const url = await schedulingUrl(request);
  await page.route(`${new URL(external.schedulingWidgetScript).origin}/**`, (route) => route.abort('connectionrefused'));
  await open(page, '/');
  await openBooking(page);
  const dialog = page.getByRole('dialog', { name: 'Book a call' });
  await expect(dialog.getByRole('alert')).toContainText('The booking calendar could not be loaded.');
  await expect(dialog.getByRole('link', { name: /our scheduling page/ })).toHaveAttribute('href', url);
  await expect(dialog.getByText('Loading calendar...')).toBeHidden();
});

test('the top bar opens the booking dialog too (from the menu on small screens)', async ({ page, isMobile }) => {
  await page.route(`${new URL(external.schedulingWidgetScript).origin}/**`, (route) => route.fulfill({ contentType: 'application/javascript', body: fakeWidget }));
  await page.route('https://calendly.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Calendar</title>' }));
  await open(page, '/support');
  await (await topBar(page, isMobile)).getByRole('button', { name: 'Book a call' }).click();
  await expect(page.getByRole('dialog', { name: 'Book a call' })).toBeVisible();
});
