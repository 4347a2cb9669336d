import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { limits, messages } from '@agency/contract';

import { dataProvider, teamMemberForm } from './data-provider';
import { ApiRequestError, failureMessage } from './http';

type Call = { url: string; init: RequestInit };

let calls: Call[];
let answer: () => Promise<Response>;

const json = (status: number, body: unknown) => async () =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  calls = [];
  answer = json(200, { success: true, message: 'ok', data: [] });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return answer();
    }),
  );
  localStorage.setItem('access_token', 'token-123');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const last = () => calls.at(-1)!;
const headerOf = (name: string) => new Headers(last().init.headers).get(name);
const listParams = { pagination: { page: 1, perPage: 1000 }, sort: { field: 'id', order: 'ASC' as const }, filter: {} };

describe('data provider: reads', () => {
  it.each([
    ['package', '/api/v1/package/get-all-package'],
    ['category', '/api/v1/category/get-all-category'],
    ['team', '/api/v1/team-member/get-all'],
  ])('lists %s from %s and maps _id to id', async (resource, url) => {
    answer = json(200, { success: true, message: 'ok', data: [{ _id: 'a1', name: 'One' }, { _id: 'b2', name: 'Two' }] });
    const result = await dataProvider.getList(resource, listParams);
    expect(last().url).toBe(url);
    expect(last().init.method).toBe('GET');
    expect(headerOf('Authorization')).toBe('Bearer token-123');
    expect(result).toEqual({
      data: [
        { _id: 'a1', id: 'a1', name: 'One' },
        { _id: 'b2', id: 'b2', name: 'Two' },
      ],
      total: 2,
    });
  });

  it('lists verified queries 50 a page with the search term, and passes the meta through', async () => {
    const meta = { total: 120, page: 2, limit: 50, totalPage: 3 };
    answer = json(200, { success: true, message: 'ok', data: [{ _id: 'q1', name: 'Ann' }], meta });
    const result = await dataProvider.getList('query', { ...listParams, pagination: { page: 2, perPage: 50 }, filter: { searchTerm: '  video  ' } });
    const url = new URL(last().url, 'http://x');
    expect(url.pathname).toBe('/api/v1/query');
    expect(Object.fromEntries(url.searchParams)).toEqual({ searchTerm: 'video', isVerified: 'true', limit: String(limits.adminPageSize), page: '2' });
    expect(result).toEqual({ data: [{ _id: 'q1', id: 'q1', name: 'Ann' }], total: 120, meta });
  });

  it('leaves an empty search term out of the query list call', async () => {
    answer = json(200, { success: true, message: 'ok', data: [], meta: { total: 0, page: 1, limit: 50, totalPage: 0 } });
    await dataProvider.getList('query', { ...listParams, filter: { searchTerm: '   ' } });
    expect(new URL(last().url, 'http://x').searchParams.has('searchTerm')).toBe(false);
  });

  it('reads one query from /query/{id} and others from their list', async () => {
    answer = json(200, { success: true, message: 'ok', data: { _id: 'q9', name: 'Q' } });
    expect((await dataProvider.getOne('query', { id: 'q9' })).data).toEqual({ _id: 'q9', id: 'q9', name: 'Q' });
    expect(last().url).toBe('/api/v1/query/q9');

    answer = json(200, { success: true, message: 'ok', data: [{ _id: 't1', name: 'A' }, { _id: 't2', name: 'B' }] });
    expect((await dataProvider.getOne('team', { id: 't2' })).data).toEqual({ _id: 't2', id: 't2', name: 'B' });
    expect(last().url).toBe('/api/v1/team-member/get-all');
    await expect(dataProvider.getOne('team', { id: 'nope' })).rejects.toThrow(messages.notFound);
  });

  it('sends no Authorization header without a stored token', async () => {
    localStorage.removeItem('access_token');
    await dataProvider.getList('category', listParams);
    expect(headerOf('Authorization')).toBeNull();
  });
});

