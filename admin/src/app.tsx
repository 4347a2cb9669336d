import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';

import { AcceptInvitePage } from './auth/accept-invite-page';
import { ForgotPasswordPage } from './auth/forgot-password-page';
import { LoginPage } from './auth/login-page';
import { ResetPasswordPage } from './auth/reset-password-page';
import { RequireToken } from './auth/require-token';
import { theme } from './layout/theme';
import { ToastProvider } from './layout/toast';

// react-admin is most of the bundle: the sign-in page does not wait for it.
const Dashboard = lazy(() => import('./dashboard'));

/** Composes the app: /login, /forgot-password, /reset-password and /accept-invite at the root, the dashboard under /dashboard. The router comes from main.tsx. */
export function App() {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <ToastProvider>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="/forgot-password" element={<ForgotPasswordPage />} />
          <Route path="/reset-password" element={<ResetPasswordPage />} />
          <Route path="/accept-invite" element={<AcceptInvitePage />} />
          <Route
            path="/dashboard/*"
            element={
              <RequireToken>
                <Suspense fallback={null}>
                  <Dashboard />
                </Suspense>
              </RequireToken>
            }
          />
          <Route path="*" element={<Navigate to="/dashboard" replace />} />
        </Routes>
      </ToastProvider>
    </ThemeProvider>
  );
}
