/** What formErrors needs of a zod schema (structural, so the site needs no zod of its own). */
interface Schema {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

/**
 * Runs a shared zod schema as a formik `validate`: the first message per field,
 * keyed by the field's name, so the forms show the contract's exact texts.
 */
export function formErrors<T extends object>(schema: Schema, values: T): Partial<Record<keyof T, string>> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: Partial<Record<keyof T, string>> = {};
  for (const issue of result.error.issues) {
    const key = issue.path[0] as keyof T | undefined;
    if (key !== undefined && errors[key] === undefined) errors[key] = issue.message;
  }
  return errors;
}
