import type { ApiFailure, ApiSuccess, FieldError } from '@agency/contract';

/** How a call failed: the spec's client tells network, timeout and parse failures apart, and passes the status through. */
export type ApiErrorKind = 'network' | 'timeout' | 'parse' | 'http';

export class ApiError extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    readonly status?: number,
    readonly errors?: FieldError[],
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** True when the server answered: its message is then the one to show. */
  get hasResponse(): boolean {
    return this.kind === 'http';
  }
}

interface RequestOptions {
  method?: 'GET' | 'POST';
  json?: unknown;
  signal?: AbortSignal;
  timeoutMs?: number;
}

const base = '/api/v1';

/** The one way the site talks to the API: relative to this origin, JSON in, the contract's envelope out. */
export async function api<T>(path: string, { method = 'GET', json, signal, timeoutMs = 15_000 }: RequestOptions = {}): Promise<ApiSuccess<T>> {
  const timeout = AbortSignal.timeout(timeoutMs);
  const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;
  let response: Response;
  try {
    response = await fetch(`${base}${path}`, {
      method,
      headers: json === undefined ? { Accept: 'application/json' } : { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: json === undefined ? undefined : JSON.stringify(json),
      signal: combined,
    });
  } catch (error) {
    if (timeout.aborted) throw new ApiError('timeout', 'The request timed out');
    if (signal?.aborted) throw error;
    throw new ApiError('network', 'The network request failed');
  }
  let body: ApiSuccess<T> | ApiFailure;
  try {
    body = (await response.json()) as ApiSuccess<T> | ApiFailure;
  } catch {
    throw new ApiError('parse', 'The response could not be read', response.status);
  }
  if (!response.ok || !body.success) {
    const failure = body as ApiFailure;
    throw new ApiError('http', failure.message ?? '', response.status, failure.errors);
  }
  return body;
}

/** The message to show for a failed call: the server's, else the fallback; no response at all gets its own. */
export function errorMessage(error: unknown, fallback: string, noResponse: string): string {
  if (error instanceof ApiError && error.hasResponse) return error.message || fallback;
  return noResponse;
}
