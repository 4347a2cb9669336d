import { endpoints, type BodyOf, type StaffAccount } from '@agency/contract';

import { apiClient } from '../providers/http';
import { withId, type Adapter, type WithId } from '../providers/records';

export type StaffRecord = WithId<StaffAccount>;

/** What the invite dialog sends: the address, the role and an optional name. */
export type StaffInvite = BodyOf<typeof endpoints.staff.invite>;

/** What a row changes: the role, or whether the account may sign in. */
export type StaffChange = BodyOf<typeof endpoints.staff.update>;

/** The owner's accounts: the whole list, an invitation as a create, a role or disabled change, a delete. */
export const staffAdapter: Adapter = {
  async getList(_resource, params) {
    const body = await apiClient.call(endpoints.staff.list, { signal: params.signal });
    return { data: body.data.map(withId), total: body.data.length };
  },
  async create(_resource, params) {
    const body = await apiClient.call(endpoints.staff.invite, { body: params.data as StaffInvite });
    return { data: withId(body.data) };
  },
  async update(_resource, params) {
    const body = await apiClient.call(endpoints.staff.update, { params: { id: String(params.id) }, body: params.data as StaffChange });
    return { data: withId(body.data) };
  },
  async delete(_resource, params) {
    await apiClient.call(endpoints.staff.delete, { params: { id: String(params.id) } });
    // react-admin keeps the deleted record for its caches; the API answers only its id.
    return { data: params.previousData ?? withId({ _id: String(params.id) }) };
  },
};
