import type {
  CreateParams,
  CreateResult,
  DataProvider,
  DeleteManyParams,
  DeleteManyResult,
  DeleteParams,
  DeleteResult,
  GetListParams,
  GetListResult,
  GetManyParams,
  GetManyReferenceParams,
  GetManyReferenceResult,
  GetManyResult,
  GetOneParams,
  GetOneResult,
  Identifier,
  UpdateManyParams,
  UpdateManyResult,
  UpdateParams,
  UpdateResult,
} from 'react-admin';

import {
  endpoints,
  limits,
  messages,
  type ApiSuccess,
  type Category,
  type ChangePasswordInput,
  type Deleted,
  type Delivery,
  type HttpMethod,
  type Meta,
  type Package,
  type Query,
  type QueryDetail,
  type QueryNote,
  type QueryStatus,
  type StaffUser,
  type Stats,
  type TeamMember,
} from '@agency/contract';

import { apiClient, request, type RequestOptions } from './http';

/** The resources of the dashboard; their names are also the screens' URL segments. */
export const resources = {
  packages: 'package',
  categories: 'category',
  team: 'team',
  queries: 'query',
} as const;
export type ResourceName = (typeof resources)[keyof typeof resources];

/**
 * Records the screens read and write besides the four above: staff accounts (the assignee
 * choices), a query's notes and replies (created only; they come with the query), and mails.
 */
export const inboxResources = {
  users: 'users',
  notes: 'query-notes',
  deliveries: 'deliveries',
} as const;

/** react-admin wants `id`; the API speaks `_id`. Both are kept so screens can use either. */
export type WithId<T extends { _id: string }> = T & { id: string };
export type PackageRecord = WithId<Package>;
export type CategoryRecord = WithId<Category>;
export type TeamMemberRecord = WithId<TeamMember>;
export type QueryRecord = WithId<Query>;
export type QueryDetailRecord = WithId<QueryDetail>;
export type QueryNoteRecord = WithId<QueryNote>;
export type DeliveryRecord = WithId<Delivery>;
export type StaffUserRecord = WithId<StaffUser>;

/** A note or a reply as a screen creates it: `reply` mails the text to the visitor. */
export interface QueryNoteWrite {
  queryId: string;
  text: string;
  kind: QueryNote['kind'];
}

/** What the provider itself needs of a record the API sends: its `_id`. */
interface ApiRecord {
  _id: string;
}

const withId = <T extends ApiRecord>(item: T): WithId<T> => ({ ...item, id: item._id });

/**
 * The API has no paging for packages, categories and team members: their lists come whole.
 * These are the list params every screen asks them with (list controllers use react-admin's
 * default sort), so they share one cached list per resource.
 */
export const wholeList = {
  pagination: { page: 1, perPage: 1000 },
  sort: { field: 'id', order: 'ASC' },
  filter: {},
} satisfies Pick<GetListParams, 'pagination' | 'sort' | 'filter'>;

/** What the team form hands over: the text fields, the skills and a newly chosen image. */
export interface TeamMemberWrite {
  name: string;
  role: string;
  email: string;
  skills: string[];
  file?: File | null;
}

/** The query list's own filter: the search term, the workflow status, the assignee (an id, or `none`) and the days received (YYYY-MM-DD, both included). */
export interface QueryListFilter {
  searchTerm?: string;
  status?: QueryStatus;
  assignee?: string;
  from?: string;
  to?: string;
}

/** The deliveries screen's filter. */
export interface DeliveryListFilter {
  state?: Delivery['state'];
}

/** An endpoint of the contract's table, as this provider calls it: without and with an `:id`. */
interface Plain {
  method: HttpMethod;
  href: () => string;
}
interface ById {
  method: HttpMethod;
  href: (params: { id: string }) => string;
}

interface ResourceEndpoints {
  list: Plain;
  create?: Plain;
  update?: ById;
  delete: ById;
}

/** What each resource may do, from the contract's endpoint table (staff do not create queries; they change their status and assignee). */
const resourceEndpoints: Record<ResourceName, ResourceEndpoints> = {
  package: endpoints.packages,
  category: endpoints.categories,
  team: endpoints.teamMembers,
  query: { list: endpoints.queries.list, update: endpoints.queries.update, delete: endpoints.queries.delete },
};

const isResource = (resource: string): resource is ResourceName => Object.hasOwn(resourceEndpoints, resource);

function endpointsOf(resource: string): ResourceEndpoints {
  if (!isResource(resource)) throw new Error(`Unknown resource ${resource}`);
  return resourceEndpoints[resource];
}

function send<T>(endpoint: Plain | undefined, options: RequestOptions = {}): Promise<T> {
  if (!endpoint) throw new Error('The API has no such endpoint');
  return request<T>(endpoint.href(), { ...options, method: endpoint.method });
}

