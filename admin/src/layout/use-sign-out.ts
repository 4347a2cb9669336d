import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';

import { authProvider, loginPath } from '../providers/auth-provider';

/**
 * Removes the token and goes to /login. Leaving the /dashboard route unmounts <Admin>
 * and its query cache with it; react-admin's useLogout would clear that cache first and
 * re-run the screen's queries without a token (see RequireToken).
 */
export function useSignOut() {
  const navigate = useNavigate();
  return useCallback(async () => {
    await authProvider.logout({});
    navigate(loginPath, { replace: true });
  }, [navigate]);
}
