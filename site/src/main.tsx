import createCache from '@emotion/cache';
import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';

import type { InitialData } from '@agency/contract';

import { App } from './app/app';
import { loadPage, pageFor } from './app/pages';
import { Providers } from './app/providers';
import { setHydrating } from './app/when-visible';
import { createQueryClient, seedQueryClient } from './lib/query-client';

const queryClient = createQueryClient();
const dataElement = document.getElementById('initial-data');
if (dataElement?.textContent) seedQueryClient(queryClient, JSON.parse(dataElement.textContent) as InitialData);

/** Marks the page interactive (end-to-end tests wait for it before typing). */
function HydrationMark() {
  useEffect(() => {
    setHydrating(false);
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <Providers queryClient={queryClient} emotionCache={createCache({ key: 'css' })}>
      <BrowserRouter>
        <App />
      </BrowserRouter>
      <HydrationMark />
    </Providers>
  </StrictMode>
);

/**
 * Resolves once the browser has painted the server's HTML (a frame, then a task), or after
 * 200 ms in a tab that is not painting. Loaded from the same machine, the scripts are ready
 * before the first paint; hydrating then would hold the page's first frame back.
 */
const afterFirstPaint = () =>
  new Promise<void>((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, 200);
  });

// The current page's chunk first, so hydration finds the same tree the server rendered.
await Promise.all([loadPage(pageFor(location.pathname)), root.hasChildNodes() ? afterFirstPaint() : undefined]);
// The browser build runs on Preact (site/vite.config.ts), which hydrates in one task: the home
// page keeps that task short by leaving its sections below the fold asleep until they near the
// viewport (app/when-visible.tsx). Under React (the dev server) the transition lets it yield.
if (root.hasChildNodes()) {
  setHydrating(true);
  startTransition(() => void hydrateRoot(root, app));
} else createRoot(root).render(app);
