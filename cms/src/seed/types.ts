import type { TextRow } from '../lib/text-rows';
import type { Media } from '../payload-types';

/** What the generated Payload types cannot say about the seed: its images are drawn in code. */

export interface SeedImage {
  /** File base name, kebab-case, unique across the seed: `client-01`, `testimonial-03`, `process-research`. */
  name: string;
  alt: string;
  /** A complete standalone SVG document (with xmlns, width, height, viewBox). */
  svg: string;
}

/** A list of `{ text }` rows and nothing else (features, roadmap items). */
type IsTextRows<V> = [NonNullable<V>] extends [TextRow[]] ? ([keyof NonNullable<V>[number]] extends ['text' | 'id'] ? true : false) : false;

/**
 * A document's data as the seed writes it, derived from its generated type: no ids or
 * timestamps, uploads as drawings (stored as WebP media at seed time), text rows as plain strings.
 */
export type Seed<T> = T extends (infer Row)[]
  ? Seed<Row>[]
  : T extends object
    ? { [K in keyof T as K extends 'id' | 'createdAt' | 'updatedAt' ? never : K]: SeedValue<T[K]> }
    : T;

type SeedValue<V> = [Media] extends [Extract<V, Media>]
  ? Exclude<V, string | Media> | SeedImage
  : IsTextRows<V> extends true
    ? Exclude<V, unknown[]> | string[]
    : Seed<V>;
