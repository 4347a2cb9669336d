import type { Page } from '@playwright/test';

import { expect, test } from '../support/fixtures';
import { consoleErrors, open } from './helpers';

/** Without PUBLIC_URL the public origin is the address `npm start` serves: the run's own. */
const origin = () => new URL(process.env.E2E_BASE_URL!).origin;

interface Head {
  title: string;
  canonical: string | null;
  /** meta name= or property= → content. */
  meta: Record<string, string | null>;
  jsonLd: string[];
}

/** The head of served HTML as a browser parses it (without running the page). */
async function headOf(page: Page, html: string): Promise<Head> {
  return page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'text/html');
    const metas = [...doc.head.querySelectorAll('meta[name], meta[property]')];
    return {
      title: doc.title,
      canonical: doc.head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
      meta: Object.fromEntries(metas.map((tag) => [tag.getAttribute('property') ?? tag.getAttribute('name'), tag.getAttribute('content')])),
      jsonLd: [...doc.querySelectorAll('script[type="application/ld+json"]')].map((script) => script.textContent ?? ''),
    };
  }, html);
}

type Node = { '@type': string } & Record<string, unknown>;
const graphOf = (head: Head) => {
  expect(head.jsonLd).toHaveLength(1);
  return (JSON.parse(head.jsonLd[0]!) as { '@context': string; '@graph': Node[] })['@graph'];
};

async function served(page: Page, request: import('@playwright/test').APIRequestContext, path: string) {
  const response = await request.get(path);
  await page.goto('about:blank');
  return { status: response.status(), head: await headOf(page, await response.text()) };
}

/** The tags every page carries, whatever it is. */
function expectPreviewTags(head: Head) {
  expect(head.meta['og:site_name']).toBe('Cutroom Studio');
  expect(head.meta['og:type']).toBe('website');
  expect(head.meta['og:title']).toBe(head.title);
  expect(head.meta['og:description']).toBe(head.meta.description);
  expect(head.meta['og:image']).toBe(`${origin()}/og-image.png`);
  expect([head.meta['og:image:width'], head.meta['og:image:height']]).toEqual(['1200', '630']);
  expect(head.meta['twitter:card']).toBe('summary_large_image');
  expect(head.meta['twitter:title']).toBe(head.title);
  expect(head.meta['twitter:description']).toBe(head.meta.description);
  expect(head.meta['twitter:image']).toBe(head.meta['og:image']);
}

test('the sitemap lists every public page by its absolute address with when it changed; robots.txt names it', async ({ request }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(robots.headers()['content-type']).toBe('text/plain; charset=utf-8');
  const robotsText = await robots.text();
  expect(robotsText).toContain(`Sitemap: ${origin()}/sitemap.xml`);
  expect(robotsText).toMatch(/^Disallow: \/dashboard$/m);

  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()['content-type']).toBe('application/xml; charset=utf-8');
  expect(sitemap.headers()['cache-control']).toMatch(/max-age=\d+/);
  const xml = await sitemap.text();
  expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\s*<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
  const entries = [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?<\/url>/g)].map(([, loc, lastmod]) => ({ loc: loc!, lastmod }));
  const paths = entries.map((entry) => entry.loc.replace(origin(), ''));
  expect(paths).toEqual(expect.arrayContaining(['/', '/support', '/terms-of-services', '/privacy-policy', '/refund-policy']));
  expect(paths).not.toContain('/otp-verification');
  for (const { loc, lastmod } of entries) {
    expect(loc.startsWith(`${origin()}/`)).toBe(true);
    expect(new Date(lastmod!).toISOString()).toBe(lastmod);
    expect((await request.get(loc)).status(), loc).toBe(200);
  }
  // Made once per publish: the same bytes again, and 304 to a client that has them.
  const again = await request.get('/sitemap.xml', { headers: { 'If-None-Match': sitemap.headers().etag! } });
  expect(again.status()).toBe(304);
});

