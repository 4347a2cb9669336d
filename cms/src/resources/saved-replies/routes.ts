import { Router } from 'express';

import { contract, messages, type SavedReply } from '@agency/contract';

import { requireStaff, staffWriteGuard } from '../../api/auth';
import type { ApiContext } from '../../api/context';
import { findOr404 } from '../../api/find';
import { reply, route } from '../../api/route';
import type { SavedReply as SavedReplyDoc } from '../../payload-types';

const toSavedReply = (doc: SavedReplyDoc): SavedReply => ({ _id: doc.id, title: doc.title, body: doc.body, updatedAt: doc.updatedAt });

/** `/saved-replies`: staff's saved replies, read and kept through Payload like every collection. */
export function savedReplyRouter(ctx: ApiContext): Router {
  const { payload } = ctx;
  const router = Router();
  const staffWrite = staffWriteGuard(ctx);

  route(router, contract.savedReplies.list, requireStaff(payload), async ({ req }) => {
    const { docs } = await payload.find({ collection: 'saved-replies', sort: 'title', pagination: false, depth: 0, overrideAccess: false, user: req.staff });
    return reply(messages.savedRepliesRetrieved, docs.map(toSavedReply));
  });

  route(router, contract.savedReplies.create, staffWrite, async ({ body, req }) => {
    const created = await payload.create({ collection: 'saved-replies', data: body, overrideAccess: false, user: req.staff });
    return reply(messages.savedReplyCreated, toSavedReply(created), { status: 201 });
  });

  route(router, contract.savedReplies.update, staffWrite, async ({ body, params, req }) => {
    const { id } = await findOr404(payload, 'saved-replies', params.id, 'Saved reply', { user: req.staff });
    const updated = await payload.update({ collection: 'saved-replies', id, data: body, overrideAccess: false, user: req.staff });
    return reply(messages.savedReplyUpdated, toSavedReply(updated));
  });

  route(router, contract.savedReplies.delete, staffWrite, async ({ params, req }) => {
    const { id } = await findOr404(payload, 'saved-replies', params.id, 'Saved reply', { user: req.staff });
    await payload.delete({ collection: 'saved-replies', id, overrideAccess: false, user: req.staff });
    return reply(messages.savedReplyDeleted, { _id: id });
  });

  return router;
}
