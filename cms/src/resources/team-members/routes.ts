import { Router, type Request, type RequestHandler } from 'express';
import { fileTypeFromBuffer } from 'file-type';
import type { Payload } from 'payload';

import { contract, messages } from '@agency/contract';

import { requireStaff, staffWriteGuard, type Staff } from '../../api/auth';
import { multipartBody } from '../../api/body';
import type { ApiContext } from '../../api/context';
import { ApiError } from '../../api/errors';
import { findOr404 } from '../../api/find';
import { refuseOverNewerDraft } from '../../api/newer-draft';
import { reply, route } from '../../api/route';
import { published } from '../../lib/drafts';
import { imageMimeTypes } from '../media/collection';
import { toTeamMember } from './mapper';
import { listMessage, listTeam } from './read';
import { moveToTrash } from '../trash/service';

/** Multipart fields to the schema's shape, before it parses them: `skills` may come as `skills`, `skills[]`, once or repeated. */
const skillsAsList: RequestHandler = (req, _res, next) => {
  const { skills, 'skills[]': bracketSkills, ...rest } = (req.body ?? {}) as Record<string, unknown>;
  const list = [skills, bracketSkills].flat().filter((value) => value !== undefined);
  req.body = { ...rest, skills: list };
  next();
};

/** The uploaded image, checked by its bytes (never by its name or declared type). */
async function imageOf(req: Request) {
  const file = req.file;
  if (!file) return undefined;
  const detected = await fileTypeFromBuffer(file.buffer);
  if (!detected || !imageMimeTypes.includes(detected.mime))
    throw new ApiError(415, messages.imageOnly, [{ path: 'file', message: messages.imageOnly }]);
  const base =
    file.originalname
      .replace(/\.[^.]*$/, '')
      .replace(/[^A-Za-z0-9_-]+/g, '-')
      .slice(0, 60) || 'profile';
  return { data: file.buffer, mimetype: detected.mime, name: `${base}.${detected.ext}`, size: file.size };
}

/**
 * The image's renditions take seconds of sharp's time: made outside a transaction, so no database
 * connection or lock is held meanwhile. If what follows fails, the image is removed again.
 */
function storeProfileImage(
  payload: Payload,
  staff: Staff | undefined,
  alt: string,
  file: NonNullable<Awaited<ReturnType<typeof imageOf>>>,
) {
  return payload.create({ collection: 'media', data: { alt }, file, overrideAccess: false, user: staff, disableTransaction: true });
}

async function removeMedia(payload: Payload, id: string | null | undefined) {
  if (id) await payload.delete({ collection: 'media', id, overrideAccess: true }).catch(() => undefined);
}

const mediaId = (value: unknown) => (typeof value === 'string' ? value : (value as { id?: string } | null)?.id);

export function teamMemberRouter(ctx: ApiContext): Router {
  const { payload } = ctx;
  const router = Router();
  const staffWrite = staffWriteGuard(ctx);
  const staff = requireStaff(payload);

  // A token was sent: the list with e-mail addresses.
  route(router, contract.teamMembers.list, staff, async ({ req }) => reply(listMessage, await listTeam(payload, req.staff)));

  route(router, contract.teamMembers.create, staffWrite, multipartBody, skillsAsList, async ({ body: data, req }) => {
    const file = await imageOf(req);
    const media = file ? await storeProfileImage(payload, req.staff, data.name, file) : undefined;
    try {
      const created = await payload.create({
        collection: 'team-members',
        data: { ...data, profileImage: media?.id, ...published }, // the dashboard has no drafts: live at once
        depth: 1,
        overrideAccess: false,
        user: req.staff,
      });
      return reply(messages.teamCreated, toTeamMember(created, true), { status: 201 });
    } catch (error) {
      await removeMedia(payload, media?.id); // nothing half-stored
      throw error;
    }
  });

  route(router, contract.teamMembers.update, staffWrite, multipartBody, skillsAsList, async ({ body: data, query, params, req }) => {
    const existing = await findOr404(payload, 'team-members', params.id, 'Team member', { user: req.staff });
    await refuseOverNewerDraft(payload, 'team-members', existing.id, query);
    const file = await imageOf(req);
    const media = file ? await storeProfileImage(payload, req.staff, data.name, file) : undefined;
    try {
      const updated = await payload.update({
        collection: 'team-members',
        id: existing.id,
        data: { ...data, ...(media ? { profileImage: media.id } : {}), ...published },
        depth: 1,
        overrideAccess: false,
        user: req.staff,
      });
      if (media) await removeMedia(payload, mediaId(existing.profileImage));
      return reply(messages.teamUpdated, toTeamMember(updated, true));
    } catch (error) {
      await removeMedia(payload, media?.id);
      throw error;
    }
  });

  route(router, contract.teamMembers.delete, staffWrite, async ({ params, req }) => {
    const existing = await findOr404(payload, 'team-members', params.id, 'Team member', { user: req.staff });
    // To the trash with its photo: a restore brings both back; the purge removes both.
    await moveToTrash(payload, 'team-members', existing.id, req.staff);
    return reply(messages.teamDeleted, { _id: existing.id });
  });

  return router;
}
