import { mediaPath } from '../../lib/media-store';
import type { Media } from '../../payload-types';

/**
 * The app serves every file at /media on its own origin, from disk or from the bucket (see
 * media-store): Payload's `url` (its own REST route, or a bucket's address) is not used.
 */
export function mediaUrl(media: string | Media | null | undefined): string | undefined {
  if (!media || typeof media === 'string') return undefined;
  return media.filename ? mediaPath(media.filename) : undefined;
}
