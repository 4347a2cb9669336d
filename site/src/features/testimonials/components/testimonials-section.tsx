import type { Testimonial } from '@agency/contract';
import { uiSettings } from '@agency/contract/ui-settings';

import { Marquee } from '../../../components/ui/marquee';
import { Section } from '../../../components/ui/section';
import { TestimonialCard } from './testimonial-card';

/** The 14 testimonials on a marquee, at the same pace as the clients. */
export function TestimonialsSection({ testimonials }: { testimonials: Testimonial[] }) {
  return (
    <Section id="testimonials" eyebrow="Testimonials" title="What our clients say">
      <Marquee label="Testimonials" speed={uiSettings.clientsMarqueeSpeed} estimatedWidth={testimonials.length * 364}>
        {testimonials.map((testimonial) => (
          <li key={testimonial.name}>
            <TestimonialCard testimonial={testimonial} />
          </li>
        ))}
      </Marquee>
    </Section>
  );
}
