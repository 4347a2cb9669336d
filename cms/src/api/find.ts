import type { CollectionSlug, Payload } from 'payload';

import type { Staff } from './auth';
import { notFound } from './errors';
import { parseId } from './validate';

/** Reads one document by a path id, with the caller's rights; anything missing is a 404 naming `what`. */
export async function findOr404<C extends CollectionSlug>(
  payload: Payload,
  collection: C,
  rawId: unknown,
  what: string,
  options: { user?: Staff; depth?: number } = {},
) {
  const id = parseId(rawId, what);
  const doc = await payload.findByID({
    collection,
    id,
    depth: options.depth ?? 0,
    disableErrors: true,
    overrideAccess: false,
    user: options.user,
  });
  if (!doc) throw notFound(what);
  return doc;
}