function sendTo<T>(endpoint: ById | undefined, id: Identifier, options: RequestOptions = {}): Promise<T> {
  if (!endpoint) throw new Error('The API has no such endpoint');
  return request<T>(endpoint.href({ id: String(id) }), { ...options, method: endpoint.method });
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

/** A record read from a list holds its category as an object; a package is saved with the category's id. */
function packageBody({ category, ...rest }: CreateParams['data']) {
  return { ...rest, category: typeof category === 'object' && category !== null ? category._id : category };
}

/** A query is changed with its assignee's id (or null); a record holds the assignee as `{ _id, email }`. */
function queryBody({ assignee, ...rest }: CreateParams['data']) {
  return assignee === undefined ? rest : { ...rest, assignee: typeof assignee === 'object' && assignee !== null ? assignee._id : assignee };
}

/** The body of a create or update: what the screens hand over, without the record's ids. */
function writeBody(resource: string, { id: _id, _id: _ignored, ...data }: CreateParams['data']): unknown {
  if (resource === resources.team) {
    const { name, role, email, skills, file } = data;
    return teamMemberForm({ name, role, email, skills, file });
  }
  if (resource === resources.packages) return packageBody(data);
  if (resource === resources.queries) return queryBody(data);
  return data;
}

async function readList(resource: string, signal?: AbortSignal) {
  if (resource === inboxResources.users) return (await apiClient.call(endpoints.users.list, { signal })).data.map(withId);
  const body = await send<ApiSuccess<ApiRecord[]>>(endpointsOf(resource).list, { signal });
  return body.data.map(withId);
}

/** The list's order as the API spells it; the default (newest first) and unknown fields are left out. */
export function querySort(sort: GetListParams['sort']): string | undefined {
  if (!sort) return undefined;
  if (sort.field === 'createdAt') return sort.order === 'ASC' ? 'createdAt' : undefined;
  if (sort.field === 'name' || sort.field === 'status') return sort.field;
  return undefined;
}

/** The query list's and the CSV export's parameters: the filters, only verified queries, the order. */
export function queryFilterParams(filter: QueryListFilter, sort?: GetListParams['sort']) {
  const searchTerm = filter.searchTerm?.trim();
  return {
    searchTerm: searchTerm || undefined,
    isVerified: 'true' as const,
    status: filter.status,
    assignee: filter.assignee || undefined,
    from: filter.from || undefined,
    to: filter.to || undefined,
    sort: querySort(sort),
  };
}

/** The query list: the filters, 50 a page; the server's meta passes through. */
async function readQueries(params: GetListParams): Promise<GetListResult<QueryRecord>> {
  const page = params.pagination?.page ?? 1;
  const filter: QueryListFilter = params.filter ?? {};
  const body = await send<ApiSuccess<Query[]>>(resourceEndpoints.query.list, {
    query: { ...queryFilterParams(filter, params.sort), limit: limits.adminPageSize, page },
    signal: params.signal,
  });
  const meta: Meta = body.meta ?? { total: body.data.length, page, limit: limits.adminPageSize, totalPage: 1 };
  return { data: body.data.map(withId), total: meta.total, meta };
}

/** All mails across queries, newest first, by state; paged like the query list. */
async function readDeliveries(params: GetListParams): Promise<GetListResult<DeliveryRecord>> {
  const page = params.pagination?.page ?? 1;
  const limit = params.pagination?.perPage ?? limits.adminPageSize;
  const filter: DeliveryListFilter = params.filter ?? {};
  const body = await apiClient.call(endpoints.deliveries.list, { query: { state: filter.state, limit, page }, signal: params.signal });
  const meta: Meta = body.meta ?? { total: body.data.length, page, limit, totalPage: 1 };
  return { data: body.data.map(withId), total: meta.total, meta };
}

/** A note is added as such; a reply is mailed and comes back as its `reply` note. */
async function createNote({ queryId, text, kind }: QueryNoteWrite): Promise<QueryNoteRecord> {
  if (kind === 'reply') {
    const body = await apiClient.call(endpoints.queries.reply, { params: { id: queryId }, body: { message: text } });
    return withId(body.data.note);
  }
  const body = await apiClient.call(endpoints.queries.addNote, { params: { id: queryId }, body: { text } });
  return withId(body.data);
}

/** The overview's range: days (YYYY-MM-DD), both included. */
export interface StatsRange {
  from: string;
  to: string;
}

/** The custom methods: the change-password screen's, and the overview's figures. */
export interface AgencyDataProvider extends DataProvider {
  changePassword: (input: ChangePasswordInput) => Promise<{ message: string }>;
  getStats: (range: StatsRange, signal?: AbortSignal) => Promise<Stats>;
}

/**
 * The dashboard's data provider over the spec's /api/v1 endpoints. Packages, categories
 * and team members come as whole lists (see `wholeList`); the query list pages on the server.
 *
 * Its methods take and return react-admin's own parameter and result types: react-admin
 * lets each caller name the record type it reads (`useListController<PackageRecord>`),
 * so at this boundary a record is only known to carry `_id` and `id`.
 */
export const dataProvider: AgencyDataProvider = {
  async getList(resource: string, params: GetListParams): Promise<GetListResult> {
    if (resource === resources.queries) return readQueries(params);
    if (resource === inboxResources.deliveries) return readDeliveries(params);
    const data = await readList(resource, params.signal);
    return { data, total: data.length };
  },

  async getOne(resource: string, params: GetOneParams): Promise<GetOneResult> {
    if (resource === resources.queries) {
      const body = await sendTo<ApiSuccess<QueryDetail>>(endpoints.queries.get, params.id, { signal: params.signal });
      return { data: withId(body.data) };
    }
    // There is no single-record endpoint for these: the record comes from the list.
    const found = (await readList(resource, params.signal)).find((record) => record.id === String(params.id));
    if (!found) throw new Error(messages.notFound);
    return { data: found };
  },

  async getMany(resource: string, params: GetManyParams): Promise<GetManyResult> {
    const wanted = new Set(params.ids.map(String));
    const data = (await readList(resource, params.signal)).filter((record) => wanted.has(record.id));
    return { data };
  },

  /** A query's mails: `deliveries` with the target `queryId`. */
  async getManyReference(resource: string, params: GetManyReferenceParams): Promise<GetManyReferenceResult> {
    if (resource !== inboxResources.deliveries || params.target !== 'queryId') throw new Error('getManyReference is not supported by this API');
    const body = await apiClient.call(endpoints.queries.deliveries, { params: { id: String(params.id) }, signal: params.signal });
    return { data: body.data.map(withId), total: body.data.length };
  },

  async create(resource: string, params: CreateParams): Promise<CreateResult> {
    if (resource === inboxResources.notes) {
      const { queryId, text, kind } = params.data;
      return { data: await createNote({ queryId, text, kind }) };
    }
    const body = await send<ApiSuccess<ApiRecord> & { success: boolean }>(endpointsOf(resource).create, {
      body: writeBody(resource, params.data),
    });
    // Team create is read by its `success` flag (spec section 8).
    if (resource === resources.team && body.success !== true) throw new Error(body.message || messages.teamCreateNoSuccess);
    return { data: withId(body.data) };
  },

  async update(resource: string, params: UpdateParams): Promise<UpdateResult> {
    // Updating a mail means queueing it again (only a failed one may be).
    if (resource === inboxResources.deliveries) {
      const body = await apiClient.call(endpoints.queries.retryDelivery, { params: { id: String(params.previousData.queryId), deliveryId: String(params.id) } });
      return { data: withId(body.data) };
    }
    const body = await sendTo<ApiSuccess<ApiRecord>>(endpointsOf(resource).update, params.id, {
      body: writeBody(resource, params.data),
    });
    return { data: withId(body.data) };
  },

  async updateMany(resource: string, params: UpdateManyParams): Promise<UpdateManyResult> {
    if (resource === resources.queries) {
      const body = await apiClient.call(endpoints.queries.bulk, { body: { action: 'status', ids: params.ids.map(String), status: params.data.status } });
      return { data: body.data.ids };
    }
    for (const id of params.ids) await dataProvider.update(resource, { id, data: params.data, previousData: { id } });
    return { data: params.ids };
  },

  async delete(resource: string, params: DeleteParams): Promise<DeleteResult> {
    await sendTo<ApiSuccess<Deleted>>(endpointsOf(resource).delete, params.id);
    // react-admin keeps the deleted record (undo, notifications); the API answers only its id.
    return { data: params.previousData ?? withId({ _id: String(params.id) }) };
  },

  async deleteMany(resource: string, params: DeleteManyParams): Promise<DeleteManyResult> {
    if (resource === resources.queries) {
      await apiClient.call(endpoints.queries.bulk, { body: { action: 'delete', ids: params.ids.map(String) } });
      return { data: params.ids };
    }
    for (const id of params.ids) await dataProvider.delete(resource, { id });
    return { data: params.ids };
  },

  async getStats({ from, to }, signal) {
    return (await apiClient.call(endpoints.stats.get, { query: { from, to }, signal })).data;
  },

  async changePassword(input) {
    const body = await send<ApiSuccess<null>>(endpoints.auth.changePassword, { body: input });
    return { message: body.message };
  },
};
