import { Router } from 'express';

import type { ApiContext } from '../context';
import { envelope, sendCached } from '../respond';
import { loadSiteContent } from '../../lib/public-data';


export function contentRouter(ctx: ApiContext): Router {
  const router = Router();
  router.get('/content', async (req, res) => {
    // Everything the public site says, straight from the `site-content` global.
    const cached = await ctx.cache.get('content', 'content', async () =>
      envelope('Content retrieved successfully', await loadSiteContent(ctx.payload)),
    );
    sendCached(req, res, cached);
  });
  return router;
}
