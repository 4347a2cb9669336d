import { expect, signInToPanel, test } from '../support/fixtures';
import { openSiteContentTab } from './site-content';

// Content editors work in Payload's own panel at /cms, served by the same process.
test.describe('CMS panel', () => {
  test.beforeEach(async ({ page, staff }) => {
    await signInToPanel(page, staff);
  });

  test('shows the site content an editor changes, seeded with the spec’s copy', async ({ page, shot }) => {
    await page.goto('/cms/globals/site-content');
    await openSiteContentTab(page, 'Hero');
    // The hero's subtitle, by its field path: the label "Subtitle" repeats in the process cards, and
    // the first of them was once a process card's (clean-clone CI, the form still loading). Not its
    // title: live-preview.spec.ts, on the other worker, types a draft of it, which the panel opens with.
    const heroSubtitle = page.locator('#field-hero__subtitle');
    await expect(heroSubtitle).toHaveAccessibleName(/^Subtitle/);
    await expect(heroSubtitle).toHaveValue('We help busy business owners grow and sell by editing professional videos');
    await expect(page.getByLabel('Trusted By')).toHaveValue('Trusted by 53+ business owners');
    await shot('cms-site-content');
  });

  test('a category created in the panel is in the public API at once, and gone when deleted', async ({ page, request, shot }) => {
    const name = `Panel category ${Date.now()}`;
    const names = async () => ((await (await request.get('/api/v1/category/get-all-category')).json()) as { data: { name: string }[] }).data.map((c) => c.name);
    expect(await names()).not.toContain(name); // and the list is now cached

    await page.goto('/cms/collections/categories/create');
    await page.getByLabel('Name').fill(name);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('successfully created', { exact: false })).toBeVisible();
    await shot('cms-category-created');
    await expect.poll(names).toContain(name);

    await page.getByRole('button', { name: 'Open document actions' }).or(page.locator('.doc-controls__popup .popup-button')).first().click();
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page).toHaveURL(/\/cms\/collections\/categories(\?|$)/);
    await expect.poll(names).not.toContain(name);
  });

  test('makes no request to another origin', async ({ page }) => {
    const foreign: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (!['localhost', '127.0.0.1'].includes(url.hostname) && url.protocol.startsWith('http')) foreign.push(request.url());
    });
    await page.goto('/cms/globals/site-content');
    await openSiteContentTab(page, 'Hero');
    await expect(page.getByLabel('Title').first()).toBeVisible();
    expect(foreign).toEqual([]);
  });

  test('works under its Content-Security-Policy, with no violation reported', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    const response = await page.goto('/cms/globals/site-content');
    expect(response?.headers()['content-security-policy']).toContain("default-src 'self'");
    await openSiteContentTab(page, 'Hero');
    await expect(page.getByLabel('Title').first()).toBeVisible();
    await page.goto('/cms/collections/media/create');
    await expect(page.getByText('Drag and drop a file', { exact: false }).or(page.getByRole('button', { name: /select a file/i })).first()).toBeVisible();
    expect(violations).toEqual([]);
  });
});

const brand = 'Cutroom Studio';

/** The page's favicon link: same origin as the page, and served. */
async function expectServedFavicon(page: import('@playwright/test').Page) {
  const href = await page.locator('link[rel="icon"]').first().getAttribute('href');
  const favicon = new URL(href!, page.url());
  expect(favicon.origin).toBe(new URL(page.url()).origin);
  const response = await page.request.get(favicon.href);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('image/svg+xml');
  return favicon.pathname;
}

// The panel and the dashboard are the studio's: its mark and name, its favicon, its title convention.
test.describe('CMS panel in the studio’s brand', () => {
  test('the sign-in page shows the studio’s logo, favicon and title, under its Content-Security-Policy', async ({ page, shot }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.goto('/cms');
    await expect(page.getByRole('img', { name: `${brand} CMS` })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(` · ${brand} CMS$`));
    expect(await expectServedFavicon(page)).toBe('/favicon.svg');
    await expect(page.locator('link[rel="icon"][href*="payload"]')).toHaveCount(0);
    await shot('cms-sign-in-branded');
    expect(violations).toEqual([]);
  });

  test('the signed-in panel carries the studio’s icon and title suffix', async ({ page, staff }) => {
    await signInToPanel(page, staff, { through: 'form' });
    await expect(page.getByRole('img', { name: brand, exact: true }).first()).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(` · ${brand} CMS$`));
    await expectServedFavicon(page);
  });

  test('the dashboard’s sign-in page matches: the same logo, favicon and title convention', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('img', { name: `${brand} Dashboard` })).toBeVisible();
    await expect(page).toHaveTitle(`Sign In · ${brand} Dashboard`);
    expect(await expectServedFavicon(page)).toBe('/favicon.svg');
  });
});

test.describe('CMS panel password reset', () => {
  test('forgot-password mails a branded link to the panel’s reset page, and the link sets a new password', async ({ page, request, mailbox, staffToken, baseURL }) => {
    const email = `panel-reset-${Date.now()}@example.com`;
    const auth = { Authorization: `Bearer ${await staffToken()}` };
    const created = await request.post('/api/v1/user/create-admin', { headers: auth, data: { email, password: 'first-password-1' } });
    expect(created.status()).toBe(201);
    const { _id: id } = ((await created.json()) as { data: { _id: string } }).data;

    try {
      await page.goto('/cms/forgot');
      await page.getByLabel('Email').fill(email);
      await page.getByRole('button', { name: 'Submit' }).click();
      await expect(page.getByText('you will receive instructions to reset your password', { exact: false })).toBeVisible();

      // A new staff account also gets the staff notices of queries other specs verify meanwhile.
      const subject = `Reset your ${brand} password`;
      const resetMails = async () => (await mailbox.mails(email)).filter((mail) => mail.subject === subject);
      await expect.poll(async () => (await resetMails()).length, { message: `a reset mail to ${email}` }).toBe(1);
      const [mail] = await resetMails();
      expect(mail!.html).toContain(`The ${brand} team`);
      const link = /href="([^"]+\/cms\/reset\/[^"]+)"/.exec(mail!.html)?.[1];
      expect(link, 'a link to the panel’s reset page').toBeDefined();
      expect(new URL(link!).origin).toBe(new URL(baseURL!).origin);

      // The panel asks who is signed in (users/me) once its client has hydrated: typed before that,
      // a value can miss the form's state and the form says "Please correct invalid fields" (a
      // clean-clone CI run, where typing again did not help). Then emptied and typed again.
      const hydrated = page.waitForResponse((response) => new URL(response.url()).pathname === '/cms/api/users/me');
      await page.goto(link!);
      await hydrated;
      await expect(async () => {
        for (const label of ['New Password', 'Confirm Password']) {
          await page.getByLabel(label).clear();
          await page.getByLabel(label).fill('second-password-2');
        }
        await page.getByRole('button', { name: 'Reset Password' }).click();
        await expect(page).not.toHaveURL(/\/cms\/reset\//, { timeout: 5000 });
      }).toPass({ timeout: 30_000 });
      const signIn = await request.post('/api/v1/auth/login', { data: { email, password: 'second-password-2' } });
      expect(signIn.status()).toBe(200);
    } finally {
      await request.delete(`/api/v1/auth/${id}`, { headers: auth });
    }
  });
});
