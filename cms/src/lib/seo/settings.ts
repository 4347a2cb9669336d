import { brandName, type SeoSettings } from '@agency/contract';

import type { Env } from '../../config/env';

/** The generated link-preview image: one stable address on the site's own origin. */
export const ogImagePath = '/og-image.png';
export const ogImageSize = { width: 1200, height: 630 } as const;

/**
 * The site's public origin, decided here and nowhere else: PUBLIC_URL (its origin, so a trailing
 * slash or path does not double up), else the address `npm start` serves and prints. Never the
 * request's Host header: pages are rendered once and served to everyone, so a forged Host would
 * end up in every visitor's canonical link.
 */
export function publicOrigin(env: Pick<Env, 'PUBLIC_URL' | 'PORT'>): string {
  return env.PUBLIC_URL ? new URL(env.PUBLIC_URL).origin : `http://localhost:${env.PORT}`;
}

/** What the pages' head tags are built from (InitialData.seo). */
export function seoSettings(env: Pick<Env, 'PUBLIC_URL' | 'PORT'>): SeoSettings {
  const siteUrl = publicOrigin(env);
  return { siteUrl, image: { url: `${siteUrl}${ogImagePath}`, ...ogImageSize, alt: brandName } };
}
