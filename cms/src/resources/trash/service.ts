import type { Payload } from 'payload';

import { messages, trashResources, type TrashItem } from '@agency/contract';

import type { Staff } from '../../api/auth';
import { ApiError, notFound } from '../../api/errors';
import { parseId } from '../../api/validate';
import { env } from '../../config/env';

/**
 * The trash (decision 038): a delete of a package, category, team member, legal page or image
 * sets Payload's `deletedAt` (its `trash: true`) instead of destroying the document, so public
 * reads and lists no longer see it and its relations stay; a restore clears it; the purge
 * (lib/cleanup.ts) destroys what has been there longer than TRASH_DAYS.
 */

export type TrashResource = (typeof trashResources)[number];

/** The field each resource is called by in the trash. */
const titleField: Record<TrashResource, string> = {
  packages: 'name',
  categories: 'name',
  'team-members': 'name',
  'legal-pages': 'title',
  media: 'filename',
};

const dayMs = 24 * 3600 * 1000;

function toTrashItem(resource: TrashResource, doc: Record<string, unknown>): TrashItem {
  const deletedAt = new Date(String(doc.deletedAt));
  return {
    _id: String(doc.id),
    resource,
    title: String(doc[titleField[resource]] ?? doc.id),
    deletedAt: deletedAt.toISOString(),
    purgeAt: new Date(deletedAt.getTime() + env.TRASH_DAYS * dayMs).toISOString(),
  };
}

export function trashResourceOf(value: string): TrashResource {
  if (!(trashResources as readonly string[]).includes(value)) throw new ApiError(404, messages.unknownTrashResource);
  return value as TrashResource;
}

/** A delete through /api/v1: the document goes to the trash, as the caller (Payload checks delete access). */
export async function moveToTrash(payload: Payload, resource: TrashResource, id: string, staff: Staff | undefined): Promise<void> {
  await payload.update({ collection: resource, id, data: { deletedAt: new Date().toISOString() }, overrideAccess: false, user: staff, depth: 0 });
}

/** Everything in the trash, newest first. */
export async function trashList(payload: Payload, staff: Staff | undefined): Promise<TrashItem[]> {
  const lists = await Promise.all(
    trashResources.map(async (resource) => {
      const { docs } = await payload.find({
        collection: resource,
        trash: true,
        where: { deletedAt: { exists: true } },
        pagination: false,
        depth: 0,
        overrideAccess: false,
        user: staff,
      });
      return docs.map((doc) => toTrashItem(resource, doc as unknown as Record<string, unknown>));
    }),
  );
  return lists.flat().sort((a, b) => b.deletedAt.localeCompare(a.deletedAt));
}

async function trashedOr404(payload: Payload, resource: TrashResource, rawId: string, staff: Staff | undefined) {
  const id = parseId(rawId, 'Item');
  const doc = (await payload.findByID({ collection: resource, id, trash: true, depth: 0, disableErrors: true, overrideAccess: false, user: staff })) as
    | (Record<string, unknown> & { id: string })
    | null;
  if (!doc) throw notFound('Item');
  if (!doc.deletedAt) throw new ApiError(409, messages.notInTrash);
  return doc;
}

/**
 * Brings an item back as it was. A package whose category is in the trash too brings the
 * category back with it, so the package is whole again.
 */
export async function restore(payload: Payload, resource: TrashResource, rawId: string, staff: Staff | undefined): Promise<TrashItem> {
  const doc = await trashedOr404(payload, resource, rawId, staff);
  if (resource === 'packages' && typeof doc.category === 'string') {
    const category = await payload.findByID({ collection: 'categories', id: doc.category, trash: true, depth: 0, disableErrors: true });
    if (category?.deletedAt) await restore(payload, 'categories', category.id, staff);
  }
  await payload.update({ collection: resource, id: doc.id, data: { deletedAt: null }, trash: true, overrideAccess: false, user: staff, depth: 0 });
  return toTrashItem(resource, doc);
}
