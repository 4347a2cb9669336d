import type { InitialData } from '@agency/contract';

/**
 * The data the server rendered this page with (cms/src/render/site-renderer.ts), fetched from the
 * address its `<meta name="page-data">` gives: the page's own, not the API's, so a plain fetch.
 * Undefined when the page came without it (the database was down) or it cannot be had: the app
 * then renders afresh and its queries ask the API.
 */
export async function loadPageData(): Promise<InitialData | undefined> {
  const url = document.querySelector<HTMLMetaElement>('meta[name="page-data"]')?.content;
  if (!url) return undefined;
  try {
    const response = await fetch(url);
    return response.ok ? ((await response.json()) as InitialData) : undefined;
  } catch {
    return undefined;
  }
}
