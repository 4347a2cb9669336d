import type { Access } from 'payload';

/** Closed to every request; the REST layer writes these with the server's own rights. */
export const nobody: Access = () => false;
