import { endpoints, type TrashItem } from '@agency/contract';

import { apiClient } from '../providers/http';
import type { Adapter } from '../providers/records';

/** What the trash calls a kind of item: the API's (Payload's) name of its collection. */
export type TrashResource = TrashItem['resource'];

/**
 * An item of the trash. Its `id` names the kind too: the trash lists several collections, and
 * react-admin needs one id per row.
 */
export type TrashRecord = TrashItem & { id: string };

const trashRecord = (item: TrashItem): TrashRecord => ({ ...item, id: `${item.resource}/${item._id}` });

/** The trash: the whole list, newest first (restoring is the data provider's `restore`). */
export const trashAdapter: Adapter = {
  async getList(_resource, params) {
    const body = await apiClient.call(endpoints.trash.list, { signal: params.signal });
    return { data: body.data.map(trashRecord), total: body.data.length };
  },
};

/** Brings an item back from the trash; answers the server's message. */
export async function restoreFromTrash(resource: TrashResource, id: string): Promise<{ message: string; data: TrashItem }> {
  const body = await apiClient.call(endpoints.trash.restore, { params: { resource, id } });
  return { message: body.message, data: body.data };
}
