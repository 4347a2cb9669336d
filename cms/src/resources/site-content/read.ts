import type { Payload } from 'payload';

import { contract, type Contract, type SiteContent } from '@agency/contract';

import type { CachedRead } from '../../api/cached-reads';
import { toSiteContent } from './mapper';

/**
 * The published site content. A draft save never touches the global's own row (drafts live in its
 * versions), so that row is what the public sees, read with the server's rights: the access rule
 * (published or staff) is for Payload's REST. Payload's "restore as draft" of a global does write the
 * row, marked draft: then the newest published version is the public one.
 */
export async function loadSiteContent(payload: Payload): Promise<SiteContent> {
  const current = await payload.findGlobal({ slug: 'site-content', depth: 1, draft: false, overrideAccess: true });
  if (current._status !== 'draft') return toSiteContent(current);
  const { docs } = await payload.findGlobalVersions({
    slug: 'site-content',
    depth: 1,
    limit: 1,
    sort: '-updatedAt',
    where: { 'version._status': { equals: 'published' } },
    overrideAccess: true,
  });
  return toSiteContent(docs[0]?.version ?? current);
}

/** Site content has no other /api/v1 route: editors change it in the CMS panel. */
export const contentRead: CachedRead<Contract['content']['get']> = {
  endpoint: contract.content.get,
  tag: 'content',
  message: 'Content retrieved successfully',
  load: loadSiteContent,
};
