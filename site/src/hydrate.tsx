// Loaded by main.tsx once the server's HTML is on screen: the app, hydrating that HTML.
import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';

import type { InitialData } from '@agency/contract';

import { App } from './app/app';
import { loadPage, pageFor } from './app/pages';
import { Providers } from './app/providers';
import { setHydrating, turnsTaken } from './app/when-visible';
import { createEmotionCache } from './lib/emotion-cache';
import { createQueryClient, seedQueryClient } from './lib/query-client';

/** The rest of the start-up in a task of its own: one long task would hold back whatever the visitor does meanwhile. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Marks the page interactive (end-to-end tests wait for it before typing). */
function HydrationMark() {
  useEffect(() => {
    // The parts that hydrate in turns (the top bar, the page, the hero…) adopt the server's HTML
    // too; once each has, what renders next is drawn afresh.
    void turnsTaken().then(() => {
      setHydrating(false);
      document.documentElement.dataset.hydrated = 'true';
    });
  }, []);
  return null;
}

/**
 * Hydrates the server's HTML with the data it was rendered with; without that data (the page came
 * without it, or it could not be fetched) the app draws the page afresh, its queries asking the API.
 */
export async function start(pageData: Promise<InitialData | undefined>): Promise<void> {
  const queryClient = createQueryClient();
  const data = await pageData;
  if (data) seedQueryClient(queryClient, data);
  const root = document.getElementById('root')!;
  const app = (
    <StrictMode>
      <Providers queryClient={queryClient} emotionCache={createEmotionCache()}>
        <BrowserRouter>
          <App />
        </BrowserRouter>
        <HydrationMark />
      </Providers>
    </StrictMode>
  );

  // The current page's chunk first, so hydration finds the same tree the server rendered.
  await nextTask();
  await loadPage(pageFor(location.pathname));
  await nextTask();
  // The browser build runs on Preact (site/vite.config.ts), which hydrates in one task: the home
  // page keeps that task short by leaving its sections below the fold asleep until they near the
  // viewport (app/when-visible.tsx). Under React (the dev server) the transition lets it yield.
  if (data && root.hasChildNodes()) {
    setHydrating(true);
    startTransition(() => void hydrateRoot(root, app));
  } else {
    root.replaceChildren();
    createRoot(root).render(app);
  }
}
