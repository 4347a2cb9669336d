import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { MediaImage } from '@agency/contract';

import { ResponsiveImage } from './responsive-image';

const size = (name: string, width: number, height: number, type: 'webp' | 'avif') => ({
  name,
  url: `/media/wide-${width}x${height}.${type}`,
  width,
  height,
  mimeType: `image/${type}`,
});

/** A 1400x700 upload: a square thumbnail, a card at its own proportions, a link-preview crop. */
const wide: MediaImage = {
  url: '/media/wide.png',
  width: 1400,
  height: 700,
  mimeType: 'image/png',
  alt: 'Editor at a colour-grading desk',
  sizes: [
    size('thumbnailWebp', 160, 160, 'webp'),
    size('thumbnailAvif', 160, 160, 'avif'),
    size('cardWebp', 768, 384, 'webp'),
    size('cardAvif', 768, 384, 'avif'),
    size('ogWebp', 1200, 630, 'webp'),
    size('ogAvif', 1200, 630, 'avif'),
  ],
};

const sources = (container: HTMLElement) =>
  [...container.querySelectorAll('picture > source')].map((source) => ({
    type: source.getAttribute('type'),
    srcset: source.getAttribute('srcset'),
    sizes: source.getAttribute('sizes'),
  }));

describe('ResponsiveImage', () => {
  it('offers AVIF and WebP renditions of the box’s proportions (WebP as the <img> itself), the original last, with the media’s alt text', () => {
    const { container } = render(<ResponsiveImage image={wide} width={640} height={320} sizes="(min-width: 900px) 363px, 100vw" />);
    expect(sources(container)).toEqual([
      { type: 'image/avif', srcset: '/media/wide-768x384.avif 768w, /media/wide.png 1400w', sizes: '(min-width: 900px) 363px, 100vw' },
    ]);
    const img = screen.getByRole('img', { name: 'Editor at a colour-grading desk' });
    expect(img.parentElement!.tagName).toBe('PICTURE');
    expect(img).toHaveAttribute('src', '/media/wide.png');
    expect(img).toHaveAttribute('srcset', '/media/wide-768x384.webp 768w, /media/wide.png 1400w');
    expect(img).toHaveAttribute('sizes', '(min-width: 900px) 363px, 100vw');
    expect(img).toHaveAttribute('width', '640');
    expect(img).toHaveAttribute('height', '320');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
    expect(img).not.toHaveAttribute('fetchpriority');
  });

  it('uses the square thumbnails for a square box (an avatar), not the wide original', () => {
    const { container } = render(<ResponsiveImage image={wide} width={80} height={80} sizes="80px" />);
    expect(sources(container).map((s) => s.srcset)).toEqual(['/media/wide-160x160.avif 160w']);
    expect(screen.getByRole('img')).toHaveAttribute('srcset', '/media/wide-160x160.webp 160w');
  });

  it('loads the page’s main image at once and first', () => {
    render(<ResponsiveImage image={wide} width={640} height={320} sizes="100vw" priority />);
    const img = screen.getByRole('img');
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });

  it('draws media stored before renditions existed as their original, still with srcset, size and alt text', () => {
    const { url, width, height, mimeType, alt } = wide;
    const { container } = render(<ResponsiveImage image={{ url, width, height, mimeType, alt }} width={640} height={320} sizes="100vw" />);
    expect(sources(container)).toEqual([]);
    const img = screen.getByRole('img', { name: alt });
    expect(img).toHaveAttribute('src', '/media/wide.png');
    expect(img).toHaveAttribute('srcset', '/media/wide.png 1400w');
    expect(img).toHaveAttribute('width', '640');
    expect(img).toHaveAttribute('loading', 'lazy');
  });

  it('draws a plain address (a placeholder) with the alt text it is given', () => {
    const { container } = render(<ResponsiveImage src="/images/default-avatar.svg" alt="" width={80} height={80} sizes="80px" />);
    const img = container.querySelector('img')!;
    expect(img).toHaveAttribute('src', '/images/default-avatar.svg');
    expect(img).toHaveAttribute('alt', '');
    expect(img).toHaveAttribute('width', '80');
    expect(container.querySelector('picture')).toBeNull();
  });
});
