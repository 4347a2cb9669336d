import type { Access, FieldAccess, PayloadRequest } from 'payload';

import { accessRoles, type Role, type RoleGroup } from '@agency/contract';

/**
 * What each role may do in Payload, from the same table as /api/v1's endpoints (`accessRoles` in
 * the contract): the panel and the API obey one rule. `req.user` is the panel's account, or the
 * /api/v1 caller (`req.staff`, with its role) that a route passes as `user`. Decision 036.
 */

/** The signed-in account's role; undefined for the public. */
export const roleOf = (req: Pick<PayloadRequest, 'user'>): Role | undefined => (req.user as { role?: Role } | null)?.role;

export const inGroup = (group: RoleGroup, role: Role | undefined): boolean =>
  role !== undefined && (accessRoles[group] as readonly Role[]).includes(role);

const allow =
  (group: RoleGroup): Access =>
  ({ req }) =>
    inGroup(group, roleOf(req));

const allowField =
  (group: RoleGroup): FieldAccess =>
  ({ req }) =>
    inGroup(group, roleOf(req));

/** Any signed-in account, whatever its role. */
export const isStaff = allow('staff');
export const isStaffField = allowField('staff');
/** The owner: accounts, roles, the audit log. */
export const isOwner = allow('owner');
export const isOwnerField = allowField('owner');
/** Owners and editors: what the site says (content, packages, categories, team, legal pages, media). */
export const editsContent = allow('content');
/** Owners and support: the inbox (queries, notes, replies, deliveries, saved replies). */
export const worksInbox = allow('inbox');
