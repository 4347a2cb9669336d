import { afterEach, describe, expect, it, vi } from 'vitest';

import { ApiRequestError, createApiClient, failureMessage } from './client';
import { endpoints } from './endpoints';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function mockFetch(answer: (url: string, init: RequestInit) => Promise<Response> | Response) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    return answer(String(url), init ?? {});
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

const failureOf = (promise: Promise<unknown>) => promise.then(
  () => {
    throw new Error('expected a failure');
  },
  (error: unknown) => error as ApiRequestError,
);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('api client: success', () => {
  it('calls an endpoint of the table under /api/v1 and resolves with its envelope', async () => {
    const { fetch, calls } = mockFetch(() => json(200, { success: true, message: 'ok', data: [{ _id: 'p1' }] }));
    const client = createApiClient({ fetch });
    const body = await client.call(endpoints.packages.list);
    expect(body).toEqual({ success: true, message: 'ok', data: [{ _id: 'p1' }] });
    expect(calls[0]!.url).toBe('/api/v1/package/get-all-package');
    expect(calls[0]!.init.method).toBe('GET');
    expect(new Headers(calls[0]!.init.headers).get('Accept')).toBe('application/json');
  });

  it('fills path parameters, sends JSON bodies and the method of the table', async () => {
    const { fetch, calls } = mockFetch(() => json(200, { success: true, message: 'ok', data: { _id: 'c/1', name: 'Ads' } }));
    await createApiClient({ fetch, baseUrl: 'http://app.test' }).call(endpoints.categories.update, { params: { id: 'c/1' }, body: { name: 'Ads' } });
    expect(calls[0]!.url).toBe('http://app.test/api/v1/category/update-category/c%2F1');
    expect(calls[0]!.init.method).toBe('PUT');
    expect(new Headers(calls[0]!.init.headers).get('Content-Type')).toBe('application/json');
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({ name: 'Ads' });
  });

  it('sends FormData as it is, leaving the content type to fetch', async () => {
    const { fetch, calls } = mockFetch(() => json(201, { success: true, message: 'ok', data: {} }));
    const form = new FormData();
    form.append('skills', 'Cuts');
    await createApiClient({ fetch }).call(endpoints.teamMembers.create, { body: form });
    expect(calls[0]!.init.body).toBe(form);
    expect(new Headers(calls[0]!.init.headers).get('Content-Type')).toBeNull();
  });

  it('adds search parameters, leaving out empty ones, and keeps meta', async () => {
    const meta = { total: 1, page: 2, limit: 50, totalPage: 1 };
    const { fetch, calls } = mockFetch(() => json(200, { success: true, message: 'ok', data: [], meta }));
    const body = await createApiClient({ fetch }).call(endpoints.queries.list, { query: { searchTerm: '', isVerified: 'true', limit: 50, page: 2 } });
    expect(calls[0]!.url).toBe('/api/v1/query?isVerified=true&limit=50&page=2');
    expect(body.meta).toEqual(meta);
  });

  it('sends the token as a Bearer header when there is one, read on every call', async () => {
    const { fetch, calls } = mockFetch(() => json(200, { success: true, message: 'ok', data: null }));
    let token: string | null = 'token-1';
    const client = createApiClient({ fetch, getToken: () => token });
    await client.call(endpoints.auth.logout);
    token = null;
    await client.call(endpoints.auth.logout);
    expect(new Headers(calls[0]!.init.headers).get('Authorization')).toBe('Bearer token-1');
    expect(new Headers(calls[1]!.init.headers).get('Authorization')).toBeNull();
  });

  it('uses the global fetch of the moment when none is given', async () => {
    const { fetch, calls } = mockFetch(() => json(200, { success: true, message: 'ok', data: {} }));
    const client = createApiClient();
    vi.stubGlobal('fetch', fetch);
    await client.request('/content');
    expect(calls[0]!.url).toBe('/api/v1/content');
  });

  it('resolves an empty answer with undefined', async () => {
    const { fetch } = mockFetch(() => new Response(null, { status: 204 }));
    await expect(createApiClient({ fetch }).request('/auth/logout', { method: 'POST' })).resolves.toBeUndefined();
  });
});

