import { Suspense, useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';

let hydrating = false;

/** hydrate.tsx: the render about to run adopts the server's HTML (true) or has done so (false). */
export function setHydrating(value: boolean): void {
  hydrating = value;
}

/**
 * Work that brings a part of the page to life, one piece per task: Preact hydrates a tree in one
 * go, and one long task holds back whatever the visitor does meanwhile. Each piece runs in a
 * timer task of its own, in the order asked.
 */
const turns: (() => void)[] = [];
let idle: Promise<void> = Promise.resolve();
let settle = () => {};

function takeTurn(work: () => void): void {
  if (turns.push(work) > 1) return;
  idle = new Promise((resolve) => (settle = resolve));
  const next = () => {
    turns.shift()?.();
    if (turns.length) setTimeout(next, 0);
    else settle();
  };
  setTimeout(next, 0);
}

/** Resolves once every part waiting for its turn has had it (hydrate.tsx marks the page interactive then). */
export const turnsTaken = (): Promise<void> => idle;

interface Gate {
  open: boolean;
  opened: Promise<void>;
  openNow: () => void;
}

function shutGate(): Gate {
  const gate: Gate = { open: false, opened: Promise.resolve(), openNow: () => {} };
  gate.opened = new Promise((resolve) => {
    gate.openNow = () => {
      gate.open = true;
      resolve();
    };
  });
  return gate;
}

/** Suspends while its gate is shut: Preact keeps the server's element on screen and hydrates it on resume. */
function Gated({ gate, children }: { gate: Gate; children: ReactNode }) {
  if (!gate.open) throw gate.opened;
  return children;
}

/** `children` behind `gate`, if any: while it is shut, the server's element stays as drawn. */
function Behind({ gate, children }: { gate: Gate | undefined; children: ReactNode }) {
  if (!gate) return children;
  return (
    <Suspense fallback={null}>
      <Gated gate={gate}>{children}</Gated>
    </Suspense>
  );
}

/**
 * A part of the first screen (the top bar, the page's main, the hero…) that hydrates in a task of
 * its own after the page's first hydration, keeping the server's element as drawn until then. Its
 * child must render one element. On the server and after a navigation it renders at once.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  const [gate] = useState(() => {
    if (!hydrating) return undefined;
    const shut = shutGate();
    takeTurn(shut.openNow);
    return shut;
  });
  return <Behind gate={gate}>{children}</Behind>;
}

const sleepers = new Set<() => void>();
let listening = false;

/**
 * The first key press wakes every part still asleep, before the browser acts on it: keyboard
 * focus lands on controls that work.
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
 * Waking hydrates that HTML in place: the same elements, now live, and nothing to draw again.
 * A click that lands on it while asleep wakes it and is replayed on the same element, now live.
 * Its child must render one element. Rendered in the browser without server HTML (after a
 * navigation), it is live at once.
 */
export function WhenVisible({ children }: { children: ReactNode }) {
  const [gate] = useState(() => (hydrating ? shutGate() : undefined));
  const [live, setLive] = useState(!gate);
  const box = useRef<HTMLDivElement>(null);
  const clicked = useRef<number[] | undefined>(undefined);
  const wakeNow = () => {
    gate?.openNow();
    setLive(true);
  };
  useEffect(() => {
    if (live) return;
    // Near the screen: in its turn. A key press wakes it at once (wakeOnFirstKey).
    const wake = () => takeTurn(wakeNow);
    sleepers.add(wakeNow);
    wakeOnFirstKey();
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && wake(), {
      rootMargin: '50% 0px',
    });
    observer.observe(box.current!);
    return () => {
      observer.disconnect();
      sleepers.delete(wakeNow);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- wakeNow only opens this part's gate
  }, [live]);
  useEffect(() => {
    const path = clicked.current;
    clicked.current = undefined;
    if (!live || !path) return;
    // In the next frame: the part hydrates in a render of its own, after this one.
    const frame = requestAnimationFrame(() => (elementAt(box.current!, path) as HTMLElement | undefined)?.click());
    return () => cancelAnimationFrame(frame);
  }, [live]);

  const wakeAndReplay = (event: MouseEvent) => {
    event.preventDefault();
    event.stopPropagation();
    clicked.current = pathTo(box.current!, event.target as Element);
    wakeNow();
  };
  return (
    <div ref={box} onClickCapture={live ? undefined : wakeAndReplay}>
      <Behind gate={gate}>{children}</Behind>
    </div>
  );
}
