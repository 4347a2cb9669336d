import type { CollectionConfig } from 'payload';

import { limits } from '@agency/contract';

import { worksInbox } from '../../access/roles';

/**
 * The answers staff give often, inserted into the reply box. `{name}`, `{reference}` and
 * `{staffName}` in a reply are filled by the server when it sends (queries/service.ts), whatever
 * the client; staff keep them in the dashboard (`/api/v1/saved-replies`) or the panel.
 */
export const SavedReplies: CollectionConfig = {
  slug: 'saved-replies',
  admin: {
    group: 'Support',
    useAsTitle: 'title',
    defaultColumns: ['title', 'updatedAt'],
    description: 'Placeholders filled when a reply is sent: {name} (the visitor), {reference} (Q-1042), {staffName} (who sends it).',
  },
  access: { read: worksInbox, create: worksInbox, update: worksInbox, delete: worksInbox },
  defaultSort: 'title',
  timestamps: true,
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: limits.nameMax },
    { name: 'body', type: 'textarea', required: true, maxLength: limits.longTextMax },
  ],
};
