import type { Payload } from 'payload';

import { endpoints, type SiteContent } from '@agency/contract';

import type { CachedRead } from '../../api/cached-reads';
import { toSiteContent } from './mapper';

/**
 * The published site content: the global's own row, which a draft save never touches (drafts live in
 * its versions). Read with the server's rights so that an "unpublish" of the one global cannot blank
 * the site; its access rule keeps drafts from anonymous readers of Payload's REST.
 */
export async function loadSiteContent(payload: Payload): Promise<SiteContent> {
  return toSiteContent(await payload.findGlobal({ slug: 'site-content', depth: 1, draft: false, overrideAccess: true }));
}

/** Site content has no other /api/v1 route: editors change it in the CMS panel. */
export const contentRead: CachedRead = {
  endpoint: endpoints.content.get,
  tag: 'content',
  message: 'Content retrieved successfully',
  load: loadSiteContent,
};
