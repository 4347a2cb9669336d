import { Router } from 'express';

import type { ApiContext } from '../context';
import { sendCached } from '../respond';
import { toSiteContent } from '../../lib/mappers';

/** Everything the public site says, straight from the `site-content` global. */
export async function loadSiteContent({ payload }: Pick<ApiContext, 'payload'>) {
  const doc = await payload.findGlobal({ slug: 'site-content', depth: 1, overrideAccess: false });
  return toSiteContent(doc);
}

export function contentRouter(ctx: ApiContext): Router {
  const router = Router();
  router.get('/content', async (req, res) => {
    const cached = await ctx.cache.get('content', 'content', async () => ({
      success: true,
      message: 'Content retrieved successfully',
      data: await loadSiteContent(ctx),
    }));
    sendCached(req, res, cached);
  });
  return router;
}
