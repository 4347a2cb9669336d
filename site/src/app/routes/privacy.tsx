import { ProsePage } from '../../components/ui/prose-page';
import { brand, PageMeta } from '../../lib/page-meta';

/** A placeholder, as the spec says: the final policy is still being written. */
export default function PrivacyRoute() {
  return (
    <ProsePage title="Privacy Policy">
      <PageMeta title="Privacy Policy" description={`How ${brand} handles personal information. The full privacy policy is being prepared and will be published here.`} />
      <aside>
        <p css={{ margin: 0 }}>This page is a placeholder. Our full privacy policy is being prepared and will be published here soon.</p>
      </aside>
      <p>
        Until then: we use the details you send through the support form only to answer your query, and we do not sell personal information. For any question about your data, contact us
        through the Support page.
      </p>
    </ProsePage>
  );
}
