import { PageMeta } from '../../lib/page-meta';

export default function Route() {
  return (
    <>
      <PageMeta title="support" description="support" />
      <h1>support</h1>
    </>
  );
}
