import { createContext, useContext, useEffect, type ReactNode } from 'react';

export const brand = 'Cutroom Studio';

/** What the server collects while rendering: the route's title, description and status. */
export interface HeadState {
  title: string;
  description: string;
  status: number;
}

const ServerHead = createContext<HeadState | null>(null);

export function ServerHeadProvider({ value, children }: { value: HeadState; children: ReactNode }) {
  return <ServerHead.Provider value={value}>{children}</ServerHead.Provider>;
}

/** Each page names itself: in the served <head> on the server, in document.title in the browser. */
export function PageMeta({ title, description, status = 200 }: { title: string; description: string; status?: number }) {
  const server = useContext(ServerHead);
  const fullTitle = title === brand ? brand : `${title} | ${brand}`;
  if (server) Object.assign(server, { title: fullTitle, description, status });
  useEffect(() => {
    document.title = fullTitle;
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [fullTitle, description]);
  return null;
}

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
