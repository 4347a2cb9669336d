import { z } from 'zod';

import { deliveryKinds, deliveryStates, inboxLimits, limits, roles, priceBases, querySorts, queryStatuses, queryWaitingFilters } from './limits';
import { safeHref } from './links';
import { format, messages } from './messages';
import { altchaFieldSchema } from './proof-of-work';
import { twoTools } from './ui-settings';

/**
 * The one set of schemas: the API validates request bodies with them and both
 * clients validate their forms with them, so a rule and its message live here only.
 */

/** A required string whose missing, wrong-typed or blank value reads `required`. */
export const requiredText = (required: string, max: number = limits.textMax) =>
  z
    .string({
      error: (issue) =>
        issue.input === undefined || issue.input === null ? required : `${required.replace(/ is required$/, '')} must be text`,
    })
    .trim()
    .min(1, required)
    .max(max, `Must be at most ${max} characters long`);

const emailText = (required: string, invalid: string) => requiredText(required, limits.emailMax).pipe(z.email({ error: invalid }));

/** Payload ids: UUIDs on PostgreSQL, ObjectIds on MongoDB. */
export const idSchema = z.string({ error: messages.invalidId }).regex(new RegExp(`^[A-Za-z0-9-]{1,${limits.idMax}}$`), messages.invalidId);

const newPassword = requiredText(messages.required, limits.passwordMax).refine((value) => value.length >= limits.passwordMin, {
  message: `Password must be at least ${limits.passwordMin} characters long`,
});

// Auth and users -------------------------------------------------------------

export const loginSchema = z.strictObject({
  email: emailText(messages.required, messages.emailInvalid),
  password: requiredText(messages.required, limits.passwordMax),
});

export const changePasswordSchema = z.strictObject({
  oldPassword: requiredText(messages.required, limits.passwordMax),
  newPassword,
});

/** `POST /auth/forgot-password`: the address of the account; answered alike whether or not one uses it. */
export const forgotPasswordSchema = z.strictObject({
  email: emailText(messages.required, messages.emailInvalid),
});

/** `POST /auth/reset-password`: the mailed link's token and the new password. */
export const resetPasswordSchema = z.strictObject({
  token: requiredText(messages.resetLinkInvalid, 200),
  password: newPassword,
});

/** The dashboard's reset form: the new password twice, the same both times. */
export const newPasswordTwiceSchema = z
  .strictObject({ password: newPassword, confirm: z.string() })
  .refine((values) => values.confirm === values.password, { path: ['confirm'], message: messages.passwordsDiffer });

/** A person's name on their account: optional, and a blank one clears it. */
const personName = z
  .string({ error: 'Name must be text' })
  .trim()
  .max(limits.nameMax, `Must be at most ${limits.nameMax} characters long`)
  .refine((value) => value === '' || value.length >= limits.nameMin, `Name must be at least ${limits.nameMin} characters long`);

const roleSchema = z.enum(roles, { error: `Role must be one of: ${roles.join(', ')}` });

/** The spec's "create admin": an owner's account unless another role is asked for. */
export const createAdminSchema = z.strictObject({
  email: emailText(messages.required, messages.emailInvalid),
  password: newPassword,
  name: personName.optional(),
  role: roleSchema.default('owner'),
});

export const updateUserSchema = z
  .strictObject({
    email: emailText(messages.required, messages.emailInvalid).optional(),
    password: newPassword.optional(),
    name: personName.optional(),
    /** Required when the account changes its own password: a stolen token alone cannot take it over. */
    currentPassword: requiredText(messages.required, limits.passwordMax).optional(),
  })
  .refine((value) => value.email !== undefined || value.password !== undefined || value.name !== undefined, {
    message: 'Send an email, a name or a password to change',
  });

/** `POST /staff/invite`: who to invite, as what; the link is mailed to the address. */
export const inviteSchema = z.strictObject({
  email: emailText(messages.required, messages.emailInvalid),
  name: personName.optional(),
  role: roleSchema,
});

/** `PATCH /staff/:id`: an owner changes a colleague's role or turns the account off (or on again). */
export const staffPatchSchema = z
  .strictObject({ role: roleSchema.optional(), disabled: z.boolean({ error: 'Disabled must be true or false' }).optional() })
  .refine((value) => value.role !== undefined || value.disabled !== undefined, { message: 'Send a role or disabled to change' });

