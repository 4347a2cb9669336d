import { brandName, type SeoSettings } from '@agency/contract';

import type { Env } from '../../config/env';
import { publicOrigin } from '../../config/public-origin';

/** The generated link-preview image: one stable address on the site's own origin. */
export const ogImagePath = '/og-image.png';
export const ogImageSize = { width: 1200, height: 630 } as const;

/** The site's public origin (config/public-origin.ts). */
export { publicOrigin };

/** What the pages' head tags are built from (InitialData.seo). */
export function seoSettings(env: Pick<Env, 'PUBLIC_URL' | 'PORT'>): SeoSettings {
  const siteUrl = publicOrigin(env);
  return { siteUrl, image: { url: `${siteUrl}${ogImagePath}`, ...ogImageSize, alt: brandName } };
}
