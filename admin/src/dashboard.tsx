import { useState, type ReactNode } from 'react';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router-dom';

import { ChangePasswordPage } from './auth/change-password-page';
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
import { TeamCreate } from './team-members/team-create';
import { TeamEdit } from './team-members/team-edit';
import { TeamList } from './team-members/team-list';

/** The chrome, with staff's live events flowing while any screen is open. */
function LiveLayout({ children }: { children?: ReactNode }) {
  useLiveEvents();
  return <AppLayout>{children}</AppLayout>;
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
      <Resource name={resources.categories} list={CategoryScreen} />
      <Resource name={resources.packages} list={PackageScreen} />
      <Resource name={resources.team} list={TeamList} />
      <Resource name={resources.queries} list={QueryScreen} />
      <Resource name={inboxResources.deliveries} list={DeliveryScreen} />
      <CustomRoutes>
        {/* The overview as a plain route: react-admin's `dashboard` prop adds an auth check that can loop (see RequireToken). */}
        <Route path="/" element={<Overview />} />
        <Route path="/add-team" element={<TeamCreate />} />
        <Route path="/edit-team/:id" element={<TeamEdit />} />
        <Route path="/change-password" element={<ChangePasswordPage />} />
        <Route path="/query/:id" element={<QueryDetailScreen />} />
      </CustomRoutes>
    </Admin>
  );
}
