import { keyframes } from '@emotion/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';

import { color, mq, radius } from '../../config/theme';

const slide = keyframes({ from: { transform: 'translateX(0)' }, to: { transform: 'translateX(-50%)' } });

interface MarqueeProps {
  /** Names the region and its pause button. */
  label: string;
  /** Pixels per second (react-fast-marquee's meaning of `speed`). */
  speed: number;
  /** A guess at one copy's width, for the duration before the browser measures it. */
  estimatedWidth: number;
  gap?: number;
  children: ReactNode[];
}

/**
 * A CSS marquee: the items twice in a row, the row moved left by one copy's width in
 * width/speed seconds, so it loops seamlessly at `speed` px/s. Transform-only, so it
 * runs on the compositor. It pauses on hover, on focus inside, and with its button
 * (WCAG 2.2.2); with reduced motion it is a still, wrapped grid.
 */
export function Marquee({ label, speed, estimatedWidth, gap = 24, children }: MarqueeProps) {
  const copy = useRef<HTMLUListElement>(null);
  const [width, setWidth] = useState(estimatedWidth);
  const [paused, setPaused] = useState(false);
  // The looping copy starts off-screen to the right: it can wait until after hydration,
  // which keeps it out of the served HTML and the first layout.
  const [looping, setLooping] = useState(false);
  useEffect(() => setLooping(true), []);

  useEffect(() => {
    const element = copy.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setWidth(element.offsetWidth || estimatedWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, [estimatedWidth]);

  // Every card as tall as the tallest: the items stretch, and so does each item's card.
  const row = {
    display: 'flex',
    gap,
    paddingRight: gap,
    margin: 0,
    listStyle: 'none',
    flexShrink: 0,
    alignItems: 'stretch',
    '& > li': { display: 'flex' },
  } as const;

  return (
    <div role="region" aria-label={label} css={{ position: 'relative' }}>
      <div css={{ display: 'flex', justifyContent: 'flex-end', marginBottom: 12, [mq.reducedMotion]: { display: 'none' } }}>
        <button
          type="button"
          aria-pressed={paused}
          onClick={() => setPaused((value) => !value)}
          css={{
            minHeight: 44,
            padding: '6px 16px',
            borderRadius: radius.pill,
            border: `1px solid ${color.line}`,
            background: color.surface,
            color: color.ink,
            fontWeight: 600,
            cursor: 'pointer',
          }}
        >
          {paused ? `Play ${label.toLowerCase()}` : `Pause ${label.toLowerCase()}`}
        </button>
      </div>
      <div css={{ overflow: 'hidden', padding: '4px 0', [mq.reducedMotion]: { overflow: 'visible' } }}>
        <div
          data-paused={paused || undefined}
          data-moves
          style={{ animationDuration: `${Math.max(1, width / speed)}s` }}
          css={{
            display: 'flex',
            width: 'max-content',
            animation: `${slide} linear infinite`,
            '&[data-paused], &:hover, &:focus-within': { animationPlayState: 'paused' },
            [mq.reducedMotion]: {
              animation: 'none',
              width: 'auto',
              '& > ul:first-of-type': { flexWrap: 'wrap', justifyContent: 'center', paddingRight: 0, flexShrink: 1 },
            },
          }}
        >
          <ul ref={copy} css={row}>
            {children}
          </ul>
          {/* The second copy closes the loop; people and assistive technology get the first only. */}
          {looping && (
            <ul aria-hidden="true" inert css={{ ...row, [mq.reducedMotion]: { display: 'none' } }}>
              {children}
            </ul>
          )}
        </div>
      </div>
    </div>
  );
}
