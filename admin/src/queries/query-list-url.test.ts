import { describe, expect, it } from 'vitest';

import { fromListParams, toListParams } from './query-list-url';

const listParams = (search: string) => Object.fromEntries(new URLSearchParams(search));

describe('the query list address', () => {
  it('reads ?search=…&page=… as react-admin list params', () => {
    expect(listParams(toListParams('?search=launch&page=3'))).toEqual({ filter: '{"searchTerm":"launch"}', page: '3' });
    expect(listParams(toListParams(''))).toEqual({ filter: '{"searchTerm":""}' });
    // Page 1, a page below 1 or not a number: the first page, as before.
    expect(listParams(toListParams('?page=0'))).toEqual({ filter: '{"searchTerm":""}' });
    expect(listParams(toListParams('?page=abc'))).toEqual({ filter: '{"searchTerm":""}' });
    expect(listParams(toListParams('?page=2.7'))).toEqual({ filter: '{"searchTerm":""}', page: '2' });
  });

  it('writes react-admin list params back in the short form, keeping other parameters', () => {
    const written = `?${new URLSearchParams({ filter: '{"searchTerm":" video "}', page: '2', perPage: '50', sort: 'createdAt', order: 'DESC' })}`;
    expect(fromListParams(written, '')).toBe('?search=video&page=2');
    expect(fromListParams('?filter=%7B%7D&page=1', '?search=old&page=4&tab=x')).toBe('?tab=x');
    expect(fromListParams('?filter=not-json', '')).toBe('');
  });
});

describe('the query list address: filters and order', () => {
  it('reads status, assignee and the API order as react-admin list params; leaves out what is not one', () => {
    expect(listParams(toListParams('?status=closed&assignee=none&sort=name&page=2'))).toEqual({
      filter: '{"searchTerm":"","status":"closed","assignee":"none"}',
      page: '2',
      sort: 'name',
      order: 'ASC',
    });
    expect(listParams(toListParams('?status=lost&sort=-createdAt'))).toEqual({ filter: '{"searchTerm":""}' });
    expect(listParams(toListParams('?sort=createdAt'))).toEqual({ filter: '{"searchTerm":""}', sort: 'createdAt', order: 'ASC' });
    expect(listParams(toListParams('?from=2025-01-01&to=2025-01-31'))).toEqual({ filter: '{"searchTerm":"","from":"2025-01-01","to":"2025-01-31"}' });
    expect(listParams(toListParams('?from=yesterday'))).toEqual({ filter: '{"searchTerm":""}' });
  });

  it('writes them back in the short form, the default order left out', () => {
    const written = `?${new URLSearchParams({ filter: '{"searchTerm":"","status":"answered","assignee":"u1"}', sort: 'status', order: 'ASC', page: '1' })}`;
    expect(fromListParams(written, '')).toBe('?status=answered&assignee=u1&sort=status');
    const newest = `?${new URLSearchParams({ filter: '{"searchTerm":"x"}', sort: 'createdAt', order: 'DESC' })}`;
    expect(fromListParams(newest, '?sort=name&status=new')).toBe('?search=x');
    expect(fromListParams(`?${new URLSearchParams({ filter: '{"searchTerm":"","from":"2025-02-01"}' })}`, '')).toBe('?from=2025-02-01');
  });
});
