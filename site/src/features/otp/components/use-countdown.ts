import { useEffect, useState } from 'react';

/** Whole seconds left until `endsAt` (ms since the epoch), ticking while above zero. */
export function useCountdown(endsAt: number): number {
  const [now, setNow] = useState(() => Date.now());
  const left = Math.max(0, Math.ceil((endsAt - now) / 1000));

  useEffect(() => {
    setNow(Date.now());
    if (endsAt <= Date.now()) return;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= endsAt) clearInterval(timer);
    }, 250);
    return () => clearInterval(timer);
  }, [endsAt]);

  return left;
}
