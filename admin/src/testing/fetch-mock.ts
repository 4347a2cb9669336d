import { afterEach, beforeEach, vi } from 'vitest';

/**
 * `fetch` replaced for the test file: `fetchMock` sees every call, `reply` queues the next answer
 * as the API would send it. Call `mockFetch()` at the top of a test file.
 */
export const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();

export const reply = (status: number, body: unknown) =>
  fetchMock.mockResolvedValueOnce(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));

export function mockFetch(): void {
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());
}
