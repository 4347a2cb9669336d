import type { MediaImage, MediaSize } from '@agency/contract';

export interface ResponsiveImageProps {
  /** The uploaded image with its renditions; without it, `src` is drawn as it is. */
  image?: MediaImage;
  /** The address to draw when there is no `image` (an older API answer, a placeholder of the site). */
  src?: string;
  /** Alt text when there is no `image`, or to override the image's own. */
  alt?: string;
  /** The box the image fills, in CSS pixels: the width and height attributes (no layout shift). */
  width: number;
  height: number;
  /** The `sizes` attribute: how wide the image is drawn at each viewport width. */
  sizes: string;
  /** The page's largest image above the fold: fetched at once, first. Everything else waits until near the viewport. */
  priority?: boolean;
  /** Styles for the <img> (emotion's css prop arrives as this). */
  className?: string;
}

/**
 * `sizes` for an image filling a column of the page's three-column grid (Container: 1200 px
 * at most, side padding up to 32 px, gaps of 24 px), full width below 900 px.
 */
export const threeColumnSizes = '(min-width: 1200px) 363px, (min-width: 900px) calc((100vw - 112px) / 3), calc(100vw - 32px)';

/** Renditions whose proportions are the box's (within 3 %): the others would be cropped differently. */
const fits = (candidate: { width: number; height: number }, ratio: number) =>
  Math.abs(candidate.width / candidate.height / ratio - 1) < 0.03;

const srcSetOf = (candidates: { url: string; width: number }[]) =>
  [...new Map(candidates.sort((a, b) => a.width - b.width).map((c) => [c.width, c])).values()]
    .map((c) => `${c.url} ${c.width}w`)
    .join(', ');

/**
 * One format's candidates (none without a rendition of its own), with the original as the largest when it fits and is larger than
 * every rendition: a source that stopped at a small rendition would be drawn blurred on a large
 * screen (browsers take the type attribute as a hint of support, not a check of each file).
 */
function candidatesOf(image: MediaImage, sizes: MediaSize[], ratio: number) {
  const fitting = sizes.filter((size) => fits(size, ratio));
  if (!fitting.length) return [];
  const largest = Math.max(...fitting.map((size) => size.width));
  return fits(image, ratio) && image.width > largest ? [...fitting, image] : fitting;
}

/**
 * An uploaded image as browsers want it: a <picture> with an AVIF source of the renditions that
 * fit the box (srcset and sizes) and an <img> of the WebP ones (the browsers the site supports all
 * read WebP, so a WebP source of its own would only repeat them), width and height set, the media's
 * alt text, and lazy loading unless it is the page's main image.
 * Media stored before renditions existed draw their original alone.
 */
export function ResponsiveImage({ image, src, alt, width, height, sizes, priority = false, className }: ResponsiveImageProps) {
  const loading = priority ? ('eager' as const) : ('lazy' as const);
  const common = { width, height, loading, decoding: 'async' as const, className, ...(priority ? { fetchPriority: 'high' as const } : {}) };
  if (!image) return <img src={src} alt={alt ?? ''} {...common} />;

  const ratio = width / height;
  const renditions = image.sizes ?? [];
  const avif = candidatesOf(
    image,
    renditions.filter((size) => size.mimeType === 'image/avif'),
    ratio,
  );
  const webp = candidatesOf(
    image,
    renditions.filter((size) => size.mimeType === 'image/webp'),
    ratio,
  );
  // The <img>: the WebP renditions, else the original itself (its width known, so srcset still says it).
  const fallback = webp.length ? webp : [image];
  return (
    // display: contents: the <img> lays out as the parent's own child (flex items, percentage widths).
    <picture css={{ display: 'contents' }}>
      {avif.length > 0 && <source type="image/avif" srcSet={srcSetOf(avif)} sizes={sizes} />}
      <img src={image.url} srcSet={srcSetOf(fallback)} sizes={sizes} alt={alt ?? image.alt} {...common} />
    </picture>
  );
}
