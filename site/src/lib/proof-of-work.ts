import { altchaChallengeSchema, proofOfWork, solveAltcha } from '@agency/contract';
import { ApiRequestError } from '@agency/contract/client';
import { endpoints } from '@agency/contract/endpoints';

import { apiClient } from './api-client';

/**
 * Sends a request that mails a code. When the server asks for a proof of work first (428, under
 * a flood), fetches a challenge, solves it here (about a second; `onChecking` lets the form say
 * so) and sends the request once more with the solution. Visitors in normal traffic never wait.
 */
export async function withProofOfWork<T>(send: (altcha?: string) => Promise<T>, onChecking?: (checking: boolean) => void): Promise<T> {
  try {
    return await send();
  } catch (error) {
    if (!(error instanceof ApiRequestError && error.status === proofOfWork.status)) throw error;
  }
  onChecking?.(true);
  let altcha: string;
  try {
    const { data } = await apiClient.call(endpoints.queries.challenge);
    altcha = await solveAltcha(altchaChallengeSchema.parse(data));
  } finally {
    onChecking?.(false);
  }
  return send(altcha);
}
