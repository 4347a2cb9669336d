import { compileHint } from '../../../site/scripts/compile-on-load';

import { expect, test } from '../support/fixtures';
import { consoleErrors, foreignRequests, open, topBar } from './helpers';

const pages = [
  { path: '/', name: 'home', heading: 'Unlock effortless content creation with strategic video editing' },
  { path: '/support', name: 'support', heading: 'Support' },
  { path: '/terms-of-services', name: 'terms', heading: /terms/i },
  { path: '/privacy-policy', name: 'privacy', heading: /privacy policy/i },
  { path: '/refund-policy', name: 'refund', heading: /refund policy/i },
];

for (const { path, name, heading } of pages) {
  test(`${name}: server-rendered with its title and description, no other origin, no console error`, async ({ page, request, shot }) => {
    const raw = await request.get(path);
    expect(raw.status()).toBe(200);
    const html = await raw.text();
    expect(html).toMatch(/<title>[^<]+Cutroom Studio<\/title>|<title>Cutroom Studio<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]{20,}">/);

    const foreign = foreignRequests(page);
    const errors = consoleErrors(page);
    await open(page, path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await shot(name);
    expect(foreign).toEqual([]);
    expect(errors).toEqual([]);
  });
}

test('an unknown address answers 404 with a page that leads home', async ({ page, shot }) => {
  const response = await open(page, '/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await shot('not-found');
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the terms cover delivery, revisions, liability, age and governing law', async ({ page }) => {
  await open(page, '/terms-of-services');
  const main = page.getByRole('main');
  for (const phrase of [/3-5 business days/, /2 business days/, /thumbnail/i, /1 business day/, /two revisions|2 revisions/i, /extra fee|additional fee/i, /\$50/, /18/, /Wyoming/]) {
    await expect(main).toContainText(phrase);
  }
});

test('a legal page reached from the footer loads its own text; the home page carries none', async ({ page }) => {
  const fetched = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/v1/legal-pages/terms-of-services');
  const homeData = page.waitForResponse((response) => new URL(response.url()).pathname === '/page-data');
  await open(page, '/');
  expect(await (await homeData).text()).not.toContain('Wyoming');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Services' }).click();
  await expect(page).toHaveURL(/\/terms-of-services$/);
  expect((await fetched).status()).toBe(200);
  await expect(page.getByRole('main')).toContainText(/Wyoming/);
});

test('the footer carries the legal links, contact details, social links and the copyright line', async ({ page, request }) => {
  const content = (await (await request.get('/api/v1/content')).json()).data;
  await open(page, '/');
  const footer = page.getByRole('contentinfo');
  for (const name of ['Terms of Services', 'Privacy Policy', 'Refund Policy']) await expect(footer.getByRole('link', { name })).toBeVisible();
  await expect(footer.getByRole('link', { name: content.contact.email })).toHaveAttribute('href', `mailto:${content.contact.email}`);
  await expect(footer).toContainText(content.contact.phone);
  await expect(footer).toContainText(content.contact.address);
  await expect(footer.getByRole('list', { name: 'Social media' }).getByRole('link')).toHaveCount(4);
  await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
  await expect(footer).toContainText('US$ USD');
  const digits = content.contact.messagingNumber.replace(/\D/g, '');
  await expect(page.getByRole('link', { name: /Chat with us/ })).toHaveAttribute('href', `https://wa.me/${digits}`);
});

test('the top bar leads to the sections and pages (menu overlay on small screens)', async ({ page, isMobile }) => {
  await open(page, '/support');
  if (isMobile) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('link', { name: 'Pricing' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('link', { name: 'Pricing' }).click();
  } else {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' }).click();
  }
  await expect(page).toHaveURL(/\/#pricing$/);
  await expect(page.locator('#pricing')).toBeInViewport();
});

/**
 * How far a section's top sits outside the band the page scrolls sections to (60–110 px down: the top
 * bar and scroll-padding-top), once the page has drawn two more frames: 0 when it is there.
 */
async function offTarget(page: import('@playwright/test').Page, selector: string): Promise<number> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const top = await page.locator(selector).evaluate((element) => Math.round(element.getBoundingClientRect().top));
  return Math.max(0, 60 - top, top - 110);
}

// The home page brings its sections below the first screen to life only as they near it (WhenVisible):
// a scroll to one of them must land on it all the same, and stay there as the sections around wake.
test('a link to a section lands on it and stays: followed on the home page, and opened from elsewhere', async ({ page, isMobile }) => {
  await open(page, '/');
  await (await topBar(page, isMobile)).getByRole('link', { name: 'Pricing' }).click();
  await expect(page).toHaveURL(/\/#pricing$/);
  // The page scrolls there smoothly, then stays.
  await expect.poll(() => offTarget(page, '#pricing')).toBe(0);
  expect(await offTarget(page, '#pricing')).toBe(0);

  await open(page, '/support');
  await open(page, '/#faq');
  await expect.poll(() => offTarget(page, '#faq')).toBe(0);
  expect(await offTarget(page, '#faq')).toBe(0);
});

test('pages carry the security policy; scripts carry only what a subresource needs and are cached for good', async ({ request }) => {
  const page = await request.get('/');
  const csp = page.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain('frame-src');
  expect(page.headers()['x-frame-options']).toBe('SAMEORIGIN');

  // The page's one inline script, allowed by its hash, imports the entry once the page is painted.
  const entry = /<script id="app-entry" data-src="([^"]+)"/.exec(await page.text())?.[1];
  expect(csp).toMatch(/script-src 'self' [^;]*'sha256-/);
  expect(entry).toMatch(/^\/assets\/.+\.js$/);
  const script = await request.get(entry!);
  expect(script.status()).toBe(200);
  expect(script.headers()).toMatchObject({
    'cache-control': 'public, max-age=31536000, immutable',
    'x-content-type-options': 'nosniff',
    'cross-origin-resource-policy': 'same-origin',
  });
  expect(script.headers()['content-security-policy']).toBeUndefined();
});

// Nothing of the app is fetched before the browser has painted the server's HTML: the page's
// bytes have the connection to themselves until then, and the app still comes to life.
test("the app's code starts loading only after the first paint", async ({ page }) => {
  await open(page, '/');
  const timing = await page.evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
    const scripts = performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith('.js'));
    return { paint, firstScript: Math.min(...scripts.map((entry) => entry.startTime)), scripts: scripts.length };
  });
  expect(timing.paint).toBeGreaterThan(0);
  expect(timing.scripts).toBeGreaterThan(0);
  expect(timing.firstScript).toBeGreaterThanOrEqual(timing.paint!);
});

// Each script arrives asking V8 to compile all of it while it streams in, on a background thread
// (site/scripts/compile-on-load.ts), rather than each function on the main thread when first called.
test('every script the home page loads is compiled as it arrives, off the main thread', async ({ page }) => {
  const scripts: Promise<[string, string]>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text().then((text) => [response.url(), text]));
  });
  await open(page, '/');
  expect(scripts.length).toBeGreaterThan(0);
  for (const [url, text] of await Promise.all(scripts)) expect(text.startsWith(compileHint), url).toBe(true);
});

// The project's own size (390 or 1280) is covered above; these are the extremes the site promises.
for (const width of [320, 1920]) {
  test(`at ${width} px wide no page scrolls sideways`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const { path } of [...pages, { path: '/no-such-page' }]) {
      await open(page, path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${path} overflows by ${overflow}px`).toBeLessThanOrEqual(0);
    }
  });
}
