import { QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { emptyHead, PageMeta, ServerHeadProvider, type HeadState } from '../page-meta';
import { createQueryClient, seedQueryClient } from '../query-client';
import { headTags } from './head-tags';
import { pageSeo } from './page-seo';
import { publicPages } from './public-pages';
import { initialData } from './test-data';

const head = (state: Partial<HeadState>): HeadState => ({ ...emptyHead(), title: 'Support | Cutroom Studio', description: 'Send us a message.', path: '/support', ...state });

/** The tags as a browser reads them. */
function parse(tags: string) {
  const doc = new DOMParser().parseFromString(`<!doctype html><html><head>${tags}</head><body></body></html>`, 'text/html');
  const content = (selector: string) => doc.head.querySelector(selector)?.getAttribute('content') ?? null;
  return {
    doc,
    content,
    og: (name: string) => content(`meta[property="og:${name}"]`),
    twitter: (name: string) => content(`meta[name="twitter:${name}"]`),
    canonical: doc.head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
    robots: content('meta[name="robots"]'),
    jsonLd: [...doc.head.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent!) as { '@graph': { '@type': string }[] }),
  };
}

describe('head tags', () => {
  it('name the page on the public origin, with Open Graph, a large Twitter card and one JSON-LD block', () => {
    const tags = parse(headTags(head({}), initialData()));
    expect(tags.doc.title).toBe('Support | Cutroom Studio');
    expect(tags.content('meta[name="description"]')).toBe('Send us a message.');
    expect(tags.canonical).toBe('https://www.cutroomstudio.com/support');
    expect(tags.robots).toBeNull();
    expect({ type: tags.og('type'), url: tags.og('url'), title: tags.og('title'), description: tags.og('description'), site: tags.og('site_name') }).toEqual({
      type: 'website',
      url: 'https://www.cutroomstudio.com/support',
      title: 'Support | Cutroom Studio',
      description: 'Send us a message.',
      site: 'Cutroom Studio',
    });
    expect([tags.og('image'), tags.og('image:width'), tags.og('image:height')]).toEqual(['https://www.cutroomstudio.com/og-image.png', '1200', '630']);
    expect([tags.twitter('card'), tags.twitter('title'), tags.twitter('image')]).toEqual(['summary_large_image', 'Support | Cutroom Studio', 'https://www.cutroomstudio.com/og-image.png']);
    expect(tags.jsonLd).toHaveLength(1);
    expect(tags.jsonLd[0]!['@graph'].map((node) => node['@type'])).toEqual(['ProfessionalService']);
  });

  it('keep the code step and "not found" out of search; a page that is not found names no address', () => {
    const otp = parse(headTags(head({ path: '/otp-verification', noindex: true }), initialData()));
    expect(otp.robots).toBe('noindex');
    expect(otp.canonical).toBe('https://www.cutroomstudio.com/otp-verification');
    const missing = parse(headTags(head({ path: '/404', status: 404, noindex: true }), initialData()));
    expect(missing.robots).toBe('noindex');
    expect([missing.canonical, missing.og('url')]).toEqual([null, null]);
    expect(missing.og('image')).toBe('https://www.cutroomstudio.com/og-image.png');
  });

  it("use the page's own image when it has one", () => {
    const image = { url: 'https://www.cutroomstudio.com/media/terms-card.png', width: 1200, height: 630, alt: 'Our terms' };
    const tags = parse(headTags(head({ image }), initialData()));
    expect([tags.og('image'), tags.og('image:alt'), tags.twitter('image')]).toEqual([image.url, 'Our terms', image.url]);
  });

  it('escape what editors write, in attributes and in the JSON-LD block', () => {
    const data = initialData();
    data.content.faq[0]!.answer = '</script><script>alert(1)</script>';
    const tags = headTags(head({ path: '/', title: 'Tom & "Jerry" <b>' }), data);
    expect(tags).not.toContain('<script>alert(1)');
    const parsed = parse(tags);
    expect(parsed.og('title')).toBe('Tom & "Jerry" <b>');
    expect(parsed.doc.head.querySelectorAll('script')).toHaveLength(1);
    expect(JSON.stringify(parsed.jsonLd)).toContain('</script><script>alert(1)</script>');
  });
});

describe('public pages', () => {
  it('lists home, support and every published legal page with its update time; not the code step or "not found"', () => {
    const data = initialData();
    expect(publicPages(data)).toEqual([
      { path: '/', lastmod: data.content.updatedAt },
      { path: '/support', lastmod: data.content.updatedAt },
      { path: '/terms-of-services', lastmod: '2026-11-21T09:30:00.000Z' },
      { path: '/legal/cookie-policy', lastmod: '2026-11-22T08:00:00.000Z' },
    ]);
  });
});

describe('what editors set in the panel', () => {
  const upload = { url: '/media/share-card.png', width: 1200, height: 630, alt: 'Our studio' };

  it("names the page's search title, description and image, each falling back to the page's own", () => {
    const data = initialData();
    data.content.seo = { home: { title: 'Video editors for busy owners', image: upload }, support: {} };
    data.legalPages[1]!.seo = { title: 'Cookies, plainly' };
    expect(pageSeo('/', data.content, data.legalPages)).toEqual({ title: 'Video editors for busy owners', image: upload });
    expect(pageSeo('/support', data.content, data.legalPages)).toEqual({});
    expect(pageSeo('/legal/cookie-policy', data.content, data.legalPages)).toEqual({ title: 'Cookies, plainly' });

    const client = createQueryClient();
    seedQueryClient(client, data);
    const head = emptyHead();
    renderToString(
      <ServerHeadProvider value={head}>
        <QueryClientProvider client={client}>
          <MemoryRouter initialEntries={['/']}>
            <PageMeta title="Video editing for busy business owners" description="The page's own words." />
          </MemoryRouter>
        </QueryClientProvider>
      </ServerHeadProvider>,
    );
    expect(head).toMatchObject({ title: 'Video editors for busy owners | Cutroom Studio', description: "The page's own words.", image: upload, path: '/' });
    const tags = parse(headTags(head, data));
    expect([tags.og('image'), tags.og('image:alt')]).toEqual(['https://www.cutroomstudio.com/media/share-card.png', 'Our studio']);
  });

  it("uses the site content's default image for pages without their own", () => {
    const data = initialData();
    data.content.seo = { image: upload, home: {}, support: {} };
    const tags = parse(headTags(head({}), data));
    expect([tags.og('image'), tags.twitter('image'), tags.og('image:alt')]).toEqual([
      'https://www.cutroomstudio.com/media/share-card.png',
      'https://www.cutroomstudio.com/media/share-card.png',
      'Our studio',
    ]);
  });
});
