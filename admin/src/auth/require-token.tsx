import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';

import { getToken } from '../providers/http';

/**
 * The dashboard's guard: it only looks for a stored token; without
 * one the visitor goes to /login and <Admin> never mounts.
 *
 * Why not react-admin's `requireAuth`: react-router 7 runs navigations as transitions,
 * and react-admin's LogoutOnMount clears the query cache right after navigating, which
 * re-runs the failing auth check, which logs out again… The urgent re-renders starve
 * the navigation and the browser pushes /login hundreds of times. Deciding before
 * <Admin> mounts has no such loop.
 */
export function RequireToken({ children }: { children: ReactNode }) {
  return getToken() ? children : <Navigate to="/login" replace />;
}
