import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Who is asking, for the work one /api/v1 request does: its address and the signed-in staff
 * member. route() runs each handler inside it, so a change made through the Local API on the
 * caller's behalf (a service with the server's rights) is still known to be theirs (the audit
 * log's actor and address). Payload's own REST knows both from its request.
 */
export interface RequestScope {
  ip: string | null;
  actor: { id: string; email: string } | null;
}

export const requestScope = new AsyncLocalStorage<RequestScope>();

/** The header http-app.ts gives every request with its client's address (as TRUST_PROXY resolves it), for Payload's hooks. */
export const clientIpHeader = 'x-agency-client-ip';
