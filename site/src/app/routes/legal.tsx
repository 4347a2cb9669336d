import { useParams } from 'react-router-dom';

import { LegalRoute } from '../../features/legal/components/legal-route';
import NotFoundRoute from './not-found';

/** Any legal page editors add in the CMS panel, at /legal/<slug>. */
export default function LegalPageRoute() {
  const { slug } = useParams();
  return <LegalRoute slug={slug} notFound={<NotFoundRoute />} />;
}
