import { Navigate, useLocation, useParams } from 'react-router-dom';

import { useLegalPages } from '../../features/legal/api/get-legal-pages';
import { LegalRoute } from '../../features/legal/components/legal-route';
import NotFoundRoute from './not-found';

/**
 * Any legal page editors add in the CMS panel, at /legal/<slug>. A page with an address of its
 * own (/privacy-policy) is shown there only: the server answers 301, and a link inside the app follows.
 */
export default function LegalPageRoute() {
  const { slug } = useParams();
  const { search, hash } = useLocation();
  const own = useLegalPages().data?.find((page) => page.slug === slug)?.path;
  if (own && !own.startsWith('/legal/')) return <Navigate to={own + search + hash} replace />;
  return <LegalRoute slug={slug} notFound={<NotFoundRoute />} />;
}
