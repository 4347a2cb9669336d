import type { ProcessCard } from '@agency/contract';

import { ResponsiveImage, threeColumnSizes } from '../../../components/ui/responsive-image';
import { Section } from '../../../components/ui/section';
import { color, mq, radius } from '../../../config/theme';
import { useOneOpen } from '../../../hooks/use-one-open';

const toggleStyle = {
  minHeight: 44,
  padding: '8px 18px',
  borderRadius: radius.pill,
  border: `2px solid ${color.brand}`,
  background: 'transparent',
  color: color.brand,
  fontWeight: 700,
  cursor: 'pointer',
  '&:hover': { background: color.brandSoft },
};

/** How it works?: the three R-I-R cards, one roadmap open at a time. */
export function ProcessSection({ cards }: { cards: ProcessCard[] }) {
  const [open, toggle] = useOneOpen<number>();
  return (
    <Section id="how-it-works" eyebrow="Our 3-step R-I-R framework" title="How it works?">
      <ol
        css={{
          listStyle: 'none',
          margin: 0,
          padding: 0,
          display: 'grid',
          gap: 24,
          alignItems: 'start',
          [mq.md]: { gridTemplateColumns: 'repeat(3, 1fr)' },
        }}
      >
        {cards.map((card, index) => {
          const expanded = open === index;
          const roadmapId = `roadmap-${index}`;
          return (
            <li
              key={card.title}
              css={{ background: color.surface, border: `1px solid ${color.line}`, borderRadius: radius.lg, overflow: 'hidden' }}
            >
              {card.image && (
                <ResponsiveImage
                  image={card.imageMedia}
                  src={card.image}
                  alt={card.imageMedia ? undefined : ''}
                  width={640}
                  height={400}
                  sizes={threeColumnSizes}
                  css={{ display: 'block', width: '100%', height: 'auto', aspectRatio: '16 / 10', objectFit: 'cover' }}
                />
              )}
              <div css={{ padding: 24 }}>
                <p css={{ margin: '0 0 4px', fontWeight: 700, color: color.brand }}>Step {index + 1}</p>
                <h3 css={{ fontSize: 24 }}>{card.title}</h3>
                <p>{card.subtitle}</p>
                <button type="button" aria-expanded={expanded} aria-controls={roadmapId} onClick={() => toggle(index)} css={toggleStyle}>
                  {expanded ? 'Hide Roadmap' : 'Show Roadmap'}
                </button>
                <ul
                  id={roadmapId}
                  hidden={!expanded}
                  aria-label={`${card.title} roadmap`}
                  css={{ margin: '20px 0 0', paddingLeft: 20, display: 'grid', gap: 8 }}
                >
                  {card.features.map((feature) => (
                    <li key={feature}>{feature}</li>
                  ))}
                </ul>
              </div>
            </li>
          );
        })}
      </ol>
    </Section>
  );
}
