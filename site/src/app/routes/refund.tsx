import { PageMeta } from '../../lib/page-meta';

export default function Route() {
  return (
    <>
      <PageMeta title="refund" description="refund" />
      <h1>refund</h1>
    </>
  );
}
