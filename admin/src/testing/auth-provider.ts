import type { AuthProvider } from 'react-admin';

import type { Role } from '@agency/contract';

/** An auth provider signed in as `role`, with account id `id` (the screens that mark the person's own row read it). */
export const signedInAs = (role: Role, id = 'me'): AuthProvider => ({
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => role,
  getIdentity: async () => ({ id, fullName: `The ${role}` }),
});
