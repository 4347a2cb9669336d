import type { SiteContent } from '@agency/contract';

import { BookCallButton } from '../../../components/book-call-button';
import { Container } from '../../../components/ui/container';
import { color, mq, radius } from '../../../config/theme';

/** The closing call to action: one more chance to book, before meeting the team. */
export function CtaSection({ cta }: { cta: SiteContent['cta'] }) {
  return (
    <section aria-labelledby="cta-heading" css={{ padding: '24px 0 64px' }}>
      <Container>
        <div
          css={{
            borderRadius: radius.lg,
            padding: '40px 24px',
            textAlign: 'center',
            color: color.onDarkMuted,
            background: `radial-gradient(circle at 85% 15%, rgba(245,158,11,0.22), transparent 40%), linear-gradient(135deg, ${color.dark}, ${color.brandStrong})`,
            [mq.md]: { padding: '64px 48px' },
          }}
        >
          <h2 id="cta-heading" css={{ color: color.onDark, fontSize: 'clamp(26px, 4vw, 38px)' }}>
            {cta.title}
          </h2>
          <p css={{ maxWidth: 620, margin: '0 auto 28px', fontSize: 18 }}>{cta.text}</p>
          <BookCallButton label={cta.buttonLabel} variant="light" />
        </div>
      </Container>
    </section>
  );
}
