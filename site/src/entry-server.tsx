import createCache from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';

import type { InitialData, RenderResult } from '@agency/contract';

import { App } from './app/app';
import { pageFile, pageRoutes, registerPage, type PageModule } from './app/pages';
import { Providers } from './app/providers';
import { escapeHtml, ServerHeadProvider, type HeadState } from './lib/page-meta';
import { createQueryClient, seedQueryClient } from './lib/query-client';

// The server has every page at hand: no chunk to wait for.
const pages = import.meta.glob<PageModule>(['./*.tsx', '!./*.test.tsx'], { base: './app/routes', eager: true });
for (const { page } of pageRoutes) {
  const module = pages[pageFile(page)];
  if (!module) throw new Error(`The route table names a page without a file: site/src/app/routes/${page}.tsx`);
  registerPage(page, module);
}

/** Renders one route with the given data (see docs/decisions/004-server-rendered-site.md). */
export function render(url: string, data: InitialData): RenderResult {
  const queryClient = createQueryClient();
  seedQueryClient(queryClient, data);
  const cache = createCache({ key: 'css' });
  const emotion = createEmotionServer(cache);
  const head: HeadState = { title: '', description: '', status: 200 };
  const html = renderToString(
    <ServerHeadProvider value={head}>
      <Providers queryClient={queryClient} emotionCache={cache}>
        <StaticRouter location={url}>
          <App />
        </StaticRouter>
      </Providers>
    </ServerHeadProvider>,
  );
  const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html));
  return {
    html,
    status: head.status,
    head: `<title>${escapeHtml(head.title)}</title><meta name="description" content="${escapeHtml(head.description)}">${styles}`,
  };
}
