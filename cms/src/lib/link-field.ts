import type { TextField } from 'payload';
import type { TextFieldSingleValidation } from 'payload/shared';

import { limits, messages, safeUrlSchema } from '@agency/contract';

/**
 * A text field holding an address the site links to, checked by the contract's one rule for links
 * (http or https only) on every write, through the panel and /api/v1 alike.
 */
export function linkField(name: string, options: { required?: string; invalid?: string; maxLength?: number } = {}): TextField {
  const { required = messages.required, invalid = messages.linkInvalid, maxLength = limits.urlMax } = options;
  const rule = safeUrlSchema(required, invalid, maxLength);
  const validate: TextFieldSingleValidation = (value) => {
    const result = rule.safeParse(value);
    return result.success || (result.error.issues[0]?.message ?? invalid);
  };
  return { name, type: 'text', required: true, maxLength, validate };
}
