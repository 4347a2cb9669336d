import { useEffect, useLayoutEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';

let hydrating = false;

/** main.tsx: the render about to run adopts the server's HTML (true) or has done so (false). */
export function setHydrating(value: boolean): void {
  hydrating = value;
}

const sleepers = new Set<() => void>();
let listening = false;

/**
 * The first key press wakes every part still asleep, before the browser acts on it: keyboard
 * focus must never land in markup that is about to be replaced.
 */
function wakeOnFirstKey() {
  if (listening) return;
  listening = true;
  addEventListener('keydown', () => [...sleepers].forEach((wake) => wake()), { capture: true });
}

/** Where `element` sits under `box`, as element indexes (the server's text separators are not elements). */
function pathTo(box: Element, element: Element): number[] {
  const path: number[] = [];
  for (let at = element; at !== box && at.parentElement; at = at.parentElement) path.unshift([...at.parentElement.children].indexOf(at));
  return path;
}

const elementAt = (box: Element, path: number[]) => path.reduce<Element | undefined>((at, index) => at?.children[index], box);

/**
 * A part of a server-rendered page that the browser brings to life only as it nears the viewport
 * (half a screen ahead) or at the first key press. Until then its server HTML stays as drawn and
 * costs no hydration: the page's first hydration covers what the visitor sees and little more.
 * A click that lands on it while asleep wakes it and is replayed on the same element, now live.
 * Rendered in the browser without server HTML (after a navigation), it is live at once.
 */
export function WhenVisible({ children }: { children: ReactNode }) {
  const [live, setLive] = useState(() => !hydrating);
  const box = useRef<HTMLDivElement>(null);
  const clicked = useRef<number[] | undefined>(undefined);
  useEffect(() => {
    if (live) return;
    const wake = () => setLive(true);
    sleepers.add(wake);
    wakeOnFirstKey();
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && wake(), {
      rootMargin: '50% 0px',
    });
    observer.observe(box.current!);
    return () => {
      observer.disconnect();
      sleepers.delete(wake);
    };
  }, [live]);
  useLayoutEffect(() => {
    const path = clicked.current;
    clicked.current = undefined;
    if (live && path) (elementAt(box.current!, path) as HTMLElement | undefined)?.click();
  }, [live]);

  const wakeAndReplay = (event: MouseEvent) => {
    event.preventDefault();
    event.stopPropagation();
    clicked.current = pathTo(box.current!, event.target as Element);
    setLive(true);
  };
  if (live) return <div ref={box}>{children}</div>;
  // Hydrating an element whose content is set as HTML keeps the server's children in place.
  return <div ref={box} onClickCapture={wakeAndReplay} dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />;
}