/** `POST /auth/accept-invite`: the mailed link's token, the new account's password and name. */
export const acceptInviteSchema = z.strictObject({
  token: requiredText(messages.inviteInvalid, 200),
  password: newPassword,
  name: personName.optional(),
});

// Links ----------------------------------------------------------------------

/** An address the site links to, by the one rule of `safeHref` (links.ts). */
export const safeUrlSchema = (required: string, invalid: string, max: number = limits.urlMax) =>
  requiredText(required, max).refine((address) => safeHref(address) !== undefined, invalid);

export { safeHref };

// Categories and packages ----------------------------------------------------

export const categorySchema = z.strictObject({
  name: requiredText(messages.nameRequired, limits.nameMax),
});

const hasTwoDecimalsAtMost = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

export const priceSchema = z
  .number({ error: (issue) => (issue.input === undefined || issue.input === '' ? messages.priceRequired : 'Price must be a number') })
  .min(limits.priceMin, messages.priceMin)
  .max(limits.priceMax, `Price must be at most ${limits.priceMax.toLocaleString('en-US')}`)
  .refine(hasTwoDecimalsAtMost, messages.priceDecimals);

export const packageSchema = z.strictObject({
  name: requiredText(messages.nameRequired),
  description: requiredText(messages.descriptionRequired, limits.longTextMax),
  price: priceSchema,
  priceBasis: z.enum(priceBases, { error: messages.priceBasisRequired }),
  features: z
    .array(requiredText(messages.featureRequired), { error: messages.featuresRequired })
    .min(limits.featuresMin, messages.featuresRequired)
    .max(limits.featuresMax, `At most ${limits.featuresMax} features`),
  category: requiredText(messages.categoryRequired, limits.idMax).pipe(idSchema),
  paymentRedirectURL: safeUrlSchema(messages.paymentUrlRequired, messages.paymentUrlInvalid),
});

// Team members ---------------------------------------------------------------

export const skillsSchema = z
  .array(z.string().trim().min(1).max(limits.skillMax, `Each skill must be at most ${limits.skillMax} characters long`))
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
  name: z
    .string({ error: messages.contactNameMin })
    .trim()
    .min(limits.nameMin, messages.contactNameMin)
    .max(limits.nameMax, `Name must be at most ${limits.nameMax} characters long`),
  email: z
    .string({ error: messages.contactEmail })
    .trim()
    .max(limits.emailMax, messages.contactEmail)
    .pipe(z.email({ error: messages.contactEmail })),
  phone: z
    .string({ error: messages.contactPhoneMin })
    .trim()
    .min(limits.phoneMin, messages.contactPhoneMin)
    .max(limits.phoneMax, `Phone number must be at most ${limits.phoneMax} characters long`)
    .regex(phonePattern, messages.contactPhoneInvalid),
  message: z
    .string({ error: messages.contactMessageMin })
    .trim()
    .min(limits.messageMin, messages.contactMessageMin)
    .max(limits.longTextMax, `Message must be at most ${limits.longTextMax} characters long`),
});

/** The server's create body: the form plus the hidden honeypot field bots fill in. */
export const createQuerySchema = contactSchema.extend({ website: z.string().max(limits.honeypotMax).optional(), altcha: altchaFieldSchema }).strict();

export const otpSchema = z
  .string({ error: messages.otpLength })
  .length(limits.otpLength, messages.otpLength)
  .regex(/^[A-Za-z0-9]+$/, messages.otpCharset);

/** What the six-slot input keeps of typed or pasted text. */
export const sanitizeOtp = (input: string) => input.replace(/[^A-Za-z0-9]/g, '').slice(0, limits.otpLength);

export const verifyOtpSchema = z.strictObject({ otp: otpSchema, queryId: idSchema });

export const resendOtpSchema = z.strictObject({
  email: z
    .string({ error: messages.contactEmail })
    .trim()
    .pipe(z.email({ error: messages.contactEmail })),
  queryId: idSchema,
  altcha: altchaFieldSchema,
});

// Support inbox: the query list's filters, export, workflow, notes, replies, bulk, deliveries, stats.

