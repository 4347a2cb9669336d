import { LegalRoute } from '../../features/legal/components/legal-route';
import NotFoundRoute from './not-found';

/** The terms of services, written in the CMS panel. */
export default function TermsRoute() {
  return <LegalRoute slug="terms-of-services" notFound={<NotFoundRoute />} />;
}
