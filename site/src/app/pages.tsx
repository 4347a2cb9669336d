import { useEffect, useState, type ComponentType } from 'react';

import { paths } from '../config/routes';

type PageModule = { default: ComponentType };

/**
 * Pages load as separate chunks so the home route ships only what it needs. The server
 * bundle registers every page up front; the browser loads the current page's chunk
 * before hydrating, so the first render matches the server's markup.
 */
export const pageLoaders = {
  home: () => import('./routes/home'),
  support: () => import('./routes/support'),
  otpVerification: () => import('./routes/otp-verification'),
  terms: () => import('./routes/terms'),
  privacy: () => import('./routes/privacy'),
  refund: () => import('./routes/refund'),
  notFound: () => import('./routes/not-found'),
} satisfies Record<string, () => Promise<PageModule>>;

export type PageName = keyof typeof pageLoaders;

const loaded = new Map<PageName, ComponentType>();

export function registerPage(name: PageName, module: PageModule): void {
  loaded.set(name, module.default);
}

export async function loadPage(name: PageName): Promise<void> {
  if (!loaded.has(name)) registerPage(name, await pageLoaders[name]());
}

const byPath: Record<string, PageName> = {
  [paths.home.path]: 'home',
  [paths.support.path]: 'support',
  [paths.otpVerification.path]: 'otpVerification',
  [paths.terms.path]: 'terms',
  [paths.privacy.path]: 'privacy',
  [paths.refund.path]: 'refund',
};

export const pageFor = (pathname: string): PageName => byPath[pathname.replace(/(.)\/$/, '$1')] ?? 'notFound';

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
  return Component ? <Component /> : <div role="status" aria-live="polite" css={{ minHeight: '60vh' }} />;
}
