import { z } from 'zod';

import { limits, priceBases } from './limits';
import { format, messages } from './messages';

/**
 * The one set of schemas: the API validates request bodies with them and both
 * clients validate their forms with them, so a rule and its message live here only.
 */

/** A required string whose missing, wrong-typed or blank value reads `required`. */
export const requiredText = (required: string, max: number = limits.textMax) =>
  z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? required : `${required.replace(/ is required$/, '')} must be text`) })
    .trim()
    .min(1, required)
    .max(max, `Must be at most ${max} characters long`);

const emailText = (required: string, invalid: string) =>
  requiredText(required, 254).pipe(z.email({ error: invalid }));

/** Payload ids: UUIDs on SQLite and PostgreSQL, ObjectIds on MongoDB. */
export const idSchema = z
  .string({ error: messages.invalidId })
  .regex(/^[A-Za-z0-9-]{1,64}$/, messages.invalidId);

const newPassword = requiredText(messages.required, 128).refine((value) => value.length >= 8, {
  message: 'Password must be at least 8 characters long',
});

// Auth and users -------------------------------------------------------------

export const loginSchema = z.strictObject({
  email: emailText(messages.required, messages.emailInvalid),
  password: requiredText(messages.required, 128),
});

export const changePasswordSchema = z.strictObject({
  oldPassword: requiredText(messages.required, 128),
  newPassword,
});

export const createAdminSchema = z.strictObject({
  email: emailText(messages.required, messages.emailInvalid),
  password: newPassword,
});

export const updateUserSchema = z
  .strictObject({
    email: emailText(messages.required, messages.emailInvalid).optional(),
    password: newPassword.optional(),
    /** Required when the account changes its own password: a stolen token alone cannot take it over. */
    currentPassword: requiredText(messages.required, 128).optional(),
  })
  .refine((value) => value.email !== undefined || value.password !== undefined, {
    message: 'Send an email or a password to change',
  });

// Categories and packages ----------------------------------------------------

export const categorySchema = z.strictObject({
  name: requiredText(messages.nameRequired, 100),
});

const hasTwoDecimalsAtMost = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

export const priceSchema = z
  .number({ error: (issue) => (issue.input === undefined || issue.input === '' ? messages.priceRequired : 'Price must be a number') })
  .min(limits.priceMin, messages.priceMin)
  .max(1_000_000, 'Price must be at most 1,000,000')
  .refine(hasTwoDecimalsAtMost, messages.priceDecimals);

export const packageSchema = z.strictObject({
  name: requiredText(messages.nameRequired),
  description: requiredText(messages.descriptionRequired, limits.longTextMax),
  price: priceSchema,
  priceBasis: z.enum(priceBases, { error: messages.priceBasisRequired }),
  features: z
    .array(requiredText(messages.featureRequired), { error: messages.featuresRequired })
    .min(1, messages.featuresRequired)
    .max(limits.featuresMax, `At most ${limits.featuresMax} features`),
  category: requiredText(messages.categoryRequired, 64).pipe(idSchema),
  paymentRedirectURL: requiredText(messages.paymentUrlRequired, 2000).pipe(
    z.url({ protocol: /^https?$/, error: messages.paymentUrlInvalid }),
  ),
});

// Team members ---------------------------------------------------------------

export const skillsSchema = z
  .array(z.string().trim().min(1).max(60, 'Each skill must be at most 60 characters long'))
  .max(limits.skillsMax, `At most ${limits.skillsMax} skills`)
  .transform((skills) => [...new Set(skills)]);

export const teamMemberSchema = z.strictObject({
  name: requiredText(messages.required),
  role: requiredText(messages.required),
  email: emailText(messages.required, messages.emailInvalid),
  skills: skillsSchema.default([]),
});

/** Adds a skill the way the team form does: trimmed, no empties, no duplicates. */
export function addSkill(skills: readonly string[], input: string): string[] {
  const skill = input.trim();
  return skill === '' || skills.includes(skill) ? [...skills] : [...skills, skill];
}

// Queries and the one-time code ----------------------------------------------

export const phonePattern = /^\+?[0-9\s\-()]+$/;

export const contactSchema = z.object({
  name: z.string({ error: messages.contactNameMin }).trim().min(limits.nameMin, messages.contactNameMin).max(100, 'Name must be at most 100 characters long'),
  email: z.string({ error: messages.contactEmail }).trim().max(254, messages.contactEmail).pipe(z.email({ error: messages.contactEmail })),
  phone: z
    .string({ error: messages.contactPhoneMin })
    .trim()
    .min(limits.phoneMin, messages.contactPhoneMin)
    .max(30, 'Phone number must be at most 30 characters long')
    .regex(phonePattern, messages.contactPhoneInvalid),
  message: z
    .string({ error: messages.contactMessageMin })
    .trim()
    .min(limits.messageMin, messages.contactMessageMin)
    .max(limits.longTextMax, `Message must be at most ${limits.longTextMax} characters long`),
});

/** The server's create body: the form plus the hidden honeypot field bots fill in. */
export const createQuerySchema = contactSchema.extend({ website: z.string().max(500).optional() }).strict();

export const otpSchema = z
  .string({ error: messages.otpLength })
  .length(limits.otpLength, messages.otpLength)
  .regex(/^[A-Za-z0-9]+$/, messages.otpCharset);

/** What the six-slot input keeps of typed or pasted text. */
export const sanitizeOtp = (input: string) => input.replace(/[^A-Za-z0-9]/g, '').slice(0, limits.otpLength);

export const verifyOtpSchema = z.strictObject({ otp: otpSchema, queryId: idSchema });

export const resendOtpSchema = z.strictObject({
  email: z.string({ error: messages.contactEmail }).trim().pipe(z.email({ error: messages.contactEmail })),
  queryId: idSchema,
});

export const queryListParamsSchema = z.object({
  searchTerm: z.string().trim().max(200, 'Search term must be at most 200 characters long').optional(),
  isVerified: z.enum(['true', 'false'], { error: 'isVerified must be true or false' }).optional(),
  limit: z.coerce.number({ error: 'limit must be a number' }).int('limit must be a whole number').min(1, 'limit must be at least 1').max(100, 'limit must be at most 100').default(limits.adminPageSize),
  page: z.coerce.number({ error: 'page must be a number' }).int('page must be a whole number').min(1, 'page must be at least 1').max(100_000, 'page is too large').default(1),
});

export const queryPatchSchema = contactSchema
  .partial()
  .extend({ isVerified: z.boolean({ error: 'isVerified must be true or false' }).optional() })
  .strict()
  .refine((value) => Object.keys(value).length > 0, { message: 'Send at least one field to change' });

export type LoginInput = z.infer<typeof loginSchema>;
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;
export type CategoryInput = z.infer<typeof categorySchema>;
export type PackageInput = z.infer<typeof packageSchema>;
export type TeamMemberInput = z.infer<typeof teamMemberSchema>;
export type ContactInput = z.infer<typeof contactSchema>;
export type QueryListParams = z.infer<typeof queryListParamsSchema>;

export const tooManyRequestsMessage = (seconds: number) => format(messages.tooManyRequests, { seconds });
