import type { Category, Package, SiteContent, TeamMember } from '@agency/contract';

import { expect, test } from '../support/fixtures';
import { open } from './helpers';

interface Api {
  content: SiteContent;
  categories: Category[];
  packages: Package[];
  team: TeamMember[];
}

/** What the site shows comes from the API: read it, so data other tests add cannot break these. */
async function readApi(request: import('@playwright/test').APIRequestContext): Promise<Api> {
  const get = async <T>(path: string) => ((await (await request.get(`/api/v1${path}`)).json()) as { data: T }).data;
  const [content, categories, packages, team] = await Promise.all([
    get<SiteContent>('/content'),
    get<Category[]>('/category/get-all-category'),
    get<Package[]>('/package/get-all-package'),
    get<TeamMember[]>('/team-member/get-all'),
  ]);
  return { content, categories, packages, team };
}

const section = (page: import('@playwright/test').Page, name: string | RegExp) => page.getByRole('region', { name, exact: typeof name === 'string' });

test('hero and stats: the pitch, five stars, Book a call, and numbers that count up to their values', async ({ page }) => {
  await open(page, '/');
  await expect(page.getByRole('heading', { level: 1, name: 'Unlock effortless content creation with strategic video editing' })).toBeVisible();
  await expect(page.getByText('We help busy business owners grow and sell by editing professional videos')).toBeVisible();
  await expect(page.getByText('Trusted by 53+ business owners')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Rated 5 out of 5' }).locator('svg')).toHaveCount(5);
  await expect(page.getByRole('main').getByRole('button', { name: 'Book a call' }).first()).toBeVisible();

  const stats = section(page, 'Our numbers');
  await stats.scrollIntoViewIfNeeded();
  for (const [value, label] of [['6', 'Team Members'], ['2700', 'Videos Created'], ['88M', 'Views']] as const) {
    const item = stats.getByRole('listitem').filter({ hasText: label });
    await expect(item.locator('span[aria-hidden="true"]')).toHaveText(value);
  }
});

test('How it works?: three cards with images, one roadmap open at a time; How can we help you?: three cards', async ({ page }) => {
  await open(page, '/');
  const process = section(page, 'How it works?');
  await expect(process.getByRole('heading', { level: 3 })).toHaveText(['Research', 'Implementation', 'Refine']);
  // Each illustration carries its media's alt text (the seed's descriptions).
  await expect(process.getByRole('img')).toHaveCount(3);
  await expect(process.getByRole('img', { name: 'Magnifying glass over a bar chart' })).toBeVisible();
  const toggles = process.getByRole('button', { name: /Roadmap/ });
  await expect(toggles).toHaveText(['Show Roadmap', 'Show Roadmap', 'Show Roadmap']);

  await toggles.nth(0).click();
  await expect(process.getByText('Understand your business and brand')).toBeVisible();
  await toggles.nth(2).click();
  await expect(process.getByText('Monitor performance metrics')).toBeVisible();
  await expect(process.getByText('Understand your business and brand')).toBeHidden();
  await expect(toggles).toHaveText(['Show Roadmap', 'Show Roadmap', 'Hide Roadmap']);
  await toggles.nth(2).click();
  await expect(toggles).toHaveText(['Show Roadmap', 'Show Roadmap', 'Show Roadmap']);

  const help = section(page, 'How can we help you?');
  await expect(help.getByRole('heading', { level: 3 })).toHaveText(['Short Form Videos', 'Long Form Videos', 'Video Ads']);
});

test('FAQ: five questions, one open at a time, the open one closes on a second click', async ({ page, request }) => {
  const { content } = await readApi(request);
  await open(page, '/');
  const faq = section(page, 'Frequently asked questions');
  const questions = faq.getByRole('button');
  await expect(questions).toHaveCount(5);
  const [first, second] = content.faq;
  await faq.getByRole('button', { name: first!.question }).click();
  await expect(faq.getByText(first!.answer)).toBeVisible();
  await faq.getByRole('button', { name: second!.question }).click();
  await expect(faq.getByText(second!.answer)).toBeVisible();
  await expect(faq.getByText(first!.answer)).toBeHidden();
  await faq.getByRole('button', { name: second!.question }).click();
  await expect(faq.getByText(second!.answer)).toBeHidden();
});

// The sections below the first screen come to life only as they near it (app/when-visible.tsx). A
// click that reaches one before (from a script, assistive technology or a quick tap) wakes it and
// takes effect on the same control.
test('a click on a section that has not come to life yet is not lost', async ({ page, request }) => {
  const { content } = await readApi(request);
  await open(page, '/');
  const faq = section(page, 'Frequently asked questions');
  const question = faq.getByRole('button', { name: content.faq[0]!.question });
  // Far below the first screen and never scrolled near: it is still the server's HTML.
  expect(await faq.evaluate((element) => element.getBoundingClientRect().top > 2 * innerHeight)).toBe(true);
  await question.dispatchEvent('click');
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(faq.getByText(content.faq[0]!.answer)).toBeVisible();
});

// Screenshots of the whole page, print previews and a visitor's capture tools draw the page beyond
// the screen: every section must be there, not only those a scroll has reached.
test('every section of the home page is drawn, also off the screen (a full-page capture shows it whole)', async ({ page }) => {
  await open(page, '/');
  const undrawn = await page.evaluate(() =>
    [...document.querySelectorAll('main h2, footer h2, footer a')]
      .filter((element) => !element.checkVisibility({ contentVisibilityAuto: true }))
      .map((element) => element.textContent),
  );
  expect(undrawn).toEqual([]);
});

// The page's data comes after its first paint (decision 040): should that fetch fail, the app
// draws the page afresh from the API instead of leaving it dead.
test('the home page still comes to life when the data it was rendered with cannot be fetched', async ({ page, request }) => {
  const { content } = await readApi(request);
  await page.route((url) => url.pathname === '/page-data', (route) => route.abort());
  await open(page, '/');
  const faq = section(page, 'Frequently asked questions');
  const [first] = content.faq;
  await faq.getByRole('button', { name: first!.question }).click();
  await expect(faq.getByText(first!.answer)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: content.hero.title })).toBeVisible();
});

