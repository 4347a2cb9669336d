import { PageMeta } from '../../lib/page-meta';

export default function Route() {
  return (
    <>
      <PageMeta title="terms" description="terms" />
      <h1>terms</h1>
    </>
  );
}
