import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';

import type { LegalPage, SiteContent } from '@agency/contract';

import { color } from '../../config/theme';
import { queryKeys } from '../../lib/query-client';

export type PreviewMode = 'live' | 'draft';
type State = 'loading' | 'listening' | 'showing' | 'refused';

// The panel's own REST (Payload's, under /cms/api), authorised by the editor's panel session:
// a signed-in editor gets the drafts, anyone else 401 and keeps the published page.
const endpoints = {
  content: '/cms/api/globals/site-content/preview',
  legalPages: '/cms/api/legal-pages/preview',
};

async function call<T>(url: string, data?: unknown, signal?: AbortSignal): Promise<T> {
  const response = await fetch(url, {
    method: data === undefined ? 'GET' : 'POST',
    credentials: 'same-origin',
    headers: data === undefined ? { Accept: 'application/json' } : { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: data === undefined ? undefined : JSON.stringify({ data }),
    signal,
  });
  if (!response.ok) throw Object.assign(new Error(`preview: ${response.status}`), { status: response.status });
  return (await response.json()) as T;
}

/** The preview's data stays until the editor leaves: no refetch may bring the published copy back. */
function hold(client: QueryClient) {
  for (const key of [queryKeys.content, queryKeys.legalPages]) client.setQueryDefaults(key, { staleTime: Infinity, gcTime: Infinity });
}

/** The drafts: the list (the footer, which pages exist) and each page's text under its own key. */
function showPages(client: QueryClient, pages: LegalPage[]) {
  client.setQueryData(queryKeys.legalPages, pages);
  for (const page of pages) client.setQueryData(queryKeys.legalPage(page.slug), page);
}

function replacePage(client: QueryClient, page: LegalPage) {
  const pages = client.getQueryData<LegalPage[]>(queryKeys.legalPages) ?? [];
  const at = pages.findIndex((p) => p._id === page._id);
  // The address stays the one being previewed while the editor types a new slug.
  const shown = at === -1 ? page : { ...page, slug: pages[at]!.slug, path: pages[at]!.path };
  client.setQueryData(queryKeys.legalPages, at === -1 ? [...pages, shown] : pages.map((p, i) => (i === at ? shown : p)));
  client.setQueryData(queryKeys.legalPage(shown.slug), shown);
}

/** The panel's live preview protocol: it frames the page and posts the form's values on every change. */
function useLivePreview(client: QueryClient, enabled: boolean, onListening: () => void, onShown: () => void, onRefused: () => void) {
  useEffect(() => {
    if (!enabled) return;
    let pending: AbortController | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onMessage = (event: MessageEvent) => {
      const message = event.data as { type?: string; data?: unknown; collectionSlug?: string; globalSlug?: string } | null;
      if (event.origin !== window.location.origin || message?.type !== 'payload-live-preview' || !message.data) return;
      clearTimeout(timer);
      timer = setTimeout(() => {
        pending?.abort();
        pending = new AbortController();
        const { signal } = pending;
        const apply =
          message.globalSlug === 'site-content'
            ? call<SiteContent>(endpoints.content, message.data, signal).then((content) => client.setQueryData(queryKeys.content, content))
            : message.collectionSlug === 'legal-pages'
              ? call<LegalPage>(endpoints.legalPages, message.data, signal).then((page) => replacePage(client, page))
              : undefined;
        apply?.then(onShown, (error: { status?: number; name?: string }) => {
          if (error.status === 401) onRefused();
        });
      }, 120);
    };
    window.addEventListener('message', onMessage);
    // Tell the panel the page listens (its popup mode waits for this).
    window.parent.postMessage({ type: 'payload-live-preview', ready: true }, window.location.origin);
    onListening();
    return () => {
      window.removeEventListener('message', onMessage);
      clearTimeout(timer);
      pending?.abort();
    };
  }, [client, enabled, onListening, onShown, onRefused]);
}

/** Draws the editor's unpublished content in place of the published one, with a notice saying so. */
export default function PreviewBridge({ mode }: { mode: PreviewMode }) {
  const client = useQueryClient();
  const [state, setState] = useState<State>('loading');
  const applied = useRef(false);
  const [handlers] = useState(() => ({
    listening: () => setState((now) => (now === 'loading' ? 'listening' : now)),
    shown: () => {
      applied.current = true;
      setState('showing');
    },
    refused: () => setState('refused'),
  }));

  useEffect(() => {
    hold(client);
    let live = true;
    // The latest drafts first (live preview too: what autosave kept before this page listened);
    // the panel's messages then follow every keystroke.
    Promise.all([call<SiteContent>(endpoints.content), call<LegalPage[]>(endpoints.legalPages)]).then(
      ([content, pages]) => {
        if (!live) return;
        if (applied.current) return; // the panel's newer values are already on the page
        client.setQueryData(queryKeys.content, content);
        showPages(client, pages);
        if (mode === 'draft') setState('showing');
      },
      () => live && setState('refused'),
    );
    return () => {
      live = false;
    };
  }, [client, mode]);
  useLivePreview(client, mode === 'live', handlers.listening, handlers.shown, handlers.refused);

  const text =
    state === 'refused'
      ? 'Preview: sign in to the CMS to see unpublished changes. This is the published page.'
      : state === 'loading'
        ? 'Preview: loading the latest draft…'
        : mode === 'live'
          ? 'Live preview: your changes show here as you type. Visitors still see the published page.'
          : 'Preview of unpublished changes: visitors still see the published page.';
  return (
    <p
      role="status"
      css={{ position: 'fixed', left: 12, bottom: 12, zIndex: 60, margin: 0, maxWidth: 'calc(100% - 96px)', padding: '8px 14px', borderRadius: 10, background: color.dark, color: color.onDark, fontSize: 14, boxShadow: '0 6px 18px rgba(0,0,0,0.25)' }}
    >
      {text}
    </p>
  );
}
