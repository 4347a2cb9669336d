import { useCallback, useState } from 'react';

/**
 * Accordion state where at most one item is open: opening one closes the other,
 * and toggling the open one closes it (the FAQ and the roadmaps).
 */
export function useOneOpen<T = number>(initial: T | null = null) {
  const [open, setOpen] = useState<T | null>(initial);
  const toggle = useCallback((item: T) => setOpen((current) => (current === item ? null : item)), []);
  return [open, toggle] as const;
}