const isoDate = /^\d{4}-\d{2}-\d{2}$/;
const isoTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;
const dayMs = 24 * 60 * 60 * 1000;

/** An ISO day or time that names a real moment: no 30 February. */
const isRealTime = (value: string) => {
  const time = Date.parse(value);
  if (Number.isNaN(time)) return false;
  if (isoDate.test(value)) return new Date(time).toISOString().slice(0, 10) === value;
  return isoTime.test(value) && Number(value.slice(8, 10)) === new Date(Date.parse(value.slice(0, 10))).getUTCDate();
};

/** The dates a range may name: a day as `to` ends at the next midnight, which must still be a date. */
const earliest = new Date(Date.UTC(1970, 0, 1));
const latest = new Date(Date.UTC(9999, 0, 1));

/**
 * A range bound in a query string: a day (`2026-11-23`, UTC) or an ISO time. `from` is inclusive;
 * a day as `to` includes that whole day, so the parsed `to` is the next midnight (exclusive).
 */
const rangeBound = (name: 'from' | 'to') =>
  z
    .string({ error: `${name} must be a date` })
    .trim()
    .refine(isRealTime, `${name} must be a date (YYYY-MM-DD or an ISO time)`)
    .transform((value) => new Date(Date.parse(value) + (name === 'to' && isoDate.test(value) ? dayMs : 0)))
    .refine((time) => time >= earliest && time < latest, `${name} must be a date from 1970 to 9998`);

const rangeInOrder = (value: { from?: Date; to?: Date }) => !value.from || !value.to || value.from < value.to;
const rangeOrderIssue = { message: 'from must be before to', path: ['to'] };

const pageParams = {
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(limits.pageSizeMax, `limit must be at most ${limits.pageSizeMax}`)
    .default(limits.adminPageSize),
  page: z.coerce
    .number({ error: 'page must be a number' })
    .int('page must be a whole number')
    .min(1, 'page must be at least 1')
    .max(limits.pageMax, 'page is too large')
    .default(1),
};

export const queryStatusSchema = z.enum(queryStatuses, { error: `status must be one of ${queryStatuses.join(', ')}` });

/** The filters the query list and the CSV export share. `assignee=none`: queries nobody holds. */
const queryFilters = {
  searchTerm: z.string().trim().max(limits.searchTermMax, `Search term must be at most ${limits.searchTermMax} characters long`).optional(),
  isVerified: z.enum(['true', 'false'], { error: 'isVerified must be true or false' }).optional(),
  status: queryStatusSchema.optional(),
  assignee: z.union([z.literal('none'), idSchema], { error: 'assignee must be a staff user id or none' }).optional(),
  from: rangeBound('from').optional(),
  to: rangeBound('to').optional(),
  waiting: z.enum(queryWaitingFilters, { error: `waiting must be one of ${queryWaitingFilters.join(', ')}` }).optional(),
  sort: z.enum(querySorts, { error: `sort must be one of ${querySorts.join(', ')}` }).default('-createdAt'),
};

export const queryListParamsSchema = z.object({ ...queryFilters, ...pageParams }).refine(rangeInOrder, rangeOrderIssue);

/** `GET /query/export`: the list's filters, every matching row. */
export const queryExportParamsSchema = z.object(queryFilters).refine(rangeInOrder, rangeOrderIssue);

/** `PATCH /query/:id`: the fields to change. `assignee`: a staff user's id, or null to release the query. */
export const queryPatchSchema = contactSchema
  .partial()
  .extend({
    isVerified: z.boolean({ error: 'isVerified must be true or false' }).optional(),
    status: queryStatusSchema.optional(),
    assignee: idSchema.nullable().optional(),
  })
  .strict()
  .refine((value) => Object.keys(value).length > 0, { message: 'Send at least one field to change' });

export const queryNoteSchema = z.strictObject({ text: requiredText(messages.required, limits.longTextMax) });

export const queryReplySchema = z.strictObject({ message: requiredText(messages.required, limits.longTextMax) });

/** A saved reply: `{name}`, `{reference}` and `{staffName}` in its body are filled when a reply is sent. */
export const savedReplySchema = z.strictObject({
  title: requiredText(messages.required, limits.nameMax),
  body: requiredText(messages.required, limits.longTextMax),
});

