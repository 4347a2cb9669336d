import type { CollectionConfig, PayloadRequest } from 'payload';

import { limits } from '@agency/contract';

import { anyone } from '../access/anyone';
import { isStaff } from '../access/staff';
import { dropAfterCommit } from '../lib/cache-hooks';
import { mediaDir } from '../lib/paths';

/** Raster images only (SVG can carry script), checked against the file's content by Payload. */
export const imageMimeTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'];

async function dropImageUsers({ req }: { req: PayloadRequest }): Promise<void> {
  await Promise.all([dropAfterCommit('team', req), dropAfterCommit('content', req)]);
}

export const Media: CollectionConfig = {
  slug: 'media',
  admin: { group: 'Content' },
  access: { read: anyone, create: isStaff, update: isStaff, delete: isStaff },
  upload: {
    staticDir: mediaDir,
    mimeTypes: imageMimeTypes,
    filesRequiredOnCreate: true,
  },
  fields: [{ name: 'alt', type: 'text', maxLength: 200 }],
  hooks: {
    // Team and site content carry image URLs. (A hook's return value would replace the document: return nothing.)
    afterChange: [dropImageUsers],
    afterDelete: [dropImageUsers],
    beforeValidate: [
      ({ data, req }) => {
        const size = req.file?.size ?? 0;
        if (size > limits.imageMaxBytes) throw new Error('Images must be 5 MB or smaller');
        return data;
      },
    ],
  },
};
