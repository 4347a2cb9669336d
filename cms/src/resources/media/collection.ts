import { fileTypeFromBuffer, fileTypeFromFile } from 'file-type';
import { APIError, type CollectionBeforeOperationHook, type CollectionConfig, type PayloadRequest } from 'payload';
import { text, type TextFieldValidation } from 'payload/shared';
import sharp from 'sharp';

import { limits, messages } from '@agency/contract';

import { anyone } from '../../access/anyone';
import { isStaff } from '../../access/staff';
import { dropAfterCommit } from '../../lib/cache-hooks';
import { mediaDir } from '../../lib/paths';
import { imageSizes } from './sizes';

/** Raster images only (SVG can carry script), checked against the file's content by Payload. */
export const imageMimeTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'];

async function dropImageUsers({ req }: { req: PayloadRequest }): Promise<void> {
  await Promise.all([dropAfterCommit('team', req), dropAfterCommit('content', req)]);
}

const refused = (message: string, status: number) => new APIError(message, status, { errors: [{ path: 'file', message }] });

/**
 * A valid signature says nothing of the bytes behind it: Payload only reads an image's header,
 * so a truncated or corrupt file would be stored and show as a broken image on the site. Every
 * pixel of every frame is decoded here, before Payload measures or writes anything. This runs
 * before access control, so it waits for a signed-in (or trusted Local API) request: anyone else
 * is refused by access without the server decoding their file.
 */
const refuseUnreadableImages: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  const file = req.file;
  if (!file || (operation !== 'create' && operation !== 'update')) return args;
  // Payload's own limit guards only its REST route; the Local API takes any size.
  if ((file.size ?? file.data?.length ?? 0) > limits.imageMaxBytes) throw refused(messages.mediaTooLarge, 413);
  const trusted = Boolean(req.user) || (args as { overrideAccess?: boolean }).overrideAccess === true;
  if (!trusted) return args;

  const input = file.tempFilePath || file.data;
  const type = typeof input === 'string' ? await fileTypeFromFile(input) : await fileTypeFromBuffer(input);
  // Not an image type we take: Payload's own mimeTypes check refuses it with its own message.
  if (!type || !imageMimeTypes.includes(type.mime)) return args;
  try {
    // stats() reads the whole image (failOn 'warning' also fails on truncated data) without keeping its pixels.
    await sharp(input, { animated: true, failOn: 'warning' }).stats();
  } catch {
    throw refused(messages.imageCorrupt, 400);
  }
  return args;
};

export const Media: CollectionConfig = {
  slug: 'media',
  admin: { group: 'Content' },
  access: { read: anyone, create: isStaff, update: isStaff, delete: isStaff },
  upload: {
    staticDir: mediaDir,
    mimeTypes: imageMimeTypes,
    filesRequiredOnCreate: true,
    // Editors pick the point that the cropped sizes (thumbnail, og) keep in frame.
    focalPoint: true,
    imageSizes,
    // The panel's list shows the small WebP, not the original.
    adminThumbnail: 'thumbnailWebp',
  },
  fields: [
    {
      name: 'alt',
      label: 'Alt text',
      type: 'text',
      required: true,
      maxLength: limits.textMax,
      admin: { description: 'What the image shows, for people who cannot see it. Required.' },
      // Payload's own check (length) after ours, which says why the text is asked for.
      validate: ((value, options) => (value?.trim() ? text(value, options) : messages.mediaAltRequired)) satisfies TextFieldValidation,
    },
  ],
  hooks: {
    beforeOperation: [refuseUnreadableImages],
    // Team and site content carry image URLs. (A hook's return value would replace the document: return nothing.)
    afterChange: [dropImageUsers],
    afterDelete: [dropImageUsers],
  },
};
