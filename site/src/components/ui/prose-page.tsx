import type { ReactNode } from 'react';

import { color, radius } from '../../config/theme';
import { Container } from './container';

/** A long-form text page (terms, policies): a readable measure, headed by its title. */
export function ProsePage({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <Container>
      <article
        css={{
          maxWidth: 760,
          margin: '0 auto',
          padding: '48px 0 72px',
          '& h2': { fontSize: 22, marginTop: 36 },
          '& li': { marginBottom: 6 },
          '& aside': { background: color.brandSoft, borderRadius: radius.md, padding: '16px 20px', margin: '24px 0' },
        }}
      >
        <h1 css={{ fontSize: 'clamp(30px, 5vw, 44px)' }}>{title}</h1>
        {intro && <p css={{ fontSize: 18, color: color.muted }}>{intro}</p>}
        {children}
      </article>
    </Container>
  );
}
