import { ApiRequestError, createApiClient, failureMessage } from '@agency/contract/client';

/** The site's client: the API on this origin, no token. */
export const apiClient = createApiClient();

/**
 * The message to show for a failed call: the server's, else the fallback. Without an answer
 * from the API (no connection, a timeout, or a page that is not the API's JSON) the no-answer text.
 */
export function errorMessage(error: unknown, fallback: string, noResponse: string): string {
  return error instanceof ApiRequestError && error.hasResponse ? failureMessage(error, fallback) : noResponse;
}
