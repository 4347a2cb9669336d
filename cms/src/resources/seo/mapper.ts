import type { PageSeo, SeoImage, SiteSeo } from '@agency/contract';

import type { Media } from '../../payload-types';
import { mediaUrl } from '../media/mapper';

/** An uploaded image as a link preview: its /media address (the site makes it absolute), size and alt text. */
export function toSeoImage(media: string | Media | null | undefined): SeoImage | undefined {
  const url = mediaUrl(media);
  if (!url || typeof media !== 'object' || !media?.width || !media.height) return undefined;
  return { url, width: media.width, height: media.height, alt: media.alt ?? '' };
}

interface PageSeoDoc {
  title?: string | null;
  description?: string | null;
  image?: string | Media | null;
}

/** A page's SEO group: only what the editor filled in (the rest falls back to the page's own). */
export function toPageSeo(group: PageSeoDoc | null | undefined): PageSeo {
  const image = toSeoImage(group?.image);
  return {
    ...(group?.title?.trim() ? { title: group.title.trim() } : {}),
    ...(group?.description?.trim() ? { description: group.description.trim() } : {}),
    ...(image ? { image } : {}),
  };
}

/** The site content's SEO tab. */
export function toSiteSeo(seo: { image?: string | Media | null; home?: PageSeoDoc | null; support?: PageSeoDoc | null } | null | undefined): SiteSeo {
  const image = toSeoImage(seo?.image);
  return { ...(image ? { image } : {}), home: toPageSeo(seo?.home), support: toPageSeo(seo?.support) };
}
