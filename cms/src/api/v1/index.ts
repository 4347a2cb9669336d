import { Router } from 'express';

import type { ApiContext } from '../context';
import { jsonBody } from '../body';
import { ApiError, errorHandler } from '../errors';
import { authRouter } from './auth';
import { categoryRouter } from './categories';
import { healthRouter } from './health';
import { packageRouter } from './packages';
import { queryRouter } from './queries';
import { supportRouter } from './support';
import { teamMemberRouter } from './team-members';

/** /api/v1: the contract of ARCHITECTURE.md, one router per resource. */
export function createV1Router(ctx: ApiContext): Router {
  const router = Router();
  router.use((req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });
  router.use(healthRouter(ctx));
  // Team member writes are multipart; everything else takes JSON.
  router.use(teamMemberRouter(ctx));
  router.use(jsonBody);
  router.use(authRouter(ctx), categoryRouter(ctx), packageRouter(ctx), supportRouter(ctx), queryRouter(ctx));
  router.use((req, _res, next) => next(new ApiError(404, `No endpoint ${req.method} ${req.baseUrl}${req.path}`)));
  router.use(errorHandler);
  return router;
}