test('Portfolio: three tabs of three videos, portrait for short-form; the player loads only on play', async ({ page, request }) => {
  const { content } = await readApi(request);
  const videoRequests: string[] = [];
  await page.route(/^https:\/\/www\.youtube(-nocookie)?\.com\//, (route) => {
    videoRequests.push(route.request().url());
    return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Player</title><p>A video player</p>' });
  });
  await open(page, '/');
  const portfolio = section(page, 'Our latest work');
  await expect(portfolio.getByRole('tab')).toHaveText(['Short-form', 'Long-form', 'Video Ads']);

  for (const [tab, key, portrait] of [['Short-form', 'shortForm', true], ['Long-form', 'longForm', false], ['Video Ads', 'videoAds', false]] as const) {
    await portfolio.getByRole('tab', { name: tab }).click();
    const plays = portfolio.getByRole('tabpanel').getByRole('button', { name: /^Play video:/ });
    await expect(plays).toHaveCount(3);
    await expect(plays).toHaveText(content.portfolio[key].slice(0, 3).map((video) => new RegExp(video.title)));
    const box = (await plays.first().boundingBox())!;
    expect(box.height > box.width).toBe(portrait);
  }
  expect(videoRequests).toEqual([]);

  const video = content.portfolio.videoAds[0]!;
  await portfolio.getByRole('button', { name: `Play video: ${video.title}` }).click();
  const player = portfolio.locator('iframe');
  await expect(player).toHaveAttribute('src', `https://www.youtube-nocookie.com/embed/${video.embedId}?autoplay=1&rel=0`);
  await expect(player).toHaveAttribute('title', video.title);
  await expect.poll(() => videoRequests.length).toBeGreaterThan(0);
});

test('Clients: 16 cards on a marquee moving at 40 px/s, with a pause button', async ({ page, request }) => {
  const { content } = await readApi(request);
  await open(page, '/');
  const clients = section(page, 'Clients');
  const cards = clients.getByRole('listitem'); // the looping copy is hidden from the accessibility tree
  await expect(cards).toHaveCount(16);
  for (const client of content.clients) await expect(cards.filter({ hasText: client.name })).toHaveCount(1);
  await expect(cards.first()).toContainText(content.clients[0]!.subscriberCount);

  const { width, seconds } = await clients.locator('ul').first().evaluate((list) => ({
    width: (list as HTMLElement).offsetWidth,
    seconds: parseFloat(getComputedStyle(list.parentElement!).animationDuration),
  }));
  expect(width / seconds).toBeCloseTo(40, 0);

  await clients.getByRole('button', { name: 'Pause clients' }).click();
  await expect(clients.getByRole('button', { name: 'Play clients' })).toHaveAttribute('aria-pressed', 'true');
  const state = await clients.locator('ul').first().evaluate((list) => getComputedStyle(list.parentElement!).animationPlayState);
  expect(state).toBe('paused');
});

