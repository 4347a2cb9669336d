import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { bootApp, type TestApp } from '../../testing/boot';

const publicUrl = 'https://studio.example';

// One app for the file: Payload keeps one instance per process.
let app: TestApp;

beforeAll(async () => {
  app = await bootApp({ redisUrl: inject('redisUrl'), prefix: `seo-${process.pid}`, env: { PUBLIC_URL: `${publicUrl}/` } });
});

afterAll(async () => {
  await app?.stop();
});

const get = (path: string) => fetch(`${app.url}${path}`);

/** Publishes a change to the site content as an editor would (its hooks drop the caches). */
const publish = (data: Record<string, unknown>) => app.payload.updateGlobal({ slug: 'site-content', data: { ...data, _status: 'published' } as never });

describe('robots.txt, sitemap.xml and the link-preview image', () => {
  it('name the public origin (PUBLIC_URL), not the address the request came to', async () => {
    const robots = await get('/robots.txt');
    expect(robots.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await robots.text()).toContain(`Sitemap: ${publicUrl}/sitemap.xml`);
    const sitemap = await (await get('/sitemap.xml')).text();
    expect(sitemap).toContain(`<loc>${publicUrl}/</loc>`);
    expect(sitemap).toContain(`<loc>${publicUrl}/terms-of-services</loc>`);
    expect(sitemap).not.toContain(app.url);
    const page = await (await get('/support')).text();
    expect(page).toContain(`<link rel="canonical" href="${publicUrl}/support">`);
    expect(page).toContain(`<meta property="og:image" content="${publicUrl}/og-image.png">`);
  });

  it('are made once per publish: the same bytes until the content changes, then new ones', async () => {
    const first = await get('/og-image.png');
    const etag = first.headers.get('etag')!;
    // (fetch sends Cache-Control: no-cache with a conditional request, so no 304 here: the e2e suite checks those.)
    expect((await get('/og-image.png')).headers.get('etag')).toBe(etag);
    const sitemapBefore = await (await get('/sitemap.xml')).text();

    const content = await app.payload.findGlobal({ slug: 'site-content' });
    await publish({ hero: { ...content.hero, title: 'Edits that ship on time, every time' } });

    const second = await get('/og-image.png');
    expect(second.headers.get('etag')).not.toBe(etag);
    const { width, height, format } = await sharp(Buffer.from(await second.arrayBuffer())).metadata();
    expect({ width, height, format }).toEqual({ width: 1200, height: 630, format: 'png' });
    const updated = await app.payload.findGlobal({ slug: 'site-content' });
    const sitemapAfter = await (await get('/sitemap.xml')).text();
    expect(sitemapAfter).not.toBe(sitemapBefore);
    expect(sitemapAfter).toContain(`<url><loc>${publicUrl}/</loc><lastmod>${new Date(updated.updatedAt!).toISOString()}</lastmod></url>`);
  });

  it("serve the editors' search title and description in the page's head", async () => {
    await publish({ seo: { home: { title: 'Video editors for busy owners', description: 'Short-form, long-form and ads, edited to sell.' } } });
    const page = await (await get('/')).text();
    expect(page).toContain('<title>Video editors for busy owners | Cutroom Studio</title>');
    expect(page).toContain('<meta name="description" content="Short-form, long-form and ads, edited to sell.">');
    expect(page).toContain('<meta property="og:title" content="Video editors for busy owners | Cutroom Studio">');
  });
});
