import { LegalRoute } from '../../features/legal/components/legal-route';
import NotFoundRoute from './not-found';

/** The refund policy, written in the CMS panel. */
export default function RefundRoute() {
  return <LegalRoute slug="refund-policy" notFound={<NotFoundRoute />} />;
}
