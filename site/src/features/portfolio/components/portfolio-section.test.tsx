import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { PortfolioSection } from './portfolio-section';

const videos = (tab: string) => Array.from({ length: 4 }, (_, i) => ({ id: `${tab}-${i}`, embedId: `${tab}Id${i}`, title: `${tab} video ${i + 1}` }));
const portfolio = { shortForm: videos('short'), longForm: videos('long'), videoAds: videos('ads') };

describe('portfolio', () => {
  it('has three tabs of three videos, and loads no player until play is pressed', async () => {
    const user = userEvent.setup();
    const { container } = render(<PortfolioSection portfolio={portfolio} />);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Short-form', 'Long-form', 'Video Ads']);
    const panel = () => screen.getByRole('tabpanel');
    expect(within(panel()).getAllByRole('button', { name: /^Play video:/ })).toHaveLength(3);
    expect(container.querySelector('iframe')).toBeNull();

    await user.click(screen.getByRole('tab', { name: 'Video Ads' }));
    expect(within(panel()).getByRole('button', { name: 'Play video: ads video 2' })).toBeInTheDocument();
    await user.click(within(panel()).getByRole('button', { name: 'Play video: ads video 2' }));
    const frame = container.querySelector('iframe')!;
    expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/adsId1?autoplay=1&rel=0');
    expect(frame).toHaveAttribute('title', 'ads video 2');
  });
});
