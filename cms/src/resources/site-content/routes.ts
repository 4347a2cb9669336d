import type { Payload } from 'payload';

import { endpoints, type SiteContent } from '@agency/contract';

import type { CachedRead } from '../../api/cached-reads';
import { toSiteContent } from './mapper';

export async function loadSiteContent(payload: Payload): Promise<SiteContent> {
  return toSiteContent(await payload.findGlobal({ slug: 'site-content', depth: 1, overrideAccess: false }));
}

/** Site content has no other /api/v1 route: editors change it in the CMS panel. */
export const contentRead: CachedRead = {
  endpoint: endpoints.content.get,
  tag: 'content',
  message: 'Content retrieved successfully',
  load: loadSiteContent,
};
