import { useState, type ComponentType, type ReactNode } from 'react';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Navigate, Route } from 'react-router-dom';

import { AuditScreen } from './audit/audit-screen';
import { isRole, mayOpen, startScreen, useRole, type Screen } from './auth/access';
import { ChangePasswordPage } from './auth/change-password-page';
import { AccountUnavailable, RoleForbidden } from './auth/role-forbidden';
import { CategoryScreen } from './categories/category-screen';
import { AppLayout } from './layout/app-layout';
import { NotificationBridge } from './layout/notification-bridge';
import { Overview } from './overview/overview';
import { theme } from './layout/theme';
import { PackageScreen } from './packages/package-screen';
import { authProvider } from './providers/auth-provider';
import { DeliveryScreen } from './deliveries/delivery-screen';
import { dataProvider, inboxResources, resources } from './providers/data-provider';
import { useLiveEvents } from './providers/live-events';
import { createQueryClient } from './providers/query-client';
import { QueryDetailScreen } from './queries/query-detail-screen';
import { QueryScreen } from './queries/query-screen';
import { StaffScreen } from './staff/staff-screen';
import { TeamCreate } from './team-members/team-create';
import { TeamEdit } from './team-members/team-edit';
import { TeamList } from './team-members/team-list';
import { TrashScreen } from './trash/trash-screen';

/** The chrome, with the inbox's live events flowing while any screen is open (for the roles that work it). */
function LiveLayout({ children }: { children?: ReactNode }) {
  useLiveEvents(mayOpen('liveEvents', useRole()));
  return <AppLayout>{children}</AppLayout>;
}

/** The list screens, each a react-admin resource whose name is its address under /dashboard. */
const listScreens: { name: string; screen: Screen; list: ComponentType }[] = [
  { name: resources.categories, screen: 'categories', list: CategoryScreen },
  { name: resources.packages, screen: 'packages', list: PackageScreen },
  { name: resources.team, screen: 'team', list: TeamList },
  { name: resources.queries, screen: 'queries', list: QueryScreen },
  { name: inboxResources.deliveries, screen: 'deliveries', list: DeliveryScreen },
  { name: resources.staff, screen: 'staff', list: StaffScreen },
  { name: resources.trash, screen: 'trash', list: TrashScreen },
  { name: resources.audit, screen: 'audit', list: AuditScreen },
];

/**
 * What a role may open, registered for it alone; the other screens' addresses answer "Your role
 * does not allow this" rather than "not found". Called by <Admin> with getPermissions' answer; no
 * role (the person could not be read) shows that, with a retry.
 */
function screensFor(permissions: unknown) {
  if (!isRole(permissions)) {
    return (
      <CustomRoutes>
        <Route path="*" element={<AccountUnavailable />} />
      </CustomRoutes>
    );
  }
  const role = permissions;
  const only = (screen: Screen, element: ReactNode) => (mayOpen(screen, role) ? element : <RoleForbidden />);
  return (
    <>
      {listScreens
        .filter(({ screen }) => mayOpen(screen, role))
        .map(({ name, list }) => (
          <Resource key={name} name={name} list={list} />
        ))}
      <CustomRoutes>
        {/* The overview as a plain route: react-admin's `dashboard` prop adds an auth check that can loop (see RequireToken). */}
        <Route path="/" element={mayOpen('overview', role) ? <Overview /> : <Navigate to={startScreen(role).path} replace />} />
        <Route path="/add-team" element={only('team', <TeamCreate />)} />
        <Route path="/edit-team/:id" element={only('team', <TeamEdit />)} />
        <Route path="/change-password" element={only('account', <ChangePasswordPage />)} />
        <Route path="/query/:id" element={only('queries', <QueryDetailScreen />)} />
        {listScreens
          .filter(({ screen }) => !mayOpen(screen, role))
          .map(({ name }) => (
            <Route key={name} path={`/${name}/*`} element={<RoleForbidden />} />
          ))}
      </CustomRoutes>
    </>
  );
}

/** The dashboard under /dashboard; App's RequireToken guards it (see there why not `requireAuth`). */
export default function Dashboard() {
  const [queryClient] = useState(createQueryClient);
  return (
    <Admin
      basename="/dashboard"
      dataProvider={dataProvider}
      authProvider={authProvider}
      queryClient={queryClient}
      loginPage={false}
      layout={LiveLayout}
      notification={NotificationBridge}
      theme={theme}
      title="Dashboard"
      disableTelemetry
    >
      {screensFor}
    </Admin>
  );
}
