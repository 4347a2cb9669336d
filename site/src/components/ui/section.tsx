import type { ReactNode } from 'react';

import { color, mq } from '../../config/theme';
import { Container } from './container';

interface SectionProps {
  id: string;
  title: string;
  eyebrow?: string;
  intro?: ReactNode;
  tone?: 'plain' | 'tinted' | 'dark';
  children: ReactNode;
}

/** A home-page band: an anchorable landmark named by its heading. */
export function Section({ id, title, eyebrow, intro, tone = 'plain', children }: SectionProps) {
  const headingId = `${id}-heading`;
  const dark = tone === 'dark';
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      css={{
        padding: '64px 0',
        [mq.md]: { padding: '88px 0' },
        background: tone === 'tinted' ? color.brandSoft : dark ? color.dark : 'transparent',
        color: dark ? color.onDarkMuted : undefined,
      }}
    >
      <Container>
        <header css={{ textAlign: 'center', maxWidth: 720, margin: '0 auto 40px' }}>
          {eyebrow && (
            <p css={{ textTransform: 'uppercase', letterSpacing: '0.12em', fontSize: 13, fontWeight: 700, color: dark ? color.accent : color.brand, margin: '0 0 8px' }}>
              {eyebrow}
            </p>
          )}
          <h2 id={headingId} css={{ fontSize: 'clamp(28px, 4vw, 40px)', color: dark ? color.onDark : color.ink }}>
            {title}
          </h2>
          {intro && <p css={{ fontSize: 18, margin: 0 }}>{intro}</p>}
        </header>
        {children}
      </Container>
    </section>
  );
}
