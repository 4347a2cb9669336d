import type { Endpoint, LivePreviewConfig, PayloadRequest } from 'payload';

import { env } from '../config/env';

/** The panel's live preview widths: a phone, a tablet and a laptop. */
export const previewBreakpoints: NonNullable<LivePreviewConfig['breakpoints']> = [
  { name: 'mobile', label: 'Mobile', width: 375, height: 667 },
  { name: 'tablet', label: 'Tablet', width: 768, height: 1024 },
  { name: 'desktop', label: 'Desktop', width: 1440, height: 900 },
];

/**
 * The site's origin as the editor reaches it: PUBLIC_URL when set, else the address the panel
 * was opened at. Same origin as the panel either way, so the preview frame needs no cross-origin
 * setup (the pages allow `frame-ancestors 'self'`) and the panel's messages reach it.
 */
export function siteOrigin(req: Pick<PayloadRequest, 'headers'>): string {
  if (env.PUBLIC_URL) return new URL(env.PUBLIC_URL).origin;
  const host = req.headers.get('host') ?? `localhost:${env.PORT}`;
  const protocol = req.headers.get('x-forwarded-proto')?.split(',')[0]?.trim() === 'https' ? 'https' : 'http';
  return `${protocol}://${host}`;
}

/**
 * Document controls of every previewed document (`beforeDocumentControls`): a device wider than
 * the preview pane (the desktop, often the tablet) is drawn scaled to fit it, laid out at its own
 * width (panel/fit-live-preview.tsx); Payload would crop it.
 */
export const livePreviewControls = ['/panel/fit-live-preview#FitLivePreview'];

type Doc = Record<string, unknown>;

/**
 * Live preview of the page at `pathOf(document)`: the panel frames it with `?preview=live` and
 * posts the form's values on every change; the page (site/src/features/preview) asks this
 * collection's or global's `/preview` endpoint to map them and draws the result.
 */
export function livePreviewAt(pathOf: (doc: Doc) => string): LivePreviewConfig {
  return {
    url: ({ data, req }) => `${siteOrigin(req)}${pathOf((data ?? {}) as Doc)}?preview=live`,
    breakpoints: previewBreakpoints,
  };
}

/** The panel's "Preview" link: the page with the latest draft, for a signed-in editor only. */
export const draftPreviewAt =
  (pathOf: (doc: Doc) => string) =>
  (doc: Doc, { req }: { req: PayloadRequest }): string =>
    `${siteOrigin(req)}${pathOf(doc)}?preview=draft`;

const refuse = (status: number, message: string) => Response.json({ errors: [{ message }] }, { status });

/**
 * `GET <rest>/preview`: the latest drafts, mapped as the site reads them; `POST <rest>/preview`
 * with `{ data }`: the panel's unsaved form values, mapped the same way. Staff only (the panel's
 * session, with Payload's own CSRF check on its cookie); never cached, never public.
 */
export function previewEndpoints(load: (req: PayloadRequest) => Promise<unknown>, map: (data: Doc, req: PayloadRequest) => Promise<unknown>): Endpoint[] {
  const headers = { 'Cache-Control': 'no-store' };
  return [
    {
      path: '/preview',
      method: 'get',
      handler: async (req) => (req.user ? Response.json(await load(req), { headers }) : refuse(401, 'Sign in to the CMS to preview drafts.')),
    },
    {
      path: '/preview',
      method: 'post',
      handler: async (req) => {
        if (!req.user) return refuse(401, 'Sign in to the CMS to preview drafts.');
        const body = (await req.json?.().catch(() => undefined)) as { data?: unknown } | undefined;
        const data = body?.data;
        if (!data || typeof data !== 'object' || Array.isArray(data)) return refuse(400, 'Send the document as { data }.');
        try {
          return Response.json(await map(data as Doc, req), { headers });
        } catch {
          // Half-filled forms are normal while an editor types: the page keeps its last preview.
          return refuse(422, 'This document cannot be previewed yet.');
        }
      },
    },
  ];
}
