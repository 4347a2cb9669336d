import type { RequestHandler, Router } from 'express';

import type { Endpoint } from '@agency/contract';

const verbs = { GET: 'get', POST: 'post', PUT: 'put', PATCH: 'patch', DELETE: 'delete' } as const;

/** Registers one entry of the contract's endpoint table: its method and path come from the entry. */
export function route(router: Router, endpoint: Endpoint, ...handlers: RequestHandler[]): void {
  router[verbs[endpoint.method]](endpoint.path, ...handlers);
}
