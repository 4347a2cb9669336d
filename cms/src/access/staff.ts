import type { Access, FieldAccess } from 'payload';

/** Signed-in staff: every account in `users` is staff (the spec shows no roles). */
export const isStaff: Access = ({ req }) => Boolean(req.user);

export const isStaffField: FieldAccess = ({ req }) => Boolean(req.user);
