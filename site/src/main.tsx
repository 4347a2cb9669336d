import createCache from '@emotion/cache';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';

import type { InitialData } from '@agency/contract';

import { App } from './app/app';
import { loadPage, pageFor } from './app/pages';
import { Providers } from './app/providers';
import { createQueryClient, seedQueryClient } from './lib/query-client';

const queryClient = createQueryClient();
const dataElement = document.getElementById('initial-data');
if (dataElement?.textContent) seedQueryClient(queryClient, JSON.parse(dataElement.textContent) as InitialData);

const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <Providers queryClient={queryClient} emotionCache={createCache({ key: 'css' })}>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </Providers>
  </StrictMode>
);

// The current page's chunk first, so hydration finds the same tree the server rendered.
await loadPage(pageFor(location.pathname));
if (root.hasChildNodes()) hydrateRoot(root, app);
else createRoot(root).render(app);
