import type { FaqEntry } from '@agency/contract';

import { Section } from '../../../components/ui/section';
import { color, radius } from '../../../config/theme';
import { useOneOpen } from '../../../hooks/use-one-open';

/** Five questions, one answer open at a time; clicking the open one closes it. */
export function FaqSection({ entries }: { entries: FaqEntry[] }) {
  const [open, toggle] = useOneOpen<number>();
  return (
    <Section id="faq" eyebrow="FAQ" title="Frequently asked questions">
      <div css={{ maxWidth: 820, margin: '0 auto', display: 'grid', gap: 12 }}>
        {entries.map((entry, index) => {
          const expanded = open === index;
          return (
            <div key={entry.question} css={{ background: color.surface, border: `1px solid ${expanded ? color.brand : color.line}`, borderRadius: radius.md }}>
              <h3 css={{ margin: 0, fontSize: 18 }}>
                <button
                  type="button"
                  id={`faq-question-${index}`}
                  aria-expanded={expanded}
                  aria-controls={`faq-answer-${index}`}
                  onClick={() => toggle(index)}
                  css={{ width: '100%', minHeight: 56, display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 16, padding: '16px 20px', border: 0, background: 'transparent', color: color.ink, fontWeight: 700, textAlign: 'left', cursor: 'pointer', borderRadius: radius.md }}
                >
                  {entry.question}
                  <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" css={{ flexShrink: 0, transition: 'transform 0.2s', transform: expanded ? 'rotate(45deg)' : 'none' }}>
                    <path d="M12 5v14M5 12h14" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
                  </svg>
                </button>
              </h3>
              <div id={`faq-answer-${index}`} role="region" aria-labelledby={`faq-question-${index}`} hidden={!expanded} css={{ padding: '0 20px 20px' }}>
                <p css={{ margin: 0 }}>{entry.answer}</p>
              </div>
            </div>
          );
        })}
      </div>
    </Section>
  );
}
