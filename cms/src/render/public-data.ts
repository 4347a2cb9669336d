import type { Payload } from 'payload';

import type { InitialData, LegalPage } from '@agency/contract';

import { env } from '../config/env';
import { listCategories } from '../resources/categories/read';
import { loadLegalPages } from '../resources/legal-pages/read';
import { listPackages } from '../resources/packages/read';
import { loadSiteContent } from '../resources/site-content/read';
import { listTeam } from '../resources/team-members/read';
import { seoSettings } from '../resources/seo/settings';

/** Every page's data, and the legal pages' text, which only each legal page's own render takes. */
export interface PublicData extends InitialData {
  legalPageBodies: LegalPage[];
}

/** What the server renders pages from: the same loaders as the cached /api/v1 reads. */
export async function loadInitialData(payload: Payload): Promise<PublicData> {
  const [content, categories, packages, team, legalPages] = await Promise.all([
    loadSiteContent(payload),
    listCategories(payload),
    listPackages(payload),
    listTeam(payload),
    loadLegalPages(payload),
  ]);
  const legalPageSummaries = legalPages.map(({ content: _text, ...summary }) => summary);
  return { content, categories, packages, team, legalPages: legalPageSummaries, seo: seoSettings(env), legalPageBodies: legalPages };
}

/**
 * The data one page is rendered with and inlines for the browser: the legal pages as summaries,
 * plus the text of the legal page at `address` (a page's own address, see pageAddress), if it is one.
 * The home page's inline JSON then carries no legal text at all.
 */
export function pageData({ legalPageBodies, ...data }: PublicData, address: string): InitialData {
  const legalPage = legalPageBodies.find((page) => page.path === address);
  return legalPage ? { ...data, legalPage } : data;
}
