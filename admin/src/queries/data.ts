import type { CreateParams, GetListParams } from 'react-admin';

import { endpoints, limits, type Meta, type Query, type QueryDetail, type QueryNote, type QueryStatus, type queryWaitingFilters, type SavedReply, type StaffUser, type ThreadEntry } from '@agency/contract';

import { apiClient } from '../providers/http';
import { withId, type Adapter, type WithId } from '../providers/records';

export type QueryRecord = WithId<Query>;
export type QueryDetailRecord = WithId<QueryDetail>;
export type QueryNoteRecord = WithId<QueryNote>;
/** One entry of a query's timeline (`GET /query/:id/thread`). */
export type ThreadRecord = WithId<ThreadEntry>;
export type StaffUserRecord = WithId<StaffUser>;
export type SavedReplyRecord = WithId<SavedReply>;
export type QueryWaiting = (typeof queryWaitingFilters)[number];

/** A note or a reply as a screen creates it: `reply` mails the text to the visitor. */
export interface QueryNoteWrite {
  queryId: string;
  text: string;
  kind: QueryNote['kind'];
}

/** The query list's own filter: the search term, the workflow status, the assignee (an id, or `none`) and the days received (YYYY-MM-DD, both included). */
export interface QueryListFilter {
  searchTerm?: string;
  status?: QueryStatus;
  assignee?: string;
  from?: string;
  to?: string;
  /** Waiting for a staff reply: all of them, or those past the response target. */
  waiting?: QueryWaiting;
}

/** The list's order as the API spells it; the default (newest first) and unknown fields are left out. */
export function querySort(sort: GetListParams['sort']): 'createdAt' | 'name' | 'status' | undefined {
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
    waiting: filter.waiting,
    sort: querySort(sort),
  };
}

/** A query is changed with its assignee's id (or null); a record holds the assignee as `{ _id, email }`. */
function queryChange({ id: _id, _id: _ignored, assignee, ...rest }: CreateParams['data']) {
  return assignee === undefined ? rest : { ...rest, assignee: typeof assignee === 'object' && assignee !== null ? assignee._id : assignee };
}

/** Verified queries: the list pages on the server (50 a page, its meta passed through), one with its notes, workflow changes, bulk actions. */
export const queriesAdapter: Adapter = {
  async getList(_resource, params) {
    const page = params.pagination?.page ?? 1;
    const filter: QueryListFilter = params.filter ?? {};
    const body = await apiClient.call(endpoints.queries.list, {
      query: { ...queryFilterParams(filter, params.sort), limit: limits.adminPageSize, page },
      signal: params.signal,
    });
    const meta: Meta = body.meta ?? { total: body.data.length, page, limit: limits.adminPageSize, totalPage: 1 };
    return { data: body.data.map(withId), total: meta.total, meta };
  },
  async getOne(_resource, params) {
    const body = await apiClient.call(endpoints.queries.get, { params: { id: String(params.id) }, signal: params.signal });
    return { data: withId(body.data) };
  },
  async update(_resource, params) {
    const body = await apiClient.call(endpoints.queries.update, { params: { id: String(params.id) }, body: queryChange(params.data) });
    return { data: withId(body.data) };
  },
  async updateMany(_resource, params) {
    const ids = params.ids.map(String);
    // One change at a time: a new assignee (or none), else a status.
    const change = queryChange(params.data);
    const body = await apiClient.call(endpoints.queries.bulk, {
      body: 'assignee' in change ? { action: 'assign', ids, assignee: change.assignee ?? null } : { action: 'status', ids, status: change.status },
    });
    return { data: body.data.ids };
  },
  async delete(_resource, params) {
    await apiClient.call(endpoints.queries.delete, { params: { id: String(params.id) } });
    // react-admin keeps the deleted record (undo, notifications); the API answers only its id.
    return { data: params.previousData ?? withId({ _id: String(params.id) }) };
  },
  async deleteMany(_resource, params) {
    await apiClient.call(endpoints.queries.bulk, { body: { action: 'delete', ids: params.ids.map(String) } });
    return { data: params.ids };
  },
};

/**
 * A query's log: read as its timeline (the target `queryId`), oldest first; notes and replies are
 * created (a reply is mailed and comes back as its `reply` note).
 */
export const notesAdapter: Adapter = {
  async getManyReference(_resource, params) {
    if (params.target !== 'queryId') throw new Error('getManyReference is not supported by this API');
    const body = await apiClient.call(endpoints.queries.thread, { params: { id: String(params.id) }, signal: params.signal });
    return { data: body.data.map(withId), total: body.data.length };
  },
  async create(_resource, params) {
    const { queryId, text, kind } = params.data as QueryNoteWrite;
    if (kind === 'reply') {
      const body = await apiClient.call(endpoints.queries.reply, { params: { id: queryId }, body: { message: text } });
      return { data: withId(body.data.note) };
    }
    const body = await apiClient.call(endpoints.queries.addNote, { params: { id: queryId }, body: { text } });
    return { data: withId(body.data) };
  },
};

/** Staff's saved replies, the reply box's choices: the whole list, by title. */
export const savedRepliesAdapter: Adapter = {
  async getList(_resource, params) {
    const data = (await apiClient.call(endpoints.savedReplies.list, { signal: params.signal })).data.map(withId);
    return { data, total: data.length };
  },
};

/** Staff accounts, the assignee choices: the whole list. */
export const usersAdapter: Adapter = {
  async getList(_resource, params) {
    const data = (await apiClient.call(endpoints.users.list, { signal: params.signal })).data.map(withId);
    return { data, total: data.length };
  },
  async getMany(_resource, params) {
    const wanted = new Set(params.ids.map(String));
    const data = (await apiClient.call(endpoints.users.list, { signal: params.signal })).data.map(withId);
    return { data: data.filter((record) => wanted.has(record.id)) };
  },
};
