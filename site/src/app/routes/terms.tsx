import { LegalRoute } from '../../features/legal/components/legal-route';
import NotFoundRoute from './not-found';

/** The terms of services (spec §9), written in the CMS panel. */
export default function TermsRoute() {
  return <LegalRoute slug="terms-of-services" notFound={<NotFoundRoute />} />;
}
