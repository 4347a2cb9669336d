import type { Client } from '@agency/contract';
import { uiSettings } from '@agency/contract/ui-settings';

import { Marquee } from '../../../components/ui/marquee';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { Section } from '../../../components/ui/section';
import { color, radius } from '../../../config/theme';

const cardWidth = 240;

/** The 16 clients on a marquee at the spec's speed (40 px/s). */
export function ClientsSection({ clients }: { clients: Client[] }) {
  return (
    <Section id="clients" eyebrow="Clients" title="Creators and brands we edit for" tone="tinted">
      <Marquee label="Clients" speed={uiSettings.clientsMarqueeSpeed} estimatedWidth={clients.length * (cardWidth + 24)}>
        {clients.map((client) => (
          <li
            key={client.name}
            css={{
              width: cardWidth,
              display: 'flex',
              alignItems: 'center',
              gap: 14,
              padding: 14,
              background: color.surface,
              borderRadius: radius.md,
              boxShadow: '0 8px 24px -16px rgba(20,16,43,0.4)',
            }}
          >
            {client.image && (
              <ResponsiveImage
                image={client.imageMedia}
                src={client.image}
                alt={client.imageMedia ? undefined : `${client.name} logo`}
                width={56}
                height={56}
                sizes="56px"
                css={{ width: 56, height: 56, borderRadius: '50%', objectFit: 'cover', flexShrink: 0 }}
              />
            )}
            <span css={{ display: 'grid', minWidth: 0 }}>
              <span css={{ fontWeight: 700, color: color.ink }}>{client.name}</span>
              <span css={{ fontSize: 14, color: color.muted }}>{client.subscriberCount}</span>
            </span>
          </li>
        ))}
      </Marquee>
    </Section>
  );
}
