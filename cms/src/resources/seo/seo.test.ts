import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

import type { Media } from '../../payload-types';
import { ResponseCache } from '../../lib/cache';
import { toPageSeo, toSeoImage, toSiteSeo } from './mapper';
import { escapeXml } from '../../lib/escape-xml';
import { ogImageSvg, renderOgImage, textEms, wrapText } from './og-image';
import { ContentDocuments, document } from './routes';
import { publicOrigin, seoSettings } from './settings';
import { robotsTxt, sitemapXml } from './sitemap';

const hero = {
  title: 'Unlock effortless content creation with strategic video editing',
  subtitle: 'We help busy business owners grow and sell by editing professional videos',
  trustedBy: 'Trusted by 53+ business owners',
  ctaLabel: 'Book a call',
};

describe('public origin', () => {
  it('is PUBLIC_URL when set (its origin), else the address npm start serves', () => {
    expect(publicOrigin({ PUBLIC_URL: 'https://www.cutroomstudio.com/', PORT: 3000 })).toBe('https://www.cutroomstudio.com');
    expect(publicOrigin({ PUBLIC_URL: undefined, PORT: 4123 })).toBe('http://localhost:4123');
    expect(seoSettings({ PUBLIC_URL: 'https://studio.example', PORT: 3000 }).image).toEqual({
      url: 'https://studio.example/og-image.png',
      width: 1200,
      height: 630,
      alt: 'Cutroom Studio',
    });
  });
});

describe('sitemap and robots.txt', () => {
  it('lists each page once by its absolute address, with its update time', () => {
    const xml = sitemapXml('https://www.cutroomstudio.com', [
      { path: '/', lastmod: '2026-11-20T10:00:00.000Z' },
      { path: '/support' },
      { path: '/legal/a&b', lastmod: 'not a date' },
      { path: '/', lastmod: '2026-11-20T10:00:00.000Z' },
    ]);
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    expect([...xml.matchAll(/<url>(.*?)<\/url>/g)].map((match) => match[1])).toEqual([
      '<loc>https://www.cutroomstudio.com/</loc><lastmod>2026-11-20T10:00:00.000Z</lastmod>',
      '<loc>https://www.cutroomstudio.com/support</loc>',
      '<loc>https://www.cutroomstudio.com/legal/a&amp;b</loc>',
    ]);
  });

  it('robots.txt names the sitemap by its absolute address and keeps staff pages out', () => {
    const robots = robotsTxt('https://www.cutroomstudio.com');
    expect(robots).toContain('Sitemap: https://www.cutroomstudio.com/sitemap.xml\n');
    for (const path of ['/dashboard', '/login', '/cms', '/api/']) expect(robots).toContain(`Disallow: ${path}\n`);
    expect(robots).not.toContain('Disallow: /otp-verification');
  });
});

describe('the generated link-preview image', () => {
  it('wraps words to the width and ends a cut text with an ellipsis', () => {
    const lines = wrapText(hero.title, 68, 1040, 3);
    expect(lines.join(' ')).toBe(hero.title);
    for (const line of lines) expect(textEms(line) * 68).toBeLessThanOrEqual(1040);
    const cut = wrapText('word '.repeat(80), 30, 1040, 2);
    expect(cut).toHaveLength(2);
    expect(cut[1]).toMatch(/…$/);
    expect(wrapText('x'.repeat(200), 30, 600, 2)).toEqual([expect.stringMatching(/^x+…$/)]);
  });

  it('escapes the copy into the SVG', () => {
    const svg = ogImageSvg({ ...hero, title: 'Cuts & <b>"hooks"</b>' });
    expect(svg).toContain('Cuts &amp; &lt;b&gt;&quot;hooks&quot;&lt;/b&gt;');
    expect(escapeXml(`'`)).toBe('&apos;');
    expect(() => sharp(Buffer.from(svg)).metadata()).not.toThrow();
  });

  it('is a 1200×630 PNG with the text drawn', async () => {
    const png = await renderOgImage(hero);
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    const { width, height, format } = await sharp(png).metadata();
    expect({ width, height, format }).toEqual({ width: 1200, height: 630, format: 'png' });
    // Text is white on the dark background: the title's band has many near-white pixels.
    const band = await sharp(png).extract({ left: 80, top: 180, width: 1000, height: 240 }).greyscale().raw().toBuffer();
    const light = band.filter((value) => value > 230).length;
    expect(light / band.length).toBeGreaterThan(0.05);
  });
});

describe('documents made from the content', () => {
  it('are made once, made again after a write anywhere invalidates the cache, and not kept when making fails', async () => {
    const cache = new ResponseCache();
    const documents = new ContentDocuments(cache);
    let made = 0;
    const make = async () => document('text/plain', `version ${++made}`);
    const first = await documents.get('sitemap', make);
    expect((await documents.get('sitemap', make)).etag).toBe(first.etag);
    expect(made).toBe(1);
    cache.invalidateLocal('catalogue');
    expect((await documents.get('sitemap', make)).body.toString()).toBe('version 2');
    // A write that lands while the document is made: those waiting get it, the next request a new one.
    const slow = documents.get('og-image', make);
    cache.invalidateLocal('content');
    await slow;
    expect((await documents.get('og-image', make)).body.toString()).toBe('version 4');
    await expect(documents.get('robots', () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    expect((await documents.get('robots', make)).body.toString()).toBe('version 5');
  });
});

describe('the SEO fields as the site reads them', () => {
  const media = { id: 'm1', filename: 'share-card.png', width: 1200, height: 630, alt: 'Our studio', updatedAt: '', createdAt: '' } as Media;

  it('keeps only what the editor filled in, and images with their size and alt text', () => {
    expect(toPageSeo({ title: '  Editors for owners ', description: ' ', image: media })).toEqual({
      title: 'Editors for owners',
      image: { url: '/media/share-card.png', width: 1200, height: 630, alt: 'Our studio' },
    });
    expect(toPageSeo(undefined)).toEqual({});
    // An unpopulated relation (an id) or an image without dimensions is no preview.
    expect(toSeoImage('m1')).toBeUndefined();
    expect(toSeoImage({ ...media, width: null })).toBeUndefined();
    expect(toSiteSeo({ image: media, home: { title: 'Home' }, support: null })).toEqual({
      image: { url: '/media/share-card.png', width: 1200, height: 630, alt: 'Our studio' },
      home: { title: 'Home' },
      support: {},
    });
  });
});
