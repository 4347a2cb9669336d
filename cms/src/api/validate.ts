import type { z } from 'zod';

import { ApiError } from './errors';
import { dialect } from '../lib/database';

/** The one way a handler reads input: parse with a contract schema; a ZodError becomes a 400. */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  return schema.parse(input ?? {});
}

const idPattern = dialect === 'mongodb' ? /^[a-f0-9]{24}$/i : /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isId = (value: unknown): value is string => typeof value === 'string' && idPattern.test(value);

/** A path id this database could never hold is simply not found (never a driver error). */
export function parseId(value: unknown, what: string): string {
  if (!isId(value)) throw new ApiError(404, `${what} not found`);
  return value;
}
