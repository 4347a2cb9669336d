import { PageMeta } from '../../lib/page-meta';

export default function Route() {
  return (
    <>
      <PageMeta title="home" description="home" />
      <h1>home</h1>
    </>
  );
}
