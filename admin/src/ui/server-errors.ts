import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

import { ApiRequestError } from '../providers/http';

/**
 * Puts the field errors a 4xx answer names onto the form's own fields, so the person
 * sees what to fix where they fix it. Returns the server's message when no field of
 * this form was named (a conflict, a rate limit…), for the form to show on its own.
 */
export function applyServerErrors<T extends FieldValues>(error: unknown, fields: readonly string[], setError: UseFormSetError<T>): string | undefined {
  if (!(error instanceof ApiRequestError) || error.noResponse) return undefined;
  let placed = false;
  for (const { path, message } of error.errors) {
    const field = fields.find((name) => path === name || path.startsWith(`${name}.`));
    if (!field) continue;
    setError(path as Path<T>, { type: 'server', message }, { shouldFocus: !placed });
    placed = true;
  }
  return placed ? undefined : error.serverMessage;
}

/** Whether a failure names a field of this form: then applyServerErrors says it there, and nothing else needs to. */
export const namesField = (error: unknown, fields: readonly string[]): boolean =>
  error instanceof ApiRequestError &&
  !error.noResponse &&
  error.errors.some(({ path }) => fields.some((name) => path === name || path.startsWith(`${name}.`)));
