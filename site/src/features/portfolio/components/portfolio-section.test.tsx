import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { PortfolioSection } from './portfolio-section';

const videos = (tab: string) =>
  Array.from({ length: 4 }, (_, i) => ({ id: `${tab}-${i}`, embedId: `${tab}Id${i}`, title: `${tab} video ${i + 1}` }));
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

  it('shows each video’s poster frame (srcset, size, alt text) under its play button, still without a player', () => {
    const poster = (id: string) => ({
      url: `/media/${id}.webp`,
      width: 900,
      height: 1600,
      mimeType: 'image/webp',
      alt: `Frame from ${id}`,
      sizes: [{ name: 'cardAvif', url: `/media/${id}-768x1365.avif`, width: 768, height: 1365, mimeType: 'image/avif' }],
    });
    const withPosters = { ...portfolio, shortForm: portfolio.shortForm.map((video) => ({ ...video, poster: poster(video.id) })) };
    const { container } = render(<PortfolioSection portfolio={withPosters} />);
    const frame = screen.getByRole('img', { name: 'Frame from short-0' });
    expect(frame).toHaveAttribute('width', '900');
    expect(frame).toHaveAttribute('height', '1600');
    expect(frame).toHaveAttribute('loading', 'lazy');
    expect(frame).toHaveAttribute('srcset', '/media/short-0.webp 900w');
    expect(frame.parentElement!.querySelector('source[type="image/avif"]')).toHaveAttribute(
      'srcset',
      '/media/short-0-768x1365.avif 768w, /media/short-0.webp 900w',
    );
    expect(screen.getByRole('button', { name: 'Play video: short video 1' })).toBeInTheDocument();
    expect(container.querySelector('iframe')).toBeNull();
  });
});
