import { storageKeys, type ApiFailure, type FieldError } from '@agency/contract';

/** Every call goes to the same origin's API (ARCHITECTURE.md: one origin, no CORS). */
export const apiBase = '/api/v1';

/** How long a request may take before the client gives up and says so. */
export const requestTimeoutMs = 15_000;

/**
 * Why a call failed: the server answered with an error status (`http`), nothing came
 * back (`network`, `timeout`), or the answer was not the JSON the contract promises (`parse`).
 */
export type FailureKind = 'http' | 'network' | 'timeout' | 'parse';

/**
 * The one error the providers throw. `status` is the HTTP status (0 without an answer)
 * so react-admin's `checkError` can tell a rejected token (401) from everything else;
 * `serverMessage` and `errors` are the contract's failure body, when there was one.
 */
export class ApiRequestError extends Error {
  readonly kind: FailureKind;
  readonly status: number;
  readonly serverMessage?: string;
  readonly errors: FieldError[];
  readonly body?: unknown;

  constructor(kind: FailureKind, status: number, message: string, body?: Partial<ApiFailure>) {
    super(message);
    this.name = 'ApiRequestError';
    this.kind = kind;
    this.status = status;
    this.body = body;
    this.serverMessage = typeof body?.message === 'string' && body.message ? body.message : undefined;
    this.errors = Array.isArray(body?.errors) ? body.errors : [];
  }

  /** True when no answer came back at all. */
  get noResponse(): boolean {
    return this.kind === 'network' || this.kind === 'timeout';
  }
}

/** The stored staff token, if any. */
export const getToken = (): string | null => localStorage.getItem(storageKeys.accessToken);

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A plain object is sent as JSON; FormData as multipart (the browser sets the boundary). */
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  signal?: AbortSignal;
}

function buildUrl(path: string, query: RequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return `${apiBase}${path}${search ? `?${search}` : ''}`;
}

/**
 * Calls the API and returns its parsed JSON body. Throws ApiRequestError for every
 * failure, with the server's message when it sent one.
 */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers = new Headers({ Accept: 'application/json' });
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.body);
  }

  const timeout = AbortSignal.timeout(requestTimeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), { method: options.method ?? 'GET', headers, body, signal });
  } catch (error) {
    // A caller's own abort (react-query cancelling a stale request) is not a failure to report.
    if (options.signal?.aborted) throw error;
    if (timeout.aborted) throw new ApiRequestError('timeout', 0, 'The server took too long to answer');
    throw new ApiRequestError('network', 0, 'The server could not be reached');
  }

  let json: unknown;
  try {
    const text = await response.text();
    json = text ? JSON.parse(text) : undefined;
  } catch {
    throw new ApiRequestError('parse', response.status, `Unreadable answer from the server (HTTP ${response.status})`);
  }
  if (!response.ok) {
    const failure = (json ?? {}) as Partial<ApiFailure>;
    throw new ApiRequestError('http', response.status, failure.message || `HTTP ${response.status}`, failure);
  }
  return json as T;
}

/**
 * The text to show for a failed call, following the spec's pattern "the server's
 * message, else a fallback; without an answer, another fallback".
 */
export function failureMessage(error: unknown, fallback: string, noResponse: string = fallback): string {
  if (error instanceof ApiRequestError) {
    if (error.noResponse) return noResponse;
    return error.serverMessage ?? fallback;
  }
  return fallback;
}