describe('data provider: writes', () => {
  const pkg = {
    name: 'Basic',
    description: 'A package',
    price: 12.5,
    priceBasis: 'per month',
    features: ['One'],
    category: 'c1',
    paymentRedirectURL: 'https://pay.example.com',
  };

  it('creates, updates and deletes packages as JSON on the spec paths', async () => {
    answer = json(201, { success: true, message: messages.packageCreated, data: { _id: 'p1', ...pkg, category: { _id: 'c1', name: 'Cat' } } });
    const created = await dataProvider.create('package', { data: pkg });
    expect(last().url).toBe('/api/v1/package/create');
    expect(last().init.method).toBe('POST');
    expect(headerOf('Content-Type')).toBe('application/json');
    expect(JSON.parse(String(last().init.body))).toEqual(pkg);
    expect(created.data.id).toBe('p1');

    answer = json(200, { success: true, message: messages.packageUpdated, data: { _id: 'p1', ...pkg } });
    // A record read from the list holds its category as an object; it is saved as the id.
    await dataProvider.update('package', { id: 'p1', data: { ...pkg, id: 'p1', _id: 'p1', category: { _id: 'c1', name: 'Cat' } }, previousData: { id: 'p1' } });
    expect(last().url).toBe('/api/v1/package/update-package/p1');
    expect(last().init.method).toBe('PUT');
    expect(JSON.parse(String(last().init.body))).toEqual(pkg);

    answer = json(200, { success: true, message: messages.packageDeleted, data: { _id: 'p1' } });
    const deleted = await dataProvider.delete('package', { id: 'p1', previousData: { id: 'p1', name: 'Basic' } });
    expect(last().url).toBe('/api/v1/package/delete-package/p1');
    expect(last().init.method).toBe('DELETE');
    expect(deleted.data).toEqual({ id: 'p1', name: 'Basic' });
  });

  it.each([
    ['category', 'create', '/api/v1/category/create', 'POST'],
    ['category', 'update', '/api/v1/category/update-category/c1', 'PUT'],
    ['category', 'delete', '/api/v1/category/delete-category/c1', 'DELETE'],
    ['team', 'delete', '/api/v1/team-member/delete/t1', 'DELETE'],
    ['query', 'delete', '/api/v1/query/q1', 'DELETE'],
  ] as const)('%s %s goes to %s', async (resource, action, url, method) => {
    answer = json(200, { success: true, message: 'ok', data: { _id: 'x1', name: 'N' } });
    if (action === 'create') await dataProvider.create(resource, { data: { name: 'N' } });
    if (action === 'update') await dataProvider.update(resource, { id: 'c1', data: { name: 'N' }, previousData: { id: 'c1' } });
    if (action === 'delete') await dataProvider.delete(resource, { id: resource === 'team' ? 't1' : resource === 'query' ? 'q1' : 'c1' });
    expect(last().url).toBe(url);
    expect(last().init.method).toBe(method);
    if (action !== 'delete') expect(JSON.parse(String(last().init.body))).toEqual({ name: 'N' });
  });

  it('encodes a team member as multipart with repeated skills and the file only when chosen', async () => {
    const file = new File(['png'], 'me.png', { type: 'image/png' });
    const withFile = teamMemberForm({ name: 'Ann', role: 'Editor', email: 'ann@example.com', skills: ['Cuts', 'Color'], file });
    expect(withFile.getAll('skills')).toEqual(['Cuts', 'Color']);
    expect(withFile.get('name')).toBe('Ann');
    expect(withFile.get('role')).toBe('Editor');
    expect(withFile.get('email')).toBe('ann@example.com');
    expect((withFile.get('file') as File).name).toBe('me.png');

    const withoutFile = teamMemberForm({ name: 'Ann', role: 'Editor', email: 'ann@example.com', skills: [], file: null });
    expect(withoutFile.has('file')).toBe(false);
    expect(withoutFile.has('skills')).toBe(false);
  });

  it('posts team create and puts team update as FormData without a JSON content type', async () => {
    answer = json(201, { success: true, message: messages.teamCreated, data: { _id: 't1', name: 'Ann' } });
    await dataProvider.create('team', { data: { name: 'Ann', role: 'Editor', email: 'ann@example.com', skills: ['Cuts', 'Color'] } });
    expect(last().url).toBe('/api/v1/team-member/create');
    expect(last().init.body).toBeInstanceOf(FormData);
    expect((last().init.body as FormData).getAll('skills')).toEqual(['Cuts', 'Color']);
    expect(headerOf('Content-Type')).toBeNull();

    answer = json(200, { success: true, message: messages.teamUpdated, data: { _id: 't1', name: 'Ann' } });
    const file = new File(['gif'], 'new.gif', { type: 'image/gif' });
    await dataProvider.update('team', { id: 't1', data: { name: 'Ann', role: 'Lead', email: 'ann@example.com', skills: ['Cuts'], file }, previousData: { id: 't1' } });
    expect(last().url).toBe('/api/v1/team-member/update/t1');
    expect(last().init.method).toBe('PUT');
    expect((last().init.body as FormData).get('file')).toBeInstanceOf(File);
  });

  it('refuses a team create answer without success, with its message or the fallback', async () => {
    answer = json(200, { success: false, message: 'Not stored', data: {} });
    await expect(dataProvider.create('team', { data: { name: 'A', role: 'B', email: 'a@b.co', skills: [] } })).rejects.toThrow('Not stored');
    answer = json(200, { data: {} });
    await expect(dataProvider.create('team', { data: { name: 'A', role: 'B', email: 'a@b.co', skills: [] } })).rejects.toThrow(messages.teamCreateNoSuccess);
  });

  it('changes the password with the custom method', async () => {
    answer = json(200, { success: true, message: messages.passwordChanged, data: null });
    await expect(dataProvider.changePassword({ oldPassword: 'old-one', newPassword: 'new-one-long' })).resolves.toEqual({ message: messages.passwordChanged });
    expect(last().url).toBe('/api/v1/auth/change-password');
    expect(JSON.parse(String(last().init.body))).toEqual({ oldPassword: 'old-one', newPassword: 'new-one-long' });
  });
});

