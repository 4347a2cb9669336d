import { fileTypeFromBuffer, fileTypeFromFile } from 'file-type';
import {
  APIError,
  type CollectionAfterChangeHook,
  type CollectionBeforeOperationHook,
  type CollectionConfig,
  type Field,
  type FieldHook,
  type PayloadRequest,
  type Plugin,
} from 'payload';
import { text, type TextFieldValidation } from 'payload/shared';

import { limits, messages } from '@agency/contract';

import { anyone } from '../../access/anyone';
import { editsContent } from '../../access/roles';
import { dropAfterCommit } from '../../lib/cache-hooks';
import { mediaDir } from '../../lib/paths';
import { mediaSharp, pixelLimitRefusal } from './pixel-limit';
import { imageSizes } from './sizes';

/** Raster images only (SVG can carry script), checked against the file's content by Payload. */
export const imageMimeTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'];

async function dropImageUsers({ req }: { req: PayloadRequest }): Promise<void> {
  await Promise.all([dropAfterCommit('team', req), dropAfterCommit('content', req)]);
}

/** A new upload is in no page yet: the site's cached pages stay (re-rendering them is what visitors would wait for). */
const dropChangedImageUsers: CollectionAfterChangeHook = async ({ operation, req }) => {
  if (operation !== 'create') await dropImageUsers({ req });
};

const refused = (message: string, status: number) => new APIError(message, status, { errors: [{ path: 'file', message }] });

/**
 * An image bomb (a few KB declaring a gigapixel) is refused from its header first: see pixel-limit.
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
  let refusal: string | undefined;
  try {
    refusal = await pixelLimitRefusal(input);
    // stats() reads the whole image (failOn 'warning' also fails on truncated data) without keeping its pixels.
    if (!refusal) await mediaSharp(input, { animated: true, failOn: 'warning' }).stats();
  } catch {
    throw refused(messages.imageCorrupt, 400);
  }
  if (refusal) throw refused(refusal, 400);
  return args;
};

/** "1000 × 600", from the stored width and height; nothing for a file without them. */
const dimensionsOf: FieldHook = ({ siblingData }) => {
  const { width, height } = (siblingData ?? {}) as { width?: unknown; height?: unknown };
  return typeof width === 'number' && typeof height === 'number' ? `${width} × ${height}` : null;
};

export const Media: CollectionConfig = {
  slug: 'media',
  // A delete moves it to the trash for TRASH_DAYS (decision 038); the purge destroys it after.
  trash: true,
  admin: {
    group: 'Content',
    // The library as an editor looks for an image: the thumbnail with the file's name (Payload's
    // cell for the title field), the alt text, its size in pixels and in bytes, when it came.
    defaultColumns: ['filename', 'alt', 'dimensions', 'filesize', 'createdAt'],
  },
  defaultSort: '-createdAt',
  access: { read: anyone, create: editsContent, update: editsContent, delete: editsContent },
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
    // Shown in the list only (the edit view shows the file's details): virtual, so no column in the database.
    {
      name: 'dimensions',
      type: 'text',
      virtual: true,
      admin: { hidden: true, readOnly: true, disableListFilter: true },
      hooks: { afterRead: [dimensionsOf] },
    },
    // Payload's own field (its merge keeps the rest): the list writes 23.4KB, not 23961.
    { name: 'filesize', label: 'Size', type: 'number', admin: { components: { Cell: '/panel/file-size-cell#FileSizeCell' } } },
  ],
  hooks: {
    beforeOperation: [refuseUnreadableImages],
    // Team and site content carry image URLs. (A hook's return value would replace the document: return nothing.)
    afterChange: [dropChangedImageUsers],
    afterDelete: [dropImageUsers],
  },
};

/** The app's bookkeeping of each file, which the media list offered as columns and filters ("Prefix", "_object Key"). */
const internalFields: Record<string, Field['type']> = {
  prefix: 'text',
  _objectKey: 'text',
  url: 'text',
  thumbnailURL: 'text',
  focalX: 'number',
  focalY: 'number',
  sizes: 'group',
};
const unlisted = { disableListColumn: true, disableListFilter: true };

/**
 * Keeps the media's internal fields out of the list's column picker and filters. A plugin after
 * the S3 storage plugin, which adds its fields (always, so that both storage modes share one
 * schema). Payload's own upload fields are added later, when it sanitizes the config: declared
 * here with only their admin options, its merge keeps everything else of them. Admin options only:
 * the schema, and so the migrations, stay as they are.
 */
export const mediaInternalsUnlisted: Plugin = (config) => ({
  ...config,
  collections: config.collections?.map((collection) => {
    if (collection.slug !== Media.slug) return collection;
    const present = new Set(collection.fields.flatMap((field) => ('name' in field ? [field.name] : [])));
    const fields = collection.fields.map((field) =>
      'name' in field && field.name in internalFields ? ({ ...field, admin: { ...field.admin, ...unlisted } } as Field) : field,
    );
    const added = Object.entries(internalFields)
      .filter(([name, type]) => !present.has(name) && type !== 'group')
      .map(([name, type]) => ({ name, type, admin: unlisted }) as Field);
    return { ...collection, fields: [...fields, ...added] };
  }),
});
