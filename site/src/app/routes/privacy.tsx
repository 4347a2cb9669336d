import { PageMeta } from '../../lib/page-meta';

export default function Route() {
  return (
    <>
      <PageMeta title="privacy" description="privacy" />
      <h1>privacy</h1>
    </>
  );
}
