import type { Payload } from 'payload';

import { endpoints, type LegalPage } from '@agency/contract';

import type { CachedRead } from '../../api/cached-reads';
import { toLegalPage } from './mapper';

/** Published legal pages, oldest first: the site's legal routes and footer, and their cached read. */
export async function listLegalPages(payload: Payload): Promise<LegalPage[]> {
  const { docs } = await payload.find({ collection: 'legal-pages', pagination: false, depth: 0, sort: 'createdAt', draft: false, overrideAccess: false });
  return docs.map(toLegalPage);
}

/** Legal pages have no other /api/v1 route: editors write them in the CMS panel. Dropped with the site content. */
export const legalPagesRead: CachedRead = {
  endpoint: endpoints.legalPages.list,
  tag: 'content',
  message: 'Legal pages retrieved successfully',
  load: listLegalPages,
};
