import type { SiteContent } from '@agency/contract';

import { BookCallButton } from '../../../components/book-call-button';
import { Container } from '../../../components/ui/container';
import { color, mq, radius } from '../../../config/theme';

function Stars() {
  return (
    <span role="img" aria-label="Rated 5 out of 5" css={{ display: 'inline-flex', gap: 2, color: color.accent }}>
      {Array.from({ length: 5 }, (_, i) => (
        <svg key={i} width="20" height="20" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
          <path d="m12 2.5 2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5-4.8-4.6 6.6-.9z" />
        </svg>
      ))}
    </span>
  );
}

/** A drawn editing timeline: decoration that costs no request. */
function TimelineArt() {
  return (
    <svg viewBox="0 0 480 360" width="480" height="360" aria-hidden="true" css={{ width: '100%', height: 'auto', maxWidth: 480 }}>
      <rect width="480" height="360" rx="28" fill={color.dark} />
      <rect x="28" y="28" width="424" height="200" rx="16" fill="#2a2150" />
      <circle cx="240" cy="128" r="42" fill={color.accent} />
      <path d="M228 106v44l36-22z" fill={color.dark} />
      <rect x="28" y="252" width="424" height="12" rx="6" fill="#3b3270" />
      <rect x="28" y="252" width="250" height="12" rx="6" fill="#a78bfa" />
      <rect x="28" y="280" width="110" height="24" rx="6" fill="#7c3aed" />
      <rect x="146" y="280" width="170" height="24" rx="6" fill="#c4b5fd" />
      <rect x="324" y="280" width="128" height="24" rx="6" fill={color.accent} />
      <rect x="28" y="312" width="200" height="20" rx="6" fill="#5b4b9a" />
      <rect x="236" y="312" width="90" height="20" rx="6" fill="#8b7fd0" />
    </svg>
  );
}

export function Hero({ hero }: { hero: SiteContent['hero'] }) {
  return (
    <section aria-labelledby="hero-heading" css={{ background: `linear-gradient(180deg, ${color.brandSoft} 0%, ${color.page} 100%)`, padding: '48px 0 56px', [mq.md]: { padding: '88px 0' } }}>
      <Container>
        <div css={{ display: 'grid', gap: 40, alignItems: 'center', [mq.md]: { gridTemplateColumns: '1.15fr 0.85fr' } }}>
          <div>
            <h1 id="hero-heading" css={{ fontSize: 'clamp(32px, 6vw, 56px)', letterSpacing: '-0.02em', margin: '0 0 20px' }}>
              {hero.title}
            </h1>
            <p css={{ fontSize: 'clamp(18px, 2.2vw, 21px)', maxWidth: 560, margin: '0 0 24px' }}>{hero.subtitle}</p>
            <div css={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 12, margin: '0 0 28px' }}>
              <Stars />
              <span css={{ fontWeight: 600, color: color.ink }}>{hero.trustedBy}</span>
            </div>
            <BookCallButton label={hero.ctaLabel} />
          </div>
          <div css={{ display: 'none', [mq.md]: { display: 'flex', justifyContent: 'center' }, '& svg': { borderRadius: radius.lg, boxShadow: '0 30px 60px -20px rgba(20,16,43,0.45)' } }}>
            <TimelineArt />
          </div>
        </div>
      </Container>
    </section>
  );
}