describe('data provider: errors', () => {
  it('carries the status, the server message and the field errors of a failure', async () => {
    answer = json(400, { success: false, message: messages.nameRequired, errors: [{ path: 'name', message: messages.nameRequired }] });
    const error = await dataProvider.create('category', { data: { name: '' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ kind: 'http', status: 400, message: messages.nameRequired, serverMessage: messages.nameRequired, errors: [{ path: 'name', message: messages.nameRequired }] });
  });

  it('keeps the 409 reason of a category in use', async () => {
    answer = json(409, { success: false, message: messages.categoryInUse });
    const error = await dataProvider.delete('category', { id: 'c1' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 409, serverMessage: messages.categoryInUse });
    expect(failureMessage(error, messages.categoryDeleteFailed)).toBe(messages.categoryInUse);
  });

  it('reports a 401 with its status for the auth provider', async () => {
    answer = json(401, { success: false, message: messages.tokenInvalid });
    await expect(dataProvider.getList('query', listParams)).rejects.toMatchObject({ status: 401, serverMessage: messages.tokenInvalid });
  });

  it('reports a network failure as no answer, and uses the no-answer fallback for it', async () => {
    answer = async () => {
      throw new TypeError('Failed to fetch');
    };
    const error = await dataProvider.delete('query', { id: 'q1' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'network', status: 0, noResponse: true });
    expect(failureMessage(error, messages.queryDeleteFailed, messages.somethingWrongRetry)).toBe(messages.somethingWrongRetry);
  });

  it('reports an unreadable body as a parse failure and a failure without message with the fallback', async () => {
    answer = async () => new Response('<html>bad gateway</html>', { status: 502 });
    const parse = await dataProvider.getList('package', listParams).catch((e: unknown) => e);
    expect(parse).toMatchObject({ kind: 'parse', status: 502 });
    expect(failureMessage(parse, messages.queryListFailed, messages.somethingWrongRetry)).toBe(messages.queryListFailed);

    answer = json(500, {});
    const bare = await dataProvider.getList('package', listParams).catch((e: unknown) => e);
    expect(bare).toMatchObject({ kind: 'http', status: 500, serverMessage: undefined });
    expect(failureMessage(bare, messages.packageDeleteFailed)).toBe(messages.packageDeleteFailed);
  });
});
