import { useEffect, useState, type ComponentType } from 'react';
import { matchRoutes } from 'react-router-dom';

import { PageLoading } from '../components/ui/page-loading';
import { paths, type PageName, type PageRoute } from '../config/routes';

export type PageModule = { default: ComponentType };

/** The entries of the route table that draw a page, the catch-all last. */
export const pageRoutes = Object.values(paths).filter((route): route is PageRoute => 'page' in route);

/** A page's key in the globs of `src/app/routes/`: here, and in entry-server.tsx. */
export const pageFile = (name: PageName) => `./${name}.tsx`;

/**
 * Pages load as separate chunks so the home route ships only what it needs. The server
 * bundle registers every page up front; the browser loads the current page's chunk
 * before hydrating, so the first render matches the server's markup.
 */
const pageLoaders = import.meta.glob<PageModule>(['./*.tsx', '!./*.test.tsx'], { base: './routes' });

const loaded = new Map<PageName, ComponentType>();

export function registerPage(name: PageName, module: PageModule): void {
  loaded.set(name, module.default);
}

export async function loadPage(name: PageName): Promise<void> {
  if (!loaded.has(name)) registerPage(name, await pageLoaders[pageFile(name)]!());
}

/** The page the route tree will draw for this path (the catch-all route matches anything). */
export const pageFor = (pathname: string): PageName => matchRoutes(pageRoutes, pathname)![0]!.route.page;

export function Page({ name }: { name: PageName }) {
  const [Component, setComponent] = useState<ComponentType | undefined>(() => loaded.get(name));
  useEffect(() => {
    if (loaded.has(name)) {
      setComponent(() => loaded.get(name));
      return;
    }
    let live = true;
    void loadPage(name).then(() => live && setComponent(() => loaded.get(name)));
    return () => {
      live = false;
    };
  }, [name]);
  return Component ? <Component /> : <PageLoading />;
}
