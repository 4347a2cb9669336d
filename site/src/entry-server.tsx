import createEmotionServer from '@emotion/server/create-instance';
import { renderToString } from 'react-dom/server';
import { generatePath, matchRoutes, StaticRouter } from 'react-router';

import type { InitialData, RenderResult } from '@agency/contract';

import { App } from './app/app';
import { pageFile, pageRoutes, registerPage, type PageModule } from './app/pages';
import { paths, type PageName } from './config/routes';
import { Providers } from './app/providers';
import { emptyHead, ServerHeadProvider } from './lib/page-meta';
import { createEmotionCache } from './lib/emotion-cache';
import { createQueryClient, seedQueryClient } from './lib/query-client';
import { headTags } from './lib/seo/head-tags';

export { publicPages } from './lib/seo/public-pages';

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
  const cache = createEmotionCache();
  const emotion = createEmotionServer(cache);
  const head = emptyHead();
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
    head: headTags(head, data) + styles,
  };
}

/** Where every URL without a page of its own is drawn: not a route, so the catch-all draws it. */
const notFoundAddress = '/404';

/** Pages that exist only for some of their addresses: the rest draw "not found". */
const exists: { [page in PageName]?: (params: Record<string, string | undefined>, data: InitialData) => boolean } = {
  legal: ({ slug }, data) => data.legalPages.some((page) => page.slug === slug),
};

/**
 * The address a URL's page is rendered and kept under by the server (cms/src/lib/site-renderer.ts):
 * each page's own address, however the URL spelled it (case, a trailing slash), and one shared
 * address for every URL that draws "not found", whose markup does not depend on the URL.
 */
export function pageAddress(url: string, data: InitialData): string {
  const match = matchRoutes(pageRoutes, url)?.[0];
  if (!match || match.route.page === paths.notFound.page) return notFoundAddress;
  if (exists[match.route.page]?.(match.params, data) === false) return notFoundAddress;
  return generatePath(match.route.path, match.params);
}
