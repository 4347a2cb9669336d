import type { Access } from 'payload';

/**
 * Drafts stay with staff: the public (and Payload's REST without a session) reads published
 * documents only, also when it asks for `draft=true`.
 */
export const publishedOrStaff: Access = ({ req }) => (req.user ? true : { _status: { equals: 'published' } });
