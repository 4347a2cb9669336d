import { PageMeta } from '../../lib/page-meta';

export default function Route() {
  return (
    <>
      <PageMeta title="otp verification" description="otp verification" />
      <h1>otp verification</h1>
    </>
  );
}
