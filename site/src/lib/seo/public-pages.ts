import type { InitialData } from '@agency/contract';

import { paths } from '../../config/routes';

/** A page search engines should list: its path and when its content last changed (ISO 8601), if known. */
export interface PublicPage {
  path: string;
  lastmod?: string;
}

/**
 * Every page of the sitemap (cms/src/resources/seo/sitemap.ts): the route table's pages drawn from the
 * site content, and every published legal page at its own address. Left out: the code step of
 * the support form (reached only from the form, kept out of search) and "not found".
 */
export function publicPages(data: InitialData): PublicPage[] {
  const fromContent = [paths.home, paths.support].map((route) => ({ path: route.getHref(), lastmod: data.content.updatedAt }));
  const legal = data.legalPages.map((page) => ({ path: page.path, lastmod: page.updatedAt }));
  return [...fromContent, ...legal];
}
