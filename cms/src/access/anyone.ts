import type { Access } from 'payload';

/** Public read: only for what the public API also serves. */
export const anyone: Access = () => true;
