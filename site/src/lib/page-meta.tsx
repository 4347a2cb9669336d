import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';

import type { SeoImage } from '@agency/contract';
import { brandName } from '@agency/contract/ui-settings';

import { usePageSeo } from './seo/page-seo';

export const brand = brandName;

/**
 * What the server collects while rendering: the route's title, description and status, and what
 * its link previews and search listing need (site/src/lib/seo/head-tags.ts turns it into tags).
 */
export interface HeadState {
  title: string;
  description: string;
  status: number;
  /** The page's own address (a path): its canonical URL and og:url on the site's public origin. */
  path: string;
  /** Kept out of search results: the code step of the support form, "not found". */
  noindex: boolean;
  /** The page's own link-preview image; without one, the site content's default, else the generated image. */
  image?: SeoImage;
}

export const emptyHead = (): HeadState => ({ title: '', description: '', status: 200, path: '/', noindex: false });

const ServerHead = createContext<HeadState | null>(null);

export function ServerHeadProvider({ value, children }: { value: HeadState; children: ReactNode }) {
  return <ServerHead.Provider value={value}>{children}</ServerHead.Provider>;
}

interface PageMetaProps {
  title: string;
  description: string;
  status?: number;
  /** Keep the page out of search results (a page that is not 200 always is). */
  noindex?: boolean;
  image?: SeoImage;
}

/** Each page names itself: in the served <head> on the server, in the document's head in the browser. */
export function PageMeta({ title: ownTitle, description: ownDescription, status = 200, noindex = false, image: ownImage }: PageMetaProps) {
  const server = useContext(ServerHead);
  const { pathname } = useLocation();
  // What editors set in the panel wins over the page's own words.
  const chosen = usePageSeo(pathname);
  const title = chosen.title ?? ownTitle;
  const description = chosen.description ?? ownDescription;
  const image = chosen.image ?? ownImage;
  const fullTitle = title.includes(brand) ? title : `${title} | ${brand}`;
  const hidden = noindex || status !== 200;
  if (server) Object.assign(server, { title: fullTitle, description, status, path: pathname, noindex: hidden, image });
  useEffect(() => updateHead(fullTitle, description, pathname, hidden), [fullTitle, description, pathname, hidden]);
  return null;
}

/** After a navigation in the browser: the served tags now describe the new page. */
function updateHead(title: string, description: string, pathname: string, noindex: boolean) {
  document.title = title;
  const set = (selector: string, attribute: string, value: string) =>
    document.head.querySelectorAll(selector).forEach((element) => element.setAttribute(attribute, value));
  set('meta[name="description"], meta[property="og:description"], meta[name="twitter:description"]', 'content', description);
  set('meta[property="og:title"], meta[name="twitter:title"]', 'content', title);
  // The served origin is the public one (PUBLIC_URL); only the path changes.
  document.head.querySelectorAll('link[rel="canonical"], meta[property="og:url"]').forEach((element) => {
    const attribute = element.localName === 'link' ? 'href' : 'content';
    element.setAttribute(attribute, new URL(pathname, element.getAttribute(attribute) ?? location.href).href);
  });
  const robots = document.head.querySelector('meta[name="robots"]');
  if (!noindex) {
    robots?.remove();
  } else if (!robots) {
    const tag = document.createElement('meta');
    tag.setAttribute('name', 'robots');
    tag.setAttribute('content', 'noindex');
    document.head.append(tag);
  }
}

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
