import type { SharpDependency } from 'payload';
import sharp from 'sharp';

import { format, limits, messages } from '@agency/contract';

import { env } from '../../config/env';
import { gated } from './sharp-turns';

/**
 * Decompression bombs: a few kilobytes of PNG can declare 144 megapixels, half a gigabyte once
 * decoded and most of a minute to resize. An upload's size is read from its header, before
 * anything decodes it, and refused past MEDIA_MAX_PIXELS (every frame of an animation counted,
 * as sharp counts them) or past 16,384 px on a side.
 */

const maxPixels = env.MEDIA_MAX_PIXELS;

export const pixelLimitMessage = (): string =>
  format(messages.imageTooManyPixels, {
    megapixels: Number((maxPixels / 1_000_000).toFixed(1)),
    side: limits.imageMaxSide.toLocaleString('en'),
  });

/**
 * sharp as Payload (its image sizes, crops and resizes) and our checks get it: it decodes no
 * input past the limit, whatever the header claimed, and its pipelines take turns (sharp-turns).
 */
export const mediaSharp: SharpDependency = (input, options) => gated(sharp(input, { ...options, limitInputPixels: maxPixels }));

export const aspectLimitMessage = (): string => format(messages.imageTooNarrow, { ratio: limits.imageMaxAspect });

/**
 * Why an image's header rules it out, if it does: more pixels or a longer side than allowed,
 * or a shape so narrow that a cropped rendition would enlarge it past the limit. `metadata()`
 * reads the header only (no pixel data is decompressed); an unreadable header throws, for the
 * caller to refuse.
 */
export async function pixelLimitRefusal(input: Buffer | string): Promise<string | undefined> {
  // No limit here: the point is to read the figures of an image the limit will refuse.
  const { width = 0, height = 0, pageHeight, pages = 1 } = await sharp(input, { limitInputPixels: false }).metadata();
  const frameHeight = pageHeight ?? height;
  if (width > limits.imageMaxSide || frameHeight > limits.imageMaxSide || width * frameHeight * pages > maxPixels)
    return pixelLimitMessage();
  if (Math.max(width, frameHeight) > limits.imageMaxAspect * Math.min(width, frameHeight)) return aspectLimitMessage();
  return undefined;
}
