import { ApiRequestError, createApiClient, storageKeys, type QueryParams } from '@agency/contract';

export { ApiRequestError, failureMessage, type FailureKind, type RequestOptions } from '@agency/contract';

/** The stored staff token, if any. */
export const getToken = (): string | null => localStorage.getItem(storageKeys.accessToken);

/**
 * The dashboard's client: the API on this origin (one origin, no CORS), the stored token on
 * every call. `apiClient.call(endpoints.…)` calls an endpoint of the contract's table; failures
 * are ApiRequestError, whose `status` lets react-admin's `checkError` tell a rejected token
 * (401) from everything else.
 */
export const apiClient = createApiClient({ getToken });


/**
 * Downloads a file the API serves (the CSV export) with the staff token, which a plain link
 * cannot carry: fetched as a blob, then saved under the server's file name or `fallbackName`.
 * A failure is an ApiRequestError, as for every other call.
 */
export async function downloadFile(path: string, query: QueryParams, fallbackName: string): Promise<void> {
  const headers = new Headers();
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let response: Response;
  try {
    response = await fetch(apiClient.url(path, query), { headers });
  } catch {
    throw new ApiRequestError('network', 0, 'The server could not be reached');
  }
  if (!response.ok) {
    const failure: unknown = await response.json().catch(() => undefined);
    const body = typeof failure === 'object' && failure !== null ? failure : {};
    throw new ApiRequestError('http', response.status, `HTTP ${response.status}`, body);
  }
  const name = /filename="?([^";]+)"?/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file to the browser; the blob can go.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
