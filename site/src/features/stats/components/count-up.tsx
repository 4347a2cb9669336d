import { useEffect, useRef } from 'react';

const durationMs = 1600;
/** A new figure at most this often: the count reads the same, and most frames draw nothing. */
const stepMs = 50;
const easeOut = (t: number) => 1 - (1 - t) ** 3;

/**
 * A number that counts up from 0 once it scrolls into view. The server renders the
 * final value (no script, no motion: that is what shows); reduced motion keeps it.
 * The moving digits are hidden from assistive technology, which reads the final value.
 * The count writes the figure's text itself, a few times a second, rather than rendering
 * the component again on every frame.
 */
export function CountUp({ value, suffix = '' }: { value: number; suffix?: string }) {
  const ref = useRef<HTMLSpanElement>(null);
  const final = `${value}${suffix}`;

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined' || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    let frame = 0;
    // The text node the component rendered, kept: a later render updates the same node.
    const show = (figure: number) => {
      if (element.firstChild instanceof Text) element.firstChild.data = `${figure}${suffix}`;
    };
    show(0);
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        const start = performance.now();
        let shownAt = start;
        const tick = (now: number) => {
          const progress = Math.min(1, (now - start) / durationMs);
          if (progress === 1 || now - shownAt >= stepMs) {
            show(Math.round(value * easeOut(progress)));
            shownAt = now;
          }
          if (progress < 1) frame = requestAnimationFrame(tick);
        };
        frame = requestAnimationFrame(tick);
      },
      { threshold: 0.5 },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
      show(value);
    };
  }, [value, suffix]);

  return (
    <>
      {/* Left-aligned in a box as wide as the final value: the digits change, nothing moves. */}
      <span ref={ref} aria-hidden="true" css={{ display: 'inline-block', minWidth: `${final.length}ch`, textAlign: 'left', fontVariantNumeric: 'tabular-nums' }}>
        {final}
      </span>
      <span className="visually-hidden">{final}</span>
    </>
  );
}
