import { apiBasePath, type DataOf, type Endpoint, type HttpMethod, type PathParams } from './endpoints';
import type { ApiFailure, ApiSuccess, FieldError } from './types';

/**
 * The one request client of the site and the dashboard, for the browser and for Node (the
 * site's server renderer): JSON or multipart in, the contract's envelope out, and one error
 * type for every failure. It uses only `fetch`, `AbortSignal` and `FormData`, and no zod.
 */

/**
 * Why a call failed: the server answered with an error status or `success: false` (`http`),
 * nothing came back (`network`, `timeout`), or the answer was not JSON (`parse`).
 */
export type FailureKind = 'http' | 'network' | 'timeout' | 'parse';

/**
 * `status` is the HTTP status (0 without an answer); `serverMessage` and `errors` are the
 * contract's failure body, when there was one.
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

  /** True when the server answered with a failure: its message is then the one to show. */
  get hasResponse(): boolean {
    return this.kind === 'http';
  }

  /** True when no answer came back at all. */
  get noResponse(): boolean {
    return this.kind === 'network' || this.kind === 'timeout';
  }
}

/**
 * The text to show for a failed call, the spec's pattern: the server's message, else the
 * fallback; without an answer, the no-answer fallback.
 */
export function failureMessage(error: unknown, fallback: string, noResponse: string = fallback): string {
  if (error instanceof ApiRequestError) {
    if (error.noResponse) return noResponse;
    return error.serverMessage ?? fallback;
  }
  return fallback;
}

export type QueryParams = Record<string, unknown>;

export interface RequestOptions {
  method?: HttpMethod;
  /** A plain value is sent as JSON; FormData as multipart (fetch sets the boundary). */
  body?: unknown;
  /** Search parameters; undefined and empty values are left out. */
  query?: QueryParams;
  /** The caller's own abort (react-query cancelling a stale request) is passed through as is. */
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Sent even as the page goes away (a leave when the tab closes). */
  keepalive?: boolean;
}

type ParamsInput<Path extends string> = [PathParams<Path>] extends [never]
  ? { params?: undefined }
  : { params: Record<PathParams<Path>, string | number> };

/** What `call` takes for an endpoint: its path parameters, body and query, typed by the table. */
export type CallInput<E> =
  E extends Endpoint<infer Path, infer Body, infer Query>
    ? ParamsInput<Path> &
        ([Body] extends [undefined] ? { body?: undefined } : { body: Body | FormData }) &
        ([Query] extends [undefined] ? { query?: undefined } : { query?: Query }) &
        Pick<RequestOptions, 'signal' | 'timeoutMs' | 'keepalive'>
    : never;

type CallArgs<E> = object extends CallInput<E> ? [input?: CallInput<E>] : [input: CallInput<E>];

export interface ApiClient {
  /** Calls an endpoint of the table; resolves with its success envelope. */
  call<E extends Endpoint>(endpoint: E, ...args: CallArgs<E>): Promise<ApiSuccess<DataOf<E>>>;
  /** Calls a path under the base path; resolves with the parsed body (undefined when empty). */
  request<T>(path: string, options?: RequestOptions): Promise<T>;
  /** The full URL of a path under the base path, with its search parameters. */
  url(path: string, query?: QueryParams): string;
}

export interface ApiClientOptions {
  /** The API's origin; '' (the default) for the page's own origin. */
  baseUrl?: string;
  /** The staff token, read on every call; sent as `Authorization: Bearer <token>`. */
  getToken?: () => string | null | undefined;
  /** How long a call may take before it fails with `timeout`. */
  timeoutMs?: number;
  /** Defaults to the global `fetch`, looked up on each call. */
  fetch?: typeof fetch;
}

export const defaultTimeoutMs = 15_000;

const isFormData = (body: unknown): body is FormData => typeof FormData !== 'undefined' && body instanceof FormData;

export function createApiClient({ baseUrl = '', getToken, timeoutMs = defaultTimeoutMs, fetch: fetcher }: ApiClientOptions = {}): ApiClient {
  const send: typeof fetch = fetcher ?? ((input, init) => globalThis.fetch(input, init));

  function url(path: string, query?: QueryParams): string {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query ?? {})) {
      if (value !== undefined && value !== '') params.set(key, String(value));
    }
    const search = params.toString();
    return `${baseUrl}${apiBasePath}${path}${search ? `?${search}` : ''}`;
  }

  async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
    const headers = new Headers({ Accept: 'application/json' });
    const token = getToken?.();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    let body: BodyInit | undefined;
    if (isFormData(options.body)) {
      body = options.body;
    } else if (options.body !== undefined) {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(options.body);
    }

    const timeout = AbortSignal.timeout(options.timeoutMs ?? timeoutMs);
    const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
    let response: Response;
    try {
      response = await send(url(path, options.query), { method: options.method ?? 'GET', headers, body, signal, ...(options.keepalive ? { keepalive: true } : {}) });
    } catch (error) {
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
    const failed = (json as { success?: unknown } | undefined)?.success === false;
    if (!response.ok || failed) {
      const failure = (json ?? {}) as Partial<ApiFailure>;
      throw new ApiRequestError('http', response.status, failure.message || `HTTP ${response.status}`, failure);
    }
    return json as T;
  }

  function call<E extends Endpoint>(endpoint: E, ...[input]: CallArgs<E>): Promise<ApiSuccess<DataOf<E>>> {
    const { params, body, query, signal, timeoutMs: ms, keepalive } = (input ?? {}) as RequestOptions & { params?: Record<string, string | number> };
    const path = (endpoint.href as (params?: Record<string, string | number>) => string)(params);
    return request(path, { method: endpoint.method, body, query, signal, timeoutMs: ms, keepalive });
  }

  return { call, request, url };
}