test('every public page names its canonical address and carries Open Graph, a Twitter card and valid JSON-LD', async ({ page, request }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc!).pathname);
  expect(paths.length).toBeGreaterThanOrEqual(5);
  for (const path of paths) {
    const { status, head } = await served(page, request, path);
    expect(status, path).toBe(200);
    expect(head.canonical, path).toBe(`${origin()}${path}`);
    expect(head.meta['og:url'], path).toBe(head.canonical);
    expect(head.meta.robots, path).toBeUndefined();
    expectPreviewTags(head);
    const graph = graphOf(head);
    const business = graph.find((node) => node['@type'] === 'ProfessionalService');
    expect(business, path).toMatchObject({ name: 'Cutroom Studio', url: `${origin()}/`, address: { '@type': 'PostalAddress', addressCountry: 'US' } });
    for (const key of ['telephone', 'email', 'logo', 'image']) expect(business![key], `${path} ${key}`).toBeTruthy();
    expect((business!.sameAs as string[]).length).toBeGreaterThan(0);
    const catalogues = (business!.hasOfferCatalog as { itemListElement: { itemListElement: Node[] }[] }).itemListElement;
    const offers = catalogues.flatMap((catalogue) => catalogue.itemListElement);
    expect(offers.length).toBeGreaterThan(0);
    for (const offer of offers) expect(offer).toMatchObject({ '@type': 'Offer', name: expect.any(String), price: expect.stringMatching(/^\d+\.\d{2}$/), priceCurrency: 'USD' });
  }
});

test('the home page adds its FAQ and the portfolio videos to the JSON-LD', async ({ page, request }) => {
  const content = (await (await request.get('/api/v1/content')).json()).data;
  const { head } = await served(page, request, '/');
  const graph = graphOf(head);
  const faq = graph.find((node) => node['@type'] === 'FAQPage');
  expect((faq!.mainEntity as Node[]).map((question) => question.name)).toEqual(content.faq.map((entry: { question: string }) => entry.question));
  const videos = graph.filter((node) => node['@type'] === 'VideoObject');
  const portfolio = [...content.portfolio.shortForm, ...content.portfolio.longForm, ...content.portfolio.videoAds];
  expect(videos).toHaveLength(portfolio.length);
  for (const video of videos) {
    expect(video).toMatchObject({ name: expect.any(String), description: expect.any(String), embedUrl: expect.stringMatching(/^https:\/\//), contentUrl: expect.stringMatching(/^https:\/\//) });
    expect((video.thumbnailUrl as string[]).length).toBeGreaterThan(0);
    expect(Number.isNaN(Date.parse(video.uploadDate as string))).toBe(false);
  }
});

test('the code step and "not found" are kept out of search', async ({ page, request }) => {
  const otp = await served(page, request, '/otp-verification');
  expect(otp.status).toBe(200);
  expect(otp.head.meta.robots).toBe('noindex');
  expect(otp.head.canonical).toBe(`${origin()}/otp-verification`);
  expectPreviewTags(otp.head);

  const missing = await served(page, request, '/no-such-page');
  expect(missing.status).toBe(404);
  expect(missing.head.meta.robots).toBe('noindex');
  expect([missing.head.canonical, missing.head.meta['og:url']]).toEqual([null, undefined]);
  expectPreviewTags(missing.head);
  graphOf(missing.head);
});

test('the Open Graph image is a 1200×630 PNG on the same origin, cached', async ({ request }) => {
  const response = await request.get('/og-image.png');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/png');
  expect(response.headers()['cache-control']).toMatch(/max-age=\d+/);
  const png = await response.body();
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  // The IHDR chunk comes first: width and height, big-endian.
  expect(png.subarray(12, 16).toString()).toBe('IHDR');
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  const again = await request.get('/og-image.png', { headers: { 'If-None-Match': response.headers().etag! } });
  expect(again.status()).toBe(304);
});

test('in the browser the head follows the page: hydrated, and after moving to another page', async ({ page }) => {
  const errors = consoleErrors(page);
  await open(page, '/');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin()}/`);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Services' }).click();
  await expect(page).toHaveURL(/\/terms-of-services$/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin()}/terms-of-services`);
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', `${origin()}/terms-of-services`);
  // The title is read once it is the new page's: read at once, it could still be the home page's.
  await expect(page).toHaveTitle(/^Terms of Services \| /);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', await page.title());
  expect(errors).toEqual([]);
});
