import { altchaChallengeSchema, endpoints, apiBasePath, proofOfWork, solveAltcha } from '@agency/contract';

import type { CallResult, TestApp } from './boot';

/**
 * Sends a code-sending request as the site does: when the answer asks for a proof of work (428),
 * fetches a challenge, solves it and sends the request again with the solution as `altcha`.
 */
export async function withProof(app: TestApp, send: (altcha?: string) => Promise<CallResult>): Promise<CallResult> {
  const first = await send();
  if (first.status !== proofOfWork.status) return first;
  const challenge = await app.call('GET', `${apiBasePath}${endpoints.queries.challenge.path}`);
  return send(await solveAltcha(altchaChallengeSchema.parse(challenge.body.data)));
}
