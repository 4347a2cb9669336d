import { useState } from 'react';

import type { Testimonial } from '@agency/contract';
import { limits } from '@agency/contract/limits';

import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { color, radius } from '../../../config/theme';

/** The text as shown: whole up to the cut, else its first 300 characters and '...'. */
export const cutText = (text: string, expanded: boolean) =>
  expanded || text.length <= limits.testimonialCut ? text : `${text.slice(0, limits.testimonialCut)}...`;

export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  const [expanded, setExpanded] = useState(false);
  const long = testimonial.text.length > limits.testimonialCut;
  return (
    <figure
      css={{
        margin: 0,
        width: 'min(340px, 80vw)',
        padding: 24,
        background: color.surface,
        border: `1px solid ${color.line}`,
        borderRadius: radius.lg,
        display: 'flex',
        flexDirection: 'column',
        gap: 16,
      }}
    >
      <blockquote css={{ margin: 0 }}>
        <p css={{ margin: 0 }}>{cutText(testimonial.text, expanded)}</p>
        {long && (
          <button
            type="button"
            aria-expanded={expanded}
            onClick={() => setExpanded((value) => !value)}
            css={{
              marginTop: 8,
              padding: '10px 0',
              minHeight: 44,
              border: 0,
              background: 'transparent',
              color: color.brand,
              fontWeight: 700,
              cursor: 'pointer',
              textDecoration: 'underline',
            }}
          >
            {expanded ? 'Read less' : 'Read more'}
          </button>
        )}
      </blockquote>
      <figcaption css={{ display: 'flex', alignItems: 'center', gap: 12, marginTop: 'auto' }}>
        {testimonial.image && (
          <ResponsiveImage
            image={testimonial.imageMedia}
            src={testimonial.image}
            alt={testimonial.imageMedia ? undefined : `Portrait of ${testimonial.name}`}
            width={48}
            height={48}
            sizes="48px"
            css={{ width: 48, height: 48, borderRadius: '50%', objectFit: 'cover', flexShrink: 0 }}
          />
        )}
        <span css={{ display: 'grid' }}>
          <span css={{ fontWeight: 700, color: color.ink }}>{testimonial.name}</span>
          <span css={{ fontSize: 14, color: color.muted }}>{testimonial.role}</span>
        </span>
      </figcaption>
    </figure>
  );
}
