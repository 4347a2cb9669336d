import { useEffect, useRef, useState } from 'react';

const durationMs = 1600;
const easeOut = (t: number) => 1 - (1 - t) ** 3;

/**
 * A number that counts up from 0 once it scrolls into view. The server renders the
 * final value (no script, no motion: that is what shows); reduced motion keeps it.
 * The moving digits are hidden from assistive technology, which reads the final value.
 */
export function CountUp({ value, suffix = '' }: { value: number; suffix?: string }) {
  const ref = useRef<HTMLSpanElement>(null);
  const [shown, setShown] = useState(value);

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined' || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    let frame = 0;
    setShown(0);
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        const start = performance.now();
        const tick = (now: number) => {
          const progress = Math.min(1, (now - start) / durationMs);
          setShown(Math.round(value * easeOut(progress)));
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
    };
  }, [value]);

  const final = `${value}${suffix}`;
  return (
    <>
      {/* Left-aligned in a box as wide as the final value: the digits change, nothing moves. */}
      <span ref={ref} aria-hidden="true" css={{ display: 'inline-block', minWidth: `${final.length}ch`, textAlign: 'left', fontVariantNumeric: 'tabular-nums' }}>
        {shown}
        {suffix}
      </span>
      <span className="visually-hidden">{final}</span>
    </>
  );
}
