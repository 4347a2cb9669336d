import type {
  CreateParams,
  DeleteManyParams,
  DeleteParams,
  GetListParams,
  GetManyParams,
  GetManyReferenceParams,
  GetOneParams,
  Identifier,
  UpdateManyParams,
  UpdateParams,
} from 'react-admin';

import { messages, type ApiSuccess, type Deleted, type Endpoint, type UpdateQuery } from '@agency/contract';

import { apiClient } from './http';

/** react-admin wants `id`; the API speaks `_id`. Both are kept so screens can use either. */
export type WithId<T extends { _id: string }> = T & { id: string };

/** What an adapter needs of a record the API sends: its `_id`. */
export interface ApiRecord {
  _id: string;
}

export const withId = <T extends ApiRecord>(item: T): WithId<T> => ({ ...item, id: item._id });

/** react-admin's parameters of each data provider method. */
interface Params {
  getList: GetListParams;
  getOne: GetOneParams;
  getMany: GetManyParams;
  getManyReference: GetManyReferenceParams;
  create: CreateParams;
  update: UpdateParams;
  updateMany: UpdateManyParams;
  delete: DeleteParams;
  deleteMany: DeleteManyParams;
}

/**
 * One resource's part of the dashboard's data provider (composed in `data-provider.ts`): react-admin's
 * methods with its parameters, answering the resource's own records (react-admin's results are
 * generic in a record type only the calling screen names).
 */
export type Adapter = { [M in keyof Params]?: (resource: string, params: Params[M]) => Promise<object> };

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

/** The four endpoints of a resource whose list comes whole, as the contract's `crud` declares them. */
interface WholeListEndpoints {
  list: Endpoint<string, undefined, undefined, ApiRecord[]>;
  create: Endpoint<string, unknown, undefined, ApiRecord>;
  update: Endpoint<`${string}:id${string}`, unknown, UpdateQuery, ApiRecord>;
  delete: Endpoint<`${string}:id${string}`, undefined, undefined, Deleted>;
}

/** The body of a create or update: what the screens hand over, without the record's ids. */
const withoutIds = ({ id: _id, _id: _ignored, ...data }: CreateParams['data']): Record<string, unknown> => data;

/**
 * A resource whose list comes whole (`wholeList`): one and many records are read from the list
 * (there is no single-record endpoint), writes go to the contract's endpoints. `body` shapes what
 * a screen hands over into what the API takes; `created` checks a create's answer.
 */
export function wholeListAdapter({
  endpoints,
  body = (data) => data,
  created = () => undefined,
}: {
  endpoints: WholeListEndpoints;
  body?: (data: Record<string, unknown>) => unknown;
  created?: (answer: ApiSuccess<ApiRecord>) => void;
}): Adapter {
  // The endpoints' bodies are each resource's own; `body` above has shaped them.
  type Call = (endpoint: Endpoint, input?: object) => Promise<ApiSuccess<unknown>>;
  const call = apiClient.call as unknown as Call;

  const list = async (signal?: AbortSignal) => {
    const answer = (await call(endpoints.list, { signal })) as ApiSuccess<ApiRecord[]>;
    return answer.data.map(withId);
  };
  const remove = async (id: Identifier) => call(endpoints.delete, { params: { id: String(id) } });
  const update = async (params: Pick<UpdateParams, 'id' | 'data' | 'meta'>) => {
    // `meta.overwriteDraft`: the person chose to publish over a newer draft in the CMS panel (decision 027).
    const overwrite = (params.meta as { overwriteDraft?: boolean } | undefined)?.overwriteDraft === true;
    const answer = (await call(endpoints.update, {
      params: { id: String(params.id) },
      body: body(withoutIds(params.data)),
      ...(overwrite ? { query: { overwriteDraft: 'true' } satisfies UpdateQuery } : {}),
    })) as ApiSuccess<ApiRecord>;
    return { data: withId(answer.data) };
  };

  return {
    async getList(_resource, params) {
      const data = await list(params.signal);
      return { data, total: data.length };
    },
    async getOne(_resource, params) {
      const found = (await list(params.signal)).find((record) => record.id === String(params.id));
      if (!found) throw new Error(messages.notFound);
      return { data: found };
    },
    async getMany(_resource, params) {
      const wanted = new Set(params.ids.map(String));
      return { data: (await list(params.signal)).filter((record) => wanted.has(record.id)) };
    },
    async create(_resource, params) {
      const answer = (await call(endpoints.create, { body: body(withoutIds(params.data)) })) as ApiSuccess<ApiRecord>;
      created(answer);
      return { data: withId(answer.data) };
    },
    update: (_resource, params) => update(params),
    async updateMany(_resource, params) {
      for (const id of params.ids) await update({ id, data: params.data });
      return { data: params.ids };
    },
    async delete(_resource, params) {
      await remove(params.id);
      // react-admin keeps the deleted record (undo, notifications); the API answers only its id.
      return { data: params.previousData ?? withId({ _id: String(params.id) }) };
    },
    async deleteMany(_resource, params) {
      for (const id of params.ids) await remove(id);
      return { data: params.ids };
    },
  };
}
