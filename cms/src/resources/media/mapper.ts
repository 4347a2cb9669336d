import type { MediaImage, MediaSize } from '@agency/contract';

import { mediaPath } from '../../lib/media-store';
import type { Media } from '../../payload-types';
import { imageSizes } from './sizes';

/**
 * The app serves every file at /media on its own origin, from disk or from the bucket (see
 * media-store): Payload's `url` (its own REST route, or a bucket's address) is not used.
 */
export function mediaUrl(media: string | Media | null | undefined): string | undefined {
  if (!media || typeof media === 'string') return undefined;
  return media.filename ? mediaPath(media.filename) : undefined;
}

type StoredSize = { filename?: string | null; width?: number | null; height?: number | null; mimeType?: string | null };

/** The renditions Payload made (a size it left out, the upload being smaller, has no file). */
function sizesOf(media: Media): MediaSize[] {
  const stored = (media.sizes ?? {}) as Record<string, StoredSize | undefined>;
  return imageSizes.flatMap(({ name }) => {
    const size = stored[name];
    if (!size?.filename || !size.width || !size.height || !size.mimeType) return [];
    return [{ name, url: mediaPath(size.filename), width: size.width, height: size.height, mimeType: size.mimeType }];
  });
}

/**
 * An image as the site draws it: the original (the fallback), its size, alt text and its
 * renditions. Undefined for an id (not populated) or a document without a file or dimensions.
 */
export function mediaImage(media: string | Media | null | undefined): MediaImage | undefined {
  if (!media || typeof media === 'string' || !media.filename || !media.width || !media.height) return undefined;
  const image: MediaImage = {
    url: mediaPath(media.filename),
    width: media.width,
    height: media.height,
    mimeType: media.mimeType ?? '',
    alt: media.alt ?? '',
  };
  const sizes = sizesOf(media);
  if (sizes.length) image.sizes = sizes;
  return image;
}
