import type { CollectionConfig } from 'payload';

import { limits, queryStatuses } from '@agency/contract';

import { worksInbox } from '../../access/roles';
import { nobody } from '../../access/nobody';
import { announceDeletion, announceQuery, deleteNotesOf, logWorkflow, replyDue, stampedByServer, stampQuery, tellAssignee, validateAssignee, validateStatus } from './service';

/**
 * Support queries. Visitors create them only through /api/v1/query/create. The inbox's rules
 * (service.ts) are this collection's hooks and validators, so the CMS panel, Payload's REST and
 * the Local API keep them exactly as /api/v1 does.
 */
export const Queries: CollectionConfig = {
  slug: 'queries',
  admin: { useAsTitle: 'name', group: 'Support', defaultColumns: ['name', 'email', 'isVerified', 'status', 'createdAt'] },
  access: { read: worksInbox, create: nobody, update: worksInbox, delete: worksInbox },
  defaultSort: '-createdAt',
  hooks: { beforeChange: [stampQuery], afterChange: [logWorkflow, tellAssignee, announceQuery], beforeDelete: [deleteNotesOf], afterDelete: [announceDeletion] },
  timestamps: true,
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: limits.nameMax },
    { name: 'email', type: 'email', required: true, index: true },
    { name: 'phone', type: 'text', required: true, maxLength: limits.phoneMax },
    { name: 'message', type: 'textarea', required: true, maxLength: limits.longTextMax },
    { name: 'isVerified', type: 'checkbox', defaultValue: false, index: true },
    // The support workflow: the stamps follow status and isVerified (service.ts).
    { name: 'status', type: 'select', options: [...queryStatuses], defaultValue: 'new', index: true, validate: validateStatus },
    { name: 'assignee', type: 'relationship', relationTo: 'users', index: true, validate: validateAssignee },
    { name: 'answeredAt', type: 'date', access: { create: stampedByServer, update: stampedByServer }, admin: { readOnly: true } },
    // Q-<number>, sequential, given on verification (service.ts); what visitors and staff call it.
    {
      name: 'reference',
      type: 'number',
      unique: true,
      access: { create: stampedByServer, update: stampedByServer },
      admin: { readOnly: true, description: 'Shown as Q-<number>: given when the query is verified.' },
    },
    {
      name: 'verifiedAt',
      type: 'date',
      index: true,
      access: { create: stampedByServer, update: stampedByServer },
      admin: { readOnly: true },
    },
    // Since when the visitor waits for a staff reply: stamped on verification and by an answer by mail, cleared by a reply (service.ts).
    {
      name: 'awaitingSince',
      label: 'Waiting for a reply since',
      type: 'date',
      index: true,
      access: { create: stampedByServer, update: stampedByServer },
      admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
    // When the reply is due: the wait plus the inbox settings' response target, worked out on each read.
    {
      name: 'replyDueAt',
      label: 'Reply due',
      type: 'date',
      virtual: true,
      access: { create: stampedByServer, update: stampedByServer },
      admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' }, description: 'Past it, the query is overdue (the response target is in Inbox settings).' },
      hooks: { afterRead: [replyDue] },
    },
  ],
  indexes: [{ fields: ['isVerified', 'createdAt'] }, { fields: ['status', 'createdAt'] }],
};
