import type { ImageSize } from 'payload';

/**
 * The renditions Payload makes of every upload. A Payload image size has one output format,
 * so each rendition is declared twice, as `<name>Webp` and `<name>Avif`: same box, same crop,
 * two encodings for a <picture>'s two sources. The originals stay as uploaded (the fallback).
 *
 * - thumbnail: a square crop around the focal point (avatars, client marks: 80 px at 2x).
 * - card: 768 px wide, the upload's own proportions (cards, posters).
 * - hero: 1600 px wide, the upload's own proportions (full-width images).
 * - og: 1200x630, cropped around the focal point (link previews).
 *
 * Payload leaves a size out when the upload is smaller than it (no enlargement): a 256 px
 * avatar has a thumbnail but no card or hero, and the site then uses the original.
 */
export const renditions = [
  { name: 'thumbnail', width: 160, height: 160 },
  { name: 'card', width: 768 },
  { name: 'hero', width: 1600 },
  { name: 'og', width: 1200, height: 630 },
] as const;

export const renditionFormats = [
  { suffix: 'Webp', format: 'webp', mimeType: 'image/webp', options: { quality: 80 } },
  { suffix: 'Avif', format: 'avif', mimeType: 'image/avif', options: { quality: 55, effort: 2 } },
] as const;

export const imageSizes: ImageSize[] = renditions.flatMap((rendition) =>
  renditionFormats.map(({ suffix, format, options }) => ({
    ...rendition,
    name: `${rendition.name}${suffix}`,
    formatOptions: { format, options: { ...options } },
  })),
);
