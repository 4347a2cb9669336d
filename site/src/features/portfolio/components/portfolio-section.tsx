import { useState } from 'react';

import type { SiteContent } from '@agency/contract';
import { limits } from '@agency/contract/limits';

import { Section } from '../../../components/ui/section';
import { panelId, tabId, Tabs } from '../../../components/ui/tabs';
import { mq } from '../../../config/theme';
import { VideoFacade } from './video-facade';

type Tab = keyof SiteContent['portfolio'];

const tabs: { id: Tab; label: string }[] = [
  { id: 'shortForm', label: 'Short-form' },
  { id: 'longForm', label: 'Long-form' },
  { id: 'videoAds', label: 'Video Ads' },
];

/** Three tabs of three videos: portrait for short-form, widescreen for the others. */
export function PortfolioSection({ portfolio }: { portfolio: SiteContent['portfolio'] }) {
  const [selected, setSelected] = useState<Tab>('shortForm');
  const portrait = selected === 'shortForm';
  return (
    <Section id="portfolio" eyebrow="Portfolio" title="Our latest work" intro="Edits we made for owners, creators and brands like yours.">
      <Tabs label="Portfolio categories" prefix="portfolio" items={tabs} selected={selected} onSelect={(id) => setSelected(id as Tab)} />
      <div role="tabpanel" id={panelId('portfolio', selected)} aria-labelledby={tabId('portfolio', selected)}>
        <ul
          css={{
            listStyle: 'none',
            margin: '0 auto',
            padding: 0,
            display: 'grid',
            gap: 24,
            maxWidth: portrait ? 900 : undefined,
            gridTemplateColumns: portrait ? 'repeat(auto-fit, minmax(200px, 1fr))' : '1fr',
            [mq.md]: { gridTemplateColumns: 'repeat(3, 1fr)' },
          }}
        >
          {portfolio[selected].slice(0, limits.portfolioPerTab).map((video, index) => (
            <li key={`${selected}-${video.id}`} css={{ maxWidth: portrait ? 260 : undefined, width: '100%', margin: '0 auto' }}>
              <VideoFacade video={video} portrait={portrait} index={index} />
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
