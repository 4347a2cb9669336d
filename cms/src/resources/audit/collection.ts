import type { CollectionConfig } from 'payload';

import { limits } from '@agency/contract';

import { isOwner } from '../../access/roles';
import { nobody } from '../../access/nobody';

/**
 * Who changed what, when and from where (record.ts writes it, in the change's transaction).
 * Owners read it, in the panel (read-only) and through `/api/v1/audit`; nobody changes or deletes
 * an entry but the retention purge. Decision 037.
 */
export const AuditEntries: CollectionConfig = {
  slug: 'audit-entries',
  labels: { singular: 'Audit entry', plural: 'Audit log' },
  admin: {
    group: 'Staff',
    useAsTitle: 'action',
    defaultColumns: ['createdAt', 'actorEmail', 'action', 'resource', 'resourceId', 'ip'],
    hidden: ({ user }) => (user as { role?: string } | null)?.role !== 'owner',
    description: 'Every change through the dashboard, the API and this panel. Read-only.',
  },
  access: { read: isOwner, create: nobody, update: nobody, delete: nobody },
  defaultSort: '-createdAt',
  timestamps: true,
  fields: [
    { name: 'actorId', type: 'text', index: true, admin: { readOnly: true } },
    { name: 'actorEmail', type: 'text', admin: { readOnly: true } },
    { name: 'action', type: 'text', required: true, index: true, maxLength: limits.nameMax, admin: { readOnly: true } },
    { name: 'resource', type: 'text', required: true, index: true, maxLength: limits.nameMax, admin: { readOnly: true } },
    { name: 'resourceId', type: 'text', admin: { readOnly: true } },
    { name: 'changes', type: 'json', admin: { readOnly: true } },
    { name: 'ip', type: 'text', admin: { readOnly: true } },
  ],
};
