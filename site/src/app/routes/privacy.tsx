import { LegalRoute } from '../../features/legal/components/legal-route';
import NotFoundRoute from './not-found';

/** The privacy policy, written in the CMS panel. */
export default function PrivacyRoute() {
  return <LegalRoute slug="privacy-policy" notFound={<NotFoundRoute />} />;
}
