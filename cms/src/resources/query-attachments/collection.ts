import type { CollectionConfig } from 'payload';

import { worksInbox } from '../../access/roles';
import { nobody } from '../../access/nobody';

/**
 * The files that came with a visitor's answer by mail. They are kept in the database, beside the
 * answer and in its transaction (decision 032): a message is threaded whole or not at all, every
 * replica reads the same files, and none of them is ever under `/media`, which is public. Staff
 * download one through `GET /api/v1/query/:id/attachments/:attachmentId`; the panel lists them
 * without their content. Written only by the inbox service; deleted with their query.
 */
export const QueryAttachments: CollectionConfig = {
  slug: 'query-attachments',
  admin: { group: 'Support', useAsTitle: 'name', defaultColumns: ['name', 'contentType', 'size', 'query', 'createdAt'] },
  access: { read: worksInbox, create: nobody, update: nobody, delete: nobody },
  // A note's `attachments`, populated, never carry the files themselves.
  defaultPopulate: { name: true, contentType: true, size: true },
  timestamps: true,
  fields: [
    { name: 'query', type: 'relationship', relationTo: 'queries', required: true, index: true },
    { name: 'name', type: 'text', required: true },
    { name: 'contentType', type: 'text', required: true },
    { name: 'size', type: 'number', required: true },
    // Base64. Read only by the server (the download route); no client sees it, the panel included.
    { name: 'content', type: 'textarea', required: true, access: { read: () => false }, admin: { hidden: true } },
  ],
};
