import { Link } from 'react-router-dom';

import { paths } from '../../config/routes';
import { Container } from '../../components/ui/container';
import { buttonStyle } from '../../components/ui/button';
import { PageMeta } from '../../lib/page-meta';

export default function NotFoundRoute() {
  return (
    <Container>
      <PageMeta title="Page not found" description="The page you are looking for does not exist or has moved." status={404} />
      <div css={{ padding: '96px 0', textAlign: 'center' }}>
        <p css={{ fontSize: 64, fontWeight: 800, margin: 0, color: '#4c1d95' }} aria-hidden="true">
          404
        </p>
        <h1>Page not found</h1>
        <p>The page you are looking for does not exist or has moved.</p>
        <Link to={paths.home.getHref()} css={buttonStyle('primary')}>
          Back to home
        </Link>
      </div>
    </Container>
  );
}