test('Pricing: one tab per category, the intro sentence, the cards, and the third card highlighted', async ({ page, request, isMobile }) => {
  const { categories, packages } = await readApi(request);
  await open(page, '/');
  const pricing = section(page, 'Simple plans for every kind of video');
  await expect(pricing.getByRole('tab')).toHaveText(categories.map((category) => category.name));

  for (const category of categories) {
    const inCategory = packages.filter((pkg) => pkg.category._id === category._id);
    await pricing.getByRole('tab', { name: category.name, exact: true }).click();
    const panel = pricing.getByRole('tabpanel');
    await expect(panel.getByText(inCategory[0]?.description ?? `Explore our ${category.name} packages and included features below.`, { exact: true })).toBeVisible();
    const cards = panel.getByRole('article');
    await expect(cards).toHaveCount(inCategory.length);
    if (inCategory.length >= 3) {
      await expect(panel.locator('article[data-highlighted]')).toHaveCount(1);
      await expect(cards.nth(2)).toHaveAttribute('data-highlighted', 'true');
      const [a, c] = await Promise.all([cards.nth(0).boundingBox(), cards.nth(2).boundingBox()]);
      // Three columns from medium screens up, one below.
      if (isMobile) expect(c!.y).toBeGreaterThan(a!.y);
      else expect(Math.abs(c!.y - a!.y)).toBeLessThan(2);
    }
  }
});

test('Testimonials: 14 cards on a marquee; long texts are cut at 300 characters with Read more / Read less', async ({ page, request }) => {
  const { content } = await readApi(request);
  await open(page, '/');
  const testimonials = section(page, 'Testimonials');
  await expect(testimonials.getByRole('listitem')).toHaveCount(14);
  await testimonials.getByRole('button', { name: 'Pause testimonials' }).click(); // a moving button never settles for a click

  const long = content.testimonials.find((t) => t.text.length > 300)!;
  const card = testimonials.getByRole('listitem').filter({ hasText: long.name });
  await expect(card).toContainText(`${long.text.slice(0, 300)}...`);
  await card.getByRole('button', { name: 'Read more' }).click();
  await expect(card).toContainText(long.text);
  await card.getByRole('button', { name: 'Read less' }).click();
  await expect(card).toContainText(`${long.text.slice(0, 300)}...`);

  const short = content.testimonials.find((t) => t.text.length <= 300)!;
  await expect(testimonials.getByRole('listitem').filter({ hasText: short.name }).getByRole('button')).toHaveCount(0);
});

test('the closing call to action and the team: the first six members with their images', async ({ page, request }) => {
  const { content, team } = await readApi(request);
  await open(page, '/');
  const cta = section(page, content.cta.title);
  await expect(cta.getByText(content.cta.text)).toBeVisible();
  await expect(cta.getByRole('button', { name: content.cta.buttonLabel })).toBeVisible();

  const teamSection = section(page, 'Meet the editors behind your videos');
  const members = teamSection.getByRole('listitem');
  await expect(members).toHaveCount(Math.min(6, team.length));
  for (const [index, member] of team.slice(0, 6).entries()) {
    await expect(members.nth(index)).toContainText(member.name);
    await expect(members.nth(index)).toContainText(member.role);
    await expect(members.nth(index).locator('img')).toHaveAttribute('src', member.profileImage ?? '/images/default-avatar.svg');
  }
});

test('with reduced motion, the marquees stand still and the counters show their values at once', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await open(page, '/');
  const clients = section(page, 'Clients');
  const animation = await clients.locator('ul').first().evaluate((list) => getComputedStyle(list.parentElement!).animationName);
  expect(animation).toBe('none');
  await expect(clients.getByRole('button', { name: 'Pause clients' })).toBeHidden();
  const item = section(page, 'Our numbers').getByRole('listitem').filter({ hasText: 'Videos Created' });
  await expect(item.locator('span[aria-hidden="true"]')).toHaveText('2700');
});

// At both sizes: a phone or tablet may have a keyboard too.
test('keyboard: the skip link leads to the content, and focus is visible', async ({ page }) => {
  await open(page, '/');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Tab');
  const outline = await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle);
  expect(outline).not.toBe('none');
});