describe('api client: failures', () => {
  it('unwraps the failure envelope: status, server message and field errors', async () => {
    const errors = [{ path: 'name', message: 'Name is required' }];
    const { fetch } = mockFetch(() => json(400, { success: false, message: 'Name is required', errors }));
    const error = await failureOf(createApiClient({ fetch }).call(endpoints.categories.create, { body: { name: '' } }));
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ kind: 'http', status: 400, message: 'Name is required', serverMessage: 'Name is required', errors });
    expect(error.hasResponse).toBe(true);
    expect(error.noResponse).toBe(false);
  });

  it('treats a 2xx answer with success: false as a failure', async () => {
    const { fetch } = mockFetch(() => json(200, { success: false, message: 'Not stored', data: {} }));
    const error = await failureOf(createApiClient({ fetch }).request('/team-member/create', { method: 'POST', body: {} }));
    expect(error).toMatchObject({ kind: 'http', status: 200, message: 'Not stored' });
  });

  it('names the status when the failure carries no message', async () => {
    const { fetch } = mockFetch(() => json(500, {}));
    const error = await failureOf(createApiClient({ fetch }).request('/query'));
    expect(error).toMatchObject({ kind: 'http', status: 500, message: 'HTTP 500', serverMessage: undefined, errors: [] });
  });

  it('reports an answer that is not JSON as a parse failure with its status', async () => {
    const { fetch } = mockFetch(() => new Response('<html>bad gateway</html>', { status: 502 }));
    const error = await failureOf(createApiClient({ fetch }).request('/content'));
    expect(error).toMatchObject({ kind: 'parse', status: 502 });
    expect(error.hasResponse).toBe(false);
  });

  it('reports a refused connection as a network failure without a status', async () => {
    const { fetch } = mockFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    const error = await failureOf(createApiClient({ fetch }).request('/content'));
    expect(error).toMatchObject({ kind: 'network', status: 0, noResponse: true });
  });

  it('gives up after the timeout', async () => {
    const { fetch } = mockFetch(
      (_url, init) => new Promise<Response>((_resolve, reject) => init.signal!.addEventListener('abort', () => reject(init.signal!.reason))),
    );
    const error = await failureOf(createApiClient({ fetch, timeoutMs: 20 }).request('/content'));
    expect(error).toMatchObject({ kind: 'timeout', status: 0, noResponse: true });
  });

  it("passes the caller's own abort through as it is", async () => {
    const { fetch } = mockFetch(
      (_url, init) => new Promise<Response>((_resolve, reject) => init.signal!.addEventListener('abort', () => reject(init.signal!.reason))),
    );
    const controller = new AbortController();
    const pending = createApiClient({ fetch }).request('/content', { signal: controller.signal });
    controller.abort(new DOMException('stale', 'AbortError'));
    await expect(pending).rejects.toMatchObject({ name: 'AbortError', message: 'stale' });
  });
});

describe('failureMessage', () => {
  it("shows the server's message, else the fallback; without an answer, the no-answer text", () => {
    expect(failureMessage(new ApiRequestError('http', 409, 'x', { message: 'In use' }), 'Failed', 'No answer')).toBe('In use');
    expect(failureMessage(new ApiRequestError('http', 500, 'HTTP 500', {}), 'Failed', 'No answer')).toBe('Failed');
    expect(failureMessage(new ApiRequestError('parse', 502, 'x'), 'Failed', 'No answer')).toBe('Failed');
    expect(failureMessage(new ApiRequestError('timeout', 0, 'x'), 'Failed', 'No answer')).toBe('No answer');
    expect(failureMessage(new ApiRequestError('network', 0, 'x'), 'Failed')).toBe('Failed');
    expect(failureMessage(new Error('boom'), 'Failed', 'No answer')).toBe('Failed');
  });
});
