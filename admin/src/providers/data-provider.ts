import type { DataProvider } from 'react-admin';

import { endpoints, type ChangePasswordInput, type Stats, type TrashItem } from '@agency/contract';

import { auditAdapter } from '../audit/data';
import { categoriesAdapter } from '../categories/data';
import { deliveriesAdapter } from '../deliveries/data';
import { packagesAdapter } from '../packages/data';
import { notesAdapter, queriesAdapter, savedRepliesAdapter, usersAdapter } from '../queries/data';
import { staffAdapter } from '../staff/data';
import { teamMembersAdapter } from '../team-members/data';
import { restoreFromTrash, trashAdapter, type TrashResource } from '../trash/data';
import { apiClient } from './http';
import type { Adapter } from './records';

export { wholeList, type WithId } from './records';
export { auditFilterParams, type AuditListFilter, type AuditRecord } from '../audit/data';
export type { CategoryRecord } from '../categories/data';
export type { DeliveryListFilter, DeliveryRecord } from '../deliveries/data';
export type { PackageRecord } from '../packages/data';
export { queryFilterParams, querySort, type QueryDetailRecord, type QueryListFilter, type QueryNoteRecord, type QueryWaiting, type QueryNoteWrite, type QueryRecord, type SavedReplyRecord, type StaffUserRecord, type ThreadRecord } from '../queries/data';
export type { StaffChange, StaffInvite, StaffRecord } from '../staff/data';
export { teamMemberForm, type TeamMemberRecord, type TeamMemberWrite } from '../team-members/data';
export type { TrashRecord, TrashResource } from '../trash/data';

/** The resources of the dashboard; their names are also the screens' URL segments. */
export const resources = {
  packages: 'package',
  categories: 'category',
  team: 'team',
  queries: 'query',
  /** The owner's account management (invitations, roles, disabling). */
  staff: 'staff',
  /** What deletes moved aside, for owners and editors to restore. */
  trash: 'trash',
  /** Every change, for the owner. */
  audit: 'audit',
} as const;
export type ResourceName = (typeof resources)[keyof typeof resources];

/**
 * Records the screens read and write besides the resources above: colleagues (the assignee
 * choices), a query's notes and replies (created only; they come with the query), and mails.
 */
export const inboxResources = {
  users: 'users',
  notes: 'query-notes',
  deliveries: 'deliveries',
  savedReplies: 'saved-replies',
} as const;

/** Each resource's adapter, in its own folder. */
const adapters: Record<string, Adapter> = {
  [resources.packages]: packagesAdapter,
  [resources.categories]: categoriesAdapter,
  [resources.team]: teamMembersAdapter,
  [resources.queries]: queriesAdapter,
  [resources.staff]: staffAdapter,
  [resources.trash]: trashAdapter,
  [resources.audit]: auditAdapter,
  [inboxResources.users]: usersAdapter,
  [inboxResources.savedReplies]: savedRepliesAdapter,
  [inboxResources.notes]: notesAdapter,
  [inboxResources.deliveries]: deliveriesAdapter,
};

/** The resource's adapter's `method`, or a clear error when the API has no such thing. */
function dispatch<M extends keyof Adapter>(method: M): DataProvider[M] {
  return ((resource: string, params: unknown) => {
    const adapter = Object.hasOwn(adapters, resource) ? adapters[resource] : undefined;
    if (!adapter) throw new Error(`Unknown resource ${resource}`);
    const handler = adapter[method] as ((resource: string, params: unknown) => Promise<unknown>) | undefined;
    if (!handler) throw new Error(`The API has no ${method} for ${resource}`);
    return handler(resource, params);
  }) as DataProvider[M];
}

/** The overview's range: days (YYYY-MM-DD), both included. */
export interface StatsRange {
  from: string;
  to: string;
}

/** The custom methods: the change-password screen's, the overview's figures, and a restore from the trash. */
export interface AgencyDataProvider extends DataProvider {
  changePassword: (input: ChangePasswordInput) => Promise<{ message: string }>;
  getStats: (range: StatsRange, signal?: AbortSignal) => Promise<Stats>;
  restore: (resource: TrashResource, id: string) => Promise<{ message: string; data: TrashItem }>;
}

/**
 * The dashboard's data provider over the /api/v1 endpoints of `contract/`: each resource's adapter
 * (in the resource's folder) answers for it. Packages, categories, team members and staff accounts
 * come as whole lists (see `wholeList`); the query list pages on the server.
 *
 * Its methods take and return react-admin's own parameter and result types: react-admin
 * lets each caller name the record type it reads (`useListController<PackageRecord>`),
 * so at this boundary a record is only known to carry `_id` and `id`.
 */
export const dataProvider: AgencyDataProvider = {
  getList: dispatch('getList'),
  getOne: dispatch('getOne'),
  getMany: dispatch('getMany'),
  getManyReference: dispatch('getManyReference'),
  create: dispatch('create'),
  update: dispatch('update'),
  updateMany: dispatch('updateMany'),
  delete: dispatch('delete'),
  deleteMany: dispatch('deleteMany'),

  async getStats({ from, to }, signal) {
    return (await apiClient.call(endpoints.stats.get, { query: { from, to }, signal })).data;
  },

  async changePassword(input) {
    const body = await apiClient.call(endpoints.auth.changePassword, { body: input });
    return { message: body.message };
  },

  restore: restoreFromTrash,
};
