import type { HelpCard } from '@agency/contract';

import { Section } from '../../../components/ui/section';
import { color, mq, radius } from '../../../config/theme';

const icons: Record<string, string> = {
  'short-form': 'M8 2h8a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2Zm2 7v6l5-3z',
  'long-form': 'M3 5h18a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1Zm7 4v6l5-3z',
  ads: 'M3 10v4a1 1 0 0 0 1 1h2l5 4V5L6 9H4a1 1 0 0 0-1 1Zm13.5 2A4.5 4.5 0 0 0 14 8v8a4.5 4.5 0 0 0 2.5-4ZM14 3.2v2.1a7 7 0 0 1 0 13.4v2.1a9 9 0 0 0 0-17.6Z',
};

/** How can we help you?: the three kinds of work we take on. */
export function HelpSection({ cards }: { cards: HelpCard[] }) {
  return (
    <Section id="services" eyebrow="Services" title="How can we help you?" tone="tinted">
      <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 24, [mq.md]: { gridTemplateColumns: 'repeat(3, 1fr)' } }}>
        {cards.map((card) => (
          <li key={card.title} css={{ background: color.surface, borderRadius: radius.lg, padding: 28, boxShadow: '0 12px 32px -18px rgba(20,16,43,0.35)' }}>
            <span css={{ display: 'inline-flex', width: 56, height: 56, alignItems: 'center', justifyContent: 'center', borderRadius: radius.md, background: color.brand, color: '#fff', marginBottom: 16 }}>
              <svg width="28" height="28" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
                <path d={icons[card.icon] ?? icons['long-form']} />
              </svg>
            </span>
            <h3 css={{ fontSize: 22 }}>{card.title}</h3>
            <p>{card.description}</p>
            <ul css={{ margin: 0, padding: 0, listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: 8 }}>
              {card.items.map((item) => (
                <li key={item} css={{ padding: '4px 12px', borderRadius: radius.pill, background: color.brandSoft, color: color.brandStrong, fontWeight: 600, fontSize: 14 }}>
                  {item}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </Section>
  );
}
