import type { DataProvider, Identifier, RaRecord } from 'react-admin';

import {
  limits,
  messages,
  type ApiSuccess,
  type Category,
  type ChangePasswordInput,
  type Meta,
  type Package,
  type Query,
  type TeamMember,
} from '@agency/contract';

import { request } from './http';

/** The resources of the dashboard; their names are also the screens' URL segments. */
export const resources = {
  packages: 'package',
  categories: 'category',
  team: 'team',
  queries: 'query',
} as const;
export type ResourceName = (typeof resources)[keyof typeof resources];

/** react-admin wants `id`; the API speaks `_id`. Both are kept so screens can use either. */
export type WithId<T extends { _id: string }> = T & { id: string };
export type PackageRecord = WithId<Package>;
export type CategoryRecord = WithId<Category>;
export type TeamMemberRecord = WithId<TeamMember>;
export type QueryRecord = WithId<Query>;

const withId = <T extends { _id: string }>(item: T): WithId<T> => ({ ...item, id: item._id });

/** What the team form hands over: the text fields, the skills and a newly chosen image. */
export interface TeamMemberWrite {
  name: string;
  role: string;
  email: string;
  skills: string[];
  file?: File | null;
}

/** The query list's own filter: the search term and the page. */
export interface QueryListFilter {
  searchTerm?: string;
}

interface Endpoints {
  list: string;
  create: string;
  update: (id: Identifier) => string;
  remove: (id: Identifier) => string;
}

const endpoints: Record<Exclude<ResourceName, 'query'>, Endpoints> = {
  package: {
    list: '/package/get-all-package',
    create: '/package/create',
    update: (id) => `/package/update-package/${encodeURIComponent(id)}`,
    remove: (id) => `/package/delete-package/${encodeURIComponent(id)}`,
  },
  category: {
    list: '/category/get-all-category',
    create: '/category/create',
    update: (id) => `/category/update-category/${encodeURIComponent(id)}`,
    remove: (id) => `/category/delete-category/${encodeURIComponent(id)}`,
  },
  team: {
    list: '/team-member/get-all',
    create: '/team-member/create',
    update: (id) => `/team-member/update/${encodeURIComponent(id)}`,
    remove: (id) => `/team-member/delete/${encodeURIComponent(id)}`,
  },
};

function endpointsOf(resource: string): Endpoints {
  const found = endpoints[resource as keyof typeof endpoints];
  if (!found) throw new Error(`Unknown resource ${resource}`);
  return found;
}

/** Team writes are multipart: text fields, `skills` repeated, and `file` only when one was chosen. */
export function teamMemberForm(data: TeamMemberWrite): FormData {
  const form = new FormData();
  form.append('name', data.name);
  form.append('role', data.role);
  form.append('email', data.email);
  for (const skill of data.skills) form.append('skills', skill);
  if (data.file instanceof File) form.append('file', data.file);
  return form;
}

/** A package is saved with its category's id, whatever shape the record holds it in. */
function packageBody(data: Record<string, unknown>) {
  const { id: _id, _id: _ignored, category, ...rest } = data;
  const categoryId = typeof category === 'object' && category !== null ? (category as Category)._id : category;
  return { ...rest, category: categoryId };
}

function writeBody(resource: string, data: Record<string, unknown>): unknown {
  if (resource === resources.team) return teamMemberForm(data as unknown as TeamMemberWrite);
  if (resource === resources.packages) return packageBody(data);
  const { id: _id, _id: _ignored, ...rest } = data;
  return rest;
}

async function readList(resource: string, signal?: AbortSignal): Promise<RaRecord[]> {
  const body = await request<ApiSuccess<{ _id: string }[]>>(endpointsOf(resource).list, { signal });
  return body.data.map(withId);
}

/** The query list: searchTerm, only verified ones, 50 a page; the server's meta passes through. */
async function readQueries(page: number, filter: QueryListFilter, signal?: AbortSignal) {
  const searchTerm = filter.searchTerm?.trim();
  const body = await request<ApiSuccess<Query[]>>('/query', {
    query: { searchTerm: searchTerm || undefined, isVerified: 'true', limit: limits.adminPageSize, page },
    signal,
  });
  const meta: Meta = body.meta ?? { total: body.data.length, page, limit: limits.adminPageSize, totalPage: 1 };
  return { data: body.data.map(withId), total: meta.total, meta };
}

/** The custom method the change-password screen calls. */
export interface AgencyDataProvider extends DataProvider {
  changePassword: (input: ChangePasswordInput) => Promise<{ message: string }>;
}

/**
 * The dashboard's data provider over the spec's /api/v1 endpoints. The API has no
 * paging for packages, categories and team members (they are short lists), so those
 * lists come whole; the query list pages on the server.
 */
export const dataProvider: AgencyDataProvider = {
  async getList(resource, params) {
    if (resource === resources.queries) {
      const page = await readQueries(params.pagination?.page ?? 1, (params.filter ?? {}) as QueryListFilter, params.signal);
      return { ...page, data: page.data as never[] };
    }
    const data = await readList(resource, params.signal);
    return { data: data as never[], total: data.length };
  },

  async getOne(resource, params) {
    if (resource === resources.queries) {
      const body = await request<ApiSuccess<Query>>(`/query/${encodeURIComponent(params.id)}`, { signal: params.signal });
      return { data: withId(body.data) as never };
    }
    // There is no single-record endpoint for these: the record comes from the list.
    const found = (await readList(resource, params.signal)).find((record) => String(record.id) === String(params.id));
    if (!found) throw new Error(messages.notFound);
    return { data: found as never };
  },

  async getMany(resource, params) {
    const wanted = new Set(params.ids.map(String));
    const data = (await readList(resource, params.signal)).filter((record) => wanted.has(String(record.id)));
    return { data: data as never[] };
  },

  async getManyReference() {
    throw new Error('getManyReference is not supported by this API');
  },

  async create(resource, params) {
    const body = await request<ApiSuccess<{ _id: string }> & { success: boolean }>(endpointsOf(resource).create, {
      method: 'POST',
      body: writeBody(resource, params.data as Record<string, unknown>),
    });
    // Team create is read by its `success` flag (spec section 8).
    if (resource === resources.team && body.success !== true) throw new Error(body.message || messages.teamCreateNoSuccess);
    return { data: withId(body.data) as never };
  },

  async update(resource, params) {
    const body = await request<ApiSuccess<{ _id: string }>>(endpointsOf(resource).update(params.id), {
      method: 'PUT',
      body: writeBody(resource, params.data as Record<string, unknown>),
    });
    return { data: withId(body.data) as never };
  },

  async updateMany(resource, params) {
    for (const id of params.ids) await dataProvider.update(resource, { id, data: params.data, previousData: { id } });
    return { data: params.ids };
  },

  async delete(resource, params) {
    const path = resource === resources.queries ? `/query/${encodeURIComponent(params.id)}` : endpointsOf(resource).remove(params.id);
    await request(path, { method: 'DELETE' });
    return { data: (params.previousData ?? { id: params.id }) as never };
  },

  async deleteMany(resource, params) {
    for (const id of params.ids) await dataProvider.delete(resource, { id });
    return { data: params.ids };
  },

  async changePassword(input) {
    const body = await request<ApiSuccess<null>>('/auth/change-password', { method: 'POST', body: input });
    return { message: body.message };
  },
};
