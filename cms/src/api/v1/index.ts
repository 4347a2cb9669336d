import { Router } from 'express';

import { apiBasePath } from '@agency/contract';

import type { ApiContext } from '../context';
import { jsonBody } from '../body';
import { cachedReads } from '../cached-reads';
import { ApiError, errorHandler } from '../errors';
import { healthRouter } from './health';
import { categoriesRead } from '../../resources/categories/read';
import { categoryRouter } from '../../resources/categories/routes';
import { packagesRead } from '../../resources/packages/read';
import { packageRouter } from '../../resources/packages/routes';
import { deliveryRouter } from '../../resources/queries/delivery-routes';
import { inboundRouter } from '../../resources/queries/inbound-routes';
import { savedReplyRouter } from '../../resources/saved-replies/routes';
import { queryRouter } from '../../resources/queries/routes';
import { visitorQueryRouter } from '../../resources/queries/visitor-routes';
import { legalPageRead, legalPagesRead } from '../../resources/legal-pages/read';
import { contentRead } from '../../resources/site-content/read';
import { teamRead } from '../../resources/team-members/read';
import { teamMemberRouter } from '../../resources/team-members/routes';
import { accountRouter } from '../../resources/users/account-routes';
import { auditRouter } from '../../resources/audit/routes';
import { trashRouter } from '../../resources/trash/routes';
import { userRouter } from '../../resources/users/routes';
import { eventRouter } from '../../resources/events/routes';
import { securityHeaders } from '../../lib/security-headers';

/** The routes of ARCHITECTURE.md's contract, one router per resource (resources/<name>/routes.ts). */
function createV1Router(ctx: ApiContext): Router {
  const router = Router();
  router.use((req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });
  router.use(healthRouter(ctx));
  // Team member writes are multipart, inbound mail a raw message; everything else takes JSON.
  router.use(teamMemberRouter(ctx), inboundRouter(ctx));
  router.use(jsonBody);
  router.use(userRouter(ctx), accountRouter(ctx), auditRouter(ctx), trashRouter(ctx), categoryRouter(ctx), packageRouter(ctx), visitorQueryRouter(ctx), queryRouter(ctx), deliveryRouter(ctx), savedReplyRouter(ctx), eventRouter(ctx));
  router.use((req, _res, next) => next(new ApiError(404, `No endpoint ${req.method} ${req.baseUrl}${req.path}`)));
  router.use(errorHandler);
  return router;
}

/** /api/v1 (the contract's `apiBasePath`): the cached public reads on their fast path first, then the routers behind helmet. */
export function createV1(ctx: ApiContext): Router {
  const v1 = Router();
  v1.use(cachedReads(ctx, apiBasePath, [contentRead, categoriesRead, packagesRead, teamRead, legalPagesRead, legalPageRead]));
  v1.use(apiBasePath, securityHeaders(ctx.env), createV1Router(ctx));
  // A cached read's failure (its 404, a database down) in the same shape as the routers'.
  v1.use(errorHandler);
  return v1;
}
