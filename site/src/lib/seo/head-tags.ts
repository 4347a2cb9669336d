import type { InitialData } from '@agency/contract';

import { brand, escapeHtml, type HeadState } from '../page-meta';
import { scriptSafeJson, structuredData } from './structured-data';

const meta = (key: 'name' | 'property', name: string, content: string | number) =>
  `<meta ${key}="${name}" content="${escapeHtml(String(content))}">`;

/**
 * The served <head> of a page from what its PageMeta said: title and description, the canonical
 * address on the public origin, Open Graph and Twitter card tags, robots for pages kept out of
 * search, and one JSON-LD data block (a data block, not a script: the CSP does not apply to it).
 * A page that is not 200 ("not found") has no address of its own to name.
 */
export function headTags(head: HeadState, data: InitialData): string {
  const { siteUrl } = data.seo;
  const chosen = head.image ?? data.content.seo?.image ?? data.seo.image;
  // Uploads are addressed on the site's origin (/media/…); previews need the absolute address.
  const image = { ...chosen, url: new URL(chosen.url, `${siteUrl}/`).href };
  const url = `${siteUrl}${head.path}`;
  const found = head.status === 200;
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    head.noindex ? meta('name', 'robots', 'noindex') : '',
    found ? `<link rel="canonical" href="${escapeHtml(url)}">` : '',
    meta('property', 'og:site_name', brand),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:locale', 'en_US'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    found ? meta('property', 'og:url', url) : '',
    meta('property', 'og:image', image.url),
    meta('property', 'og:image:width', image.width),
    meta('property', 'og:image:height', image.height),
    meta('property', 'og:image:alt', image.alt),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', image.url),
    meta('name', 'twitter:image:alt', image.alt),
    `<script type="application/ld+json">${scriptSafeJson(structuredData(data, head.path))}</script>`,
  ].join('');
}