/** `PATCH /saved-replies/:id`: either or both. */
export const savedReplyPatchSchema = savedReplySchema.partial().refine((change) => Object.keys(change).length > 0, messages.nothingToChange);

const bulkIds = z
  .array(idSchema, { error: 'ids must be a list of ids' })
  .min(1, 'Send at least one id')
  .max(inboxLimits.bulkIdsMax, `At most ${inboxLimits.bulkIdsMax} ids per call`)
  .transform((ids) => [...new Set(ids)]);

export const queryBulkSchema = z.discriminatedUnion(
  'action',
  [
    z.strictObject({ action: z.literal('delete'), ids: bulkIds }),
    z.strictObject({ action: z.literal('status'), ids: bulkIds, status: queryStatusSchema }),
    // A staff user's id, or null to release the queries.
    z.strictObject({ action: z.literal('assign'), ids: bulkIds, assignee: idSchema.nullable() }),
  ],
  { error: 'action must be delete, status or assign' },
);

export const deliveryListParamsSchema = z.object({
  state: z.enum(deliveryStates, { error: `state must be one of ${deliveryStates.join(', ')}` }).optional(),
  kind: z.enum(deliveryKinds, { error: `kind must be one of ${deliveryKinds.join(', ')}` }).optional(),
  ...pageParams,
});

/** The audit log's filters (`GET /audit`, and its export without paging): who, what, on which resource, when. */
const auditFilters = {
  actor: z.union([z.literal('none'), idSchema], { error: 'actor must be a staff user id or none' }).optional(),
  action: z.string().trim().max(limits.nameMax, `action must be at most ${limits.nameMax} characters`).optional(),
  resource: z.string().trim().max(limits.nameMax, `resource must be at most ${limits.nameMax} characters`).optional(),
  from: rangeBound('from').optional(),
  to: rangeBound('to').optional(),
};
export const auditListParamsSchema = z.object({ ...auditFilters, ...pageParams }).refine(rangeInOrder, rangeOrderIssue);
export const auditExportParamsSchema = z.object(auditFilters).refine(rangeInOrder, rangeOrderIssue);
export type AuditFilters = z.infer<typeof auditExportParamsSchema>;

/** A package, category or team member update's query: publish over a newer panel draft (decision 027). */
export const updateQuerySchema = z.object({
  [twoTools.overwriteDraftParam]: z.literal('true', { error: `${twoTools.overwriteDraftParam} must be true when given` }).optional(),
});

/** `GET /events`: a ticket from `POST /events/ticket`, for a client that cannot send the token. */
export const eventStreamParamsSchema = z.object({ ticket: z.string().max(100, 'ticket is at most 100 characters').optional() });

/** `GET /stats`: without `from`, the last `inboxLimits.statsDefaultWeeks` weeks up to `to` (default now). */
export const statsParamsSchema = z
  .object({ from: rangeBound('from').optional(), to: rangeBound('to').optional() })
  .refine(rangeInOrder, rangeOrderIssue)
  // Runs when a bound failed its own check too (then it is not a Date): only a real range is measured.
  .refine(
    ({ from, to }) =>
      !(from instanceof Date) ||
      (to instanceof Date ? to : new Date()).getTime() - from.getTime() <= inboxLimits.statsMaxYears * 366 * dayMs,
    {
      message: `The range may span at most ${inboxLimits.statsMaxYears} years`,
      path: ['from'],
    },
  );

export type LoginInput = z.infer<typeof loginSchema>;
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;
export type NewPasswordTwiceInput = z.infer<typeof newPasswordTwiceSchema>;
export type CategoryInput = z.infer<typeof categorySchema>;
export type PackageInput = z.infer<typeof packageSchema>;
export type TeamMemberInput = z.infer<typeof teamMemberSchema>;
export type ContactInput = z.infer<typeof contactSchema>;
export type QueryListParams = z.infer<typeof queryListParamsSchema>;
export type QueryExportParams = z.infer<typeof queryExportParamsSchema>;
export type QueryBulkInput = z.infer<typeof queryBulkSchema>;

export const tooManyRequestsMessage = (seconds: number) => format(messages.tooManyRequests, { seconds });
