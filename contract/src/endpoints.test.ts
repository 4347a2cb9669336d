import { describe, expect, it } from 'vitest';

import { apiBasePath, endpoints } from './endpoints';

describe('endpoints', () => {
  it('fills path parameters, URL-encoded', () => {
    expect(endpoints.packages.update.href({ id: 'a b/c' })).toBe('/package/update-package/a%20b%2Fc');
    expect(endpoints.queries.delete.href({ id: 'q1' })).toBe('/query/q1');
  });

  it('asks for the parameters its path names', () => {
    // @ts-expect-error: the update path names :id
    expect(() => endpoints.teamMembers.update.href()).toThrow();
    expect(endpoints.teamMembers.update.method).toBe('PUT');
    expect(endpoints.teamMembers.update.body).toBe('multipart');
    expect(endpoints.teamMembers.list.access).toBe('public-or-staff');
  });

  it('gives a path without parameters as it is', () => {
    expect(endpoints.packages.list.href()).toBe('/package/get-all-package');
    expect(`${apiBasePath}${endpoints.content.get.path}`).toBe('/api/v1/content');
  });

  it('has one method and path per endpoint', () => {
    const all = Object.values(endpoints).flatMap((group) => Object.values(group));
    const keys = all.map((e) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
