import { endpoints, limits, type AuditEntry, type Meta } from '@agency/contract';

import { apiClient } from '../providers/http';
import { withId, type Adapter, type WithId } from '../providers/records';

export type AuditRecord = WithId<AuditEntry>;

/** The audit log screen's filter: an action, a resource, and the days (YYYY-MM-DD, both included). */
export interface AuditListFilter {
  action?: string;
  resource?: string;
  from?: string;
  to?: string;
}

/** The list's and the CSV export's filter parameters, the unset ones left out. */
export const auditFilterParams = ({ action, resource, from, to }: AuditListFilter) => ({
  action: action || undefined,
  resource: resource || undefined,
  from: from || undefined,
  to: to || undefined,
});

/** The owner's audit log: newest first, filtered and paged on the server (its meta passed through). */
export const auditAdapter: Adapter = {
  async getList(_resource, params) {
    const page = params.pagination?.page ?? 1;
    const limit = params.pagination?.perPage ?? limits.adminPageSize;
    const filter: AuditListFilter = params.filter ?? {};
    const body = await apiClient.call(endpoints.audit.list, { query: { ...auditFilterParams(filter), page, limit }, signal: params.signal });
    const meta: Meta = body.meta ?? { total: body.data.length, page, limit, totalPage: 1 };
    return { data: body.data.map(withId), total: meta.total, meta };
  },
};
