import type { Payload } from 'payload';

import { messages, twoTools, type UpdateQuery } from '@agency/contract';

import { ApiError } from './errors';

/**
 * Refuses a dashboard save over an editor's unsaved-to-the-public work: /api/v1 writes publish
 * (the dashboard has no drafts), so updating a document whose newest version is a panel draft
 * would publish the dashboard's fields and drop the draft without anyone seeing it. 409 with the
 * field error `_draft`, unless the person chose to publish over it (`?overwriteDraft=true`).
 * Decision 027.
 */
export async function refuseOverNewerDraft(
  payload: Payload,
  collection: 'packages' | 'team-members',
  id: string,
  query: UpdateQuery,
): Promise<void> {
  if (query[twoTools.overwriteDraftParam] === 'true') return;
  const { docs } = await payload.findVersions({
    collection,
    where: { parent: { equals: id } },
    sort: '-updatedAt',
    limit: 1,
    depth: 0,
    pagination: false,
  });
  if (docs[0]?.version._status === 'draft') {
    throw new ApiError(409, messages.newerDraft, [{ path: twoTools.draftConflictPath, message: messages.newerDraft }]);
  }
}
