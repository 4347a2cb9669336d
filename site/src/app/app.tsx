import { Route, Routes } from 'react-router-dom';

import { paths } from '../config/routes';
import { Layout } from './layout/layout';
import { Page } from './pages';

/** The route tree, shared by the server render and the browser. */
export function App() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route path={paths.home.path} element={<Page name="home" />} />
        <Route path={paths.support.path} element={<Page name="support" />} />
        <Route path={paths.otpVerification.path} element={<Page name="otpVerification" />} />
        <Route path={paths.terms.path} element={<Page name="terms" />} />
        <Route path={paths.privacy.path} element={<Page name="privacy" />} />
        <Route path={paths.refund.path} element={<Page name="refund" />} />
        <Route path="*" element={<Page name="notFound" />} />
      </Route>
    </Routes>
  );
}
