import { escapeXml } from '../../lib/escape-xml';

/** A page of the sitemap, as the site lists it (site/src/lib/seo/public-pages.ts). */
export interface SitemapPage {
  path: string;
  /** ISO 8601; the sitemap keeps the date and time as given (W3C datetime). */
  lastmod?: string;
}

/** The sitemaps.org document: every public page's absolute address on the public origin, and when it last changed. */
export function sitemapXml(siteUrl: string, pages: SitemapPage[]): string {
  const seen = new Set<string>();
  const entries = pages
    .filter((page) => !seen.has(page.path) && seen.add(page.path))
    .map((page) => {
      const lastmod = page.lastmod && !Number.isNaN(Date.parse(page.lastmod)) ? `<lastmod>${new Date(page.lastmod).toISOString()}</lastmod>` : '';
      return `<url><loc>${escapeXml(new URL(page.path, siteUrl).href)}</loc>${lastmod}</url>`;
    });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`;
}

/**
 * robots.txt: everything public may be crawled; the dashboard, the panel, the API and the
 * operators' pages are not for search. The code step of the support form stays crawlable so
 * that its `noindex` is seen (a disallowed page can still be listed, without its tags).
 */
export function robotsTxt(siteUrl: string): string {
  const hidden = ['/api/', '/cms', '/dashboard', '/login', '/ops/'];
  return ['User-agent: *', 'Allow: /', ...hidden.map((path) => `Disallow: ${path}`), '', `Sitemap: ${siteUrl}/sitemap.xml`, ''].join('\n');
}
