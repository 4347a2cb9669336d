import { endpoints, limits, type Delivery, type Meta } from '@agency/contract';

import { apiClient } from '../providers/http';
import { withId, type Adapter, type WithId } from '../providers/records';

export type DeliveryRecord = WithId<Delivery>;

/** The deliveries screen's filter. */
export interface DeliveryListFilter {
  state?: Delivery['state'];
}

/** Mails: all of them newest first by state (paged like the query list), a query's own, and a retry of a failed one. */
export const deliveriesAdapter: Adapter = {
  async getList(_resource, params) {
    const page = params.pagination?.page ?? 1;
    const limit = params.pagination?.perPage ?? limits.adminPageSize;
    const filter: DeliveryListFilter = params.filter ?? {};
    const body = await apiClient.call(endpoints.deliveries.list, { query: { state: filter.state, limit, page }, signal: params.signal });
    const meta: Meta = body.meta ?? { total: body.data.length, page, limit, totalPage: 1 };
    return { data: body.data.map(withId), total: meta.total, meta };
  },
  /** A query's mails: the target `queryId`. */
  async getManyReference(_resource, params) {
    if (params.target !== 'queryId') throw new Error('getManyReference is not supported by this API');
    const body = await apiClient.call(endpoints.queries.deliveries, { params: { id: String(params.id) }, signal: params.signal });
    return { data: body.data.map(withId), total: body.data.length };
  },
  /** Updating a mail means queueing it again (only a failed one may be). */
  async update(_resource, params) {
    const body = await apiClient.call(endpoints.queries.retryDelivery, { params: { id: String(params.previousData.queryId), deliveryId: String(params.id) } });
    return { data: withId(body.data) };
  },
};
