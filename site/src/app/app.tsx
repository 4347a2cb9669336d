import { Route, Routes } from 'react-router-dom';

import { Layout } from './layout/layout';
import { Page, pageRoutes } from './pages';

/** The route tree, shared by the server render and the browser: one route per page in the table. */
export function App() {
  return (
    <Routes>
      <Route element={<Layout />}>
        {pageRoutes.map(({ path, page }) => (
          <Route key={page} path={path} element={<Page name={page} />} />
        ))}
      </Route>
    </Routes>
  );
}
