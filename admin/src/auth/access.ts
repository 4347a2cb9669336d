import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { usePermissions } from 'react-admin';

import { endpoints, mayCall, roles, type Access, type Role } from '@agency/contract';

import { forgetMe } from '../providers/auth-provider';

/**
 * Who opens which part of the dashboard, each by the endpoint it cannot work without: the rule
 * is the contract's (`mayCall`), so a screen shows exactly when the server would answer it.
 */
export const screenAccess = {
  overview: endpoints.stats.get.access,
  queries: endpoints.queries.list.access,
  deliveries: endpoints.deliveries.list.access,
  // Their lists are public: what makes the screen is writing.
  categories: endpoints.categories.create.access,
  packages: endpoints.packages.create.access,
  team: endpoints.teamMembers.create.access,
  staff: endpoints.staff.list.access,
  trash: endpoints.trash.list.access,
  audit: endpoints.audit.list.access,
  account: endpoints.auth.changePassword.access,
  /** Live updates of the inbox (query changes, presence). */
  liveEvents: endpoints.events.ticket.access,
  /** The CMS panel: it lets in the roles that write the site's content (the users collection's `admin` access). */
  cms: 'content',
} as const satisfies Record<string, Access>;

export type Screen = keyof typeof screenAccess;

export const mayOpen = (screen: Screen, role: Role | undefined): boolean => mayCall(screenAccess[screen], role);

export const isRole = (value: unknown): value is Role => roles.some((role) => role === value);

/** The signed-in person's role, as `authProvider.getPermissions` answers it; undefined while unknown. */
export function useRole(): Role | undefined {
  const { permissions } = usePermissions<unknown>();
  return isRole(permissions) ? permissions : undefined;
}

/** Where a role starts: the overview when it may read the figures, else its first screen. */
export function startScreen(role: Role | undefined): { path: string; label: string } {
  if (mayOpen('overview', role)) return { path: '/dashboard', label: 'Overview' };
  if (mayOpen('packages', role)) return { path: '/dashboard/package', label: 'Packages' };
  return { path: '/dashboard/change-password', label: 'Change Password' };
}

/**
 * Reads the signed-in person again (role and identity): after an owner changed their own
 * account, the screens they may open can have changed.
 */
export function useReadMeAgain(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => {
    forgetMe();
    return queryClient.invalidateQueries({ queryKey: ['auth'] });
  }, [queryClient]);
}
