import { ProsePage } from '../../components/ui/prose-page';
import { brand, PageMeta } from '../../lib/page-meta';

/** A placeholder, as the spec says: the final policy is still being written. */
export default function RefundRoute() {
  return (
    <ProsePage title="Refund Policy">
      <PageMeta title="Refund Policy" description={`The refund policy of ${brand}. The full policy is being prepared and will be published here.`} />
      <aside>
        <p css={{ margin: 0 }}>This page is a placeholder. Our full refund policy is being prepared and will be published here soon.</p>
      </aside>
      <p>In short: we do not offer refunds, and every delivery includes two revisions. A one-video project is available if you would like to try us first.</p>
    </ProsePage>
  );
}
