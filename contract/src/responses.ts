import { z } from 'zod';

import { accountStatuses, roles, trashResources, deliveryKinds, deliveryStates, openQueryStatuses, queryEventTypes, priceBases, queryNoteKinds, queryStatuses, threadKinds } from './limits';

/**
 * What the API answers, as zod schemas: the envelope and the records inside its `data`.
 * The types in `types.ts` are inferred from these, so a shape is written once. Ids are
 * Payload's, named `_id` as in the spec.
 */

export const metaSchema = z.object({ total: z.number(), page: z.number(), limit: z.number(), totalPage: z.number() });

export const fieldErrorSchema = z.object({ path: z.string(), message: z.string() });

/** Every failure: the right HTTP status and this body. */
export const failureSchema = z.object({ success: z.literal(false), message: z.string(), errors: z.array(fieldErrorSchema).optional() });

/** Every success: `data` of the endpoint's own shape, `meta` on the paged query list. */
export const successSchema = <Data extends z.ZodType>(data: Data) =>
  z.object({ success: z.literal(true), message: z.string(), data, meta: metaSchema.optional() });

export const deletedSchema = z.object({ _id: z.string() });

export const staffUserSchema = z.object({ _id: z.string(), email: z.string() });

/** The signed-in person (`GET /auth/me`): what the dashboard shows and which screens their role opens. */
export const meSchema = z.object({ _id: z.string(), email: z.string(), name: z.string().nullable(), role: z.enum(roles) });

/** One entry of the audit log: who (null: nobody signed in) did what to which record, when and from where. */
export const auditEntrySchema = z.object({
  _id: z.string(),
  at: z.string(),
  actor: staffUserSchema.nullable(),
  action: z.string(),
  resource: z.string(),
  resourceId: z.string().nullable(),
  /** The fields changed, each from and to (secrets never); null when the action changes no field. */
  changes: z.record(z.string(), z.object({ from: z.unknown(), to: z.unknown() })).nullable(),
  ip: z.string().nullable(),
});

/** Something deleted, in the trash until `purgeAt` (`GET /trash`). */
export const trashItemSchema = z.object({
  _id: z.string(),
  resource: z.enum(trashResources),
  /** What the item is called: a package's or category's name, a page's title, a file's name. */
  title: z.string(),
  deletedAt: z.string(),
  /** When the purge destroys it, unless restored before. */
  purgeAt: z.string(),
});

/** An account as its owner manages it (`GET /staff`). */
export const staffAccountSchema = meSchema.extend({
  status: z.enum(accountStatuses),
  /** ISO time of the last sign-in, or null. */
  lastSignInAt: z.string().nullable(),
});

export const categoryRecordSchema = z.object({ _id: z.string(), name: z.string() });

export const packageRecordSchema = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  price: z.number(),
  priceBasis: z.enum(priceBases),
  features: z.array(z.string()),
  paymentRedirectURL: z.string(),
  category: categoryRecordSchema,
});

/** One rendition of an upload (a Payload image size): its address on /media, size in pixels and type (WebP or AVIF). */
export const mediaSizeSchema = z.object({ name: z.string(), url: z.string(), width: z.number(), height: z.number(), mimeType: z.string() });

/**
 * An uploaded image as the site draws it: the original (the fallback), its alt text and its
 * renditions for `srcset`. Media stored before renditions existed have none (`sizes` absent).
 */
export const mediaImageSchema = z.object({
  url: z.string(),
  width: z.number(),
  height: z.number(),
  mimeType: z.string(),
  alt: z.string(),
  sizes: z.array(mediaSizeSchema).optional(),
});

export const teamMemberRecordSchema = z.object({
  _id: z.string(),
  name: z.string(),
  role: z.string(),
  /** Left out of the public list. */
  email: z.string().optional(),
  skills: z.array(z.string()),
  profileImage: z.string().optional(),
  /** The profile image with its size, alt text and renditions. */
  profileImageMedia: mediaImageSchema.optional(),
});

export const queryRecordSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  message: z.string(),
  isVerified: z.boolean(),
  createdAt: z.string(),
  status: z.enum(queryStatuses),
  /** The staff member who holds the query, or null. */
  assignee: staffUserSchema.nullable(),
  /** ISO time of the first move to `answered`, or null. */
  answeredAt: z.string().nullable(),
  /** The short reference a verified query is known by (`Q-1042`, sequential); null until verified. */
  reference: z.string().nullable(),
  /**
   * ISO time of the visitor's oldest message no staff reply has followed (the query's verification,
   * or an answer by mail), while the status is `new` or `in-progress`; null when nobody waits.
   */
  awaitingReplySince: z.string().nullable(),
  /** `awaitingReplySince` plus the response target (the inbox settings): past it, the query is overdue. */
  replyDueAt: z.string().nullable(),
});

// Support inbox -----------------------------------------------------------------

/** A file that came with a visitor's answer: staff download it (`GET /query/:id/attachments/:attachmentId`), the public never can. */
export const queryAttachmentSchema = z.object({
  _id: z.string(),
  name: z.string(),
  size: z.number(),
  contentType: z.string(),
});

/**
 * One entry of a query's append-only log: a staff note, a reply mailed to the visitor, or the
 * visitor's answer that came back by mail (`inbound`: no author, `from` the sender, maybe files).
 */
export const queryNoteRecordSchema = z.object({
  _id: z.string(),
  kind: z.enum(queryNoteKinds),
  text: z.string(),
  /** Null once the author's account is deleted, and for a visitor's answer. */
  author: staffUserSchema.nullable(),
  /** The sender of a visitor's answer; null otherwise. */
  from: z.string().nullable(),
  attachments: z.array(queryAttachmentSchema),
  createdAt: z.string(),
});

/** `GET /query/:id`: the query with its notes and replies, oldest first. */
export const queryDetailSchema = queryRecordSchema.extend({ notes: z.array(queryNoteRecordSchema) });

/** One mail of a query (never its content or code). */
export const deliveryRecordSchema = z.object({
  _id: z.string(),
  /** The query the mail belongs to. */
  queryId: z.string(),
  kind: z.enum(deliveryKinds),
  state: z.enum(deliveryStates),
  attempts: z.number(),
  lastError: z.string().nullable(),
  to: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  sentAt: z.string().nullable(),
});

/**
 * One entry of a query's timeline, oldest first: the visitor's `message`, staff `note`s and
 * `reply`s, the visitor's `inbound` answers (with `from` and their files), and the workflow's
 * `status` and `assignment` changes (`assignee` null: released). `author` is the staff member
 * who wrote or changed it; absent for the visitor and for the system (an answer reopening a query).
 */
export const threadEntrySchema = z.object({
  _id: z.string(),
  kind: z.enum(threadKinds),
  at: z.string(),
  author: staffUserSchema.optional(),
  text: z.string().optional(),
  from: z.string().optional(),
  status: z.enum(queryStatuses).optional(),
  assignee: staffUserSchema.nullable().optional(),
  attachments: z.array(queryAttachmentSchema).optional(),
});

/** A reply staff keep for answers they give often. */
export const savedReplyRecordSchema = z.object({ _id: z.string(), title: z.string(), body: z.string(), updatedAt: z.string() });

/** `POST /inbound/mail`: the answer threaded into its query; `duplicate` when that message was already kept. */
export const inboundThreadedSchema = z.object({ queryId: z.string(), noteId: z.string(), duplicate: z.boolean() });

/** `POST /query/:id/reply`: the reply as recorded on the query, and its mail. */
export const replySentSchema = z.object({ note: queryNoteRecordSchema, delivery: deliveryRecordSchema });

/** `POST /query/bulk`: the ids acted on (ids that do not exist are left out). */
export const bulkResultSchema = z.object({ action: z.enum(['delete', 'status', 'assign']), ids: z.array(z.string()) });

const countOf = z.number();

/** `GET /stats`: the overview's figures for a range. */
export const statsSchema = z.object({
  /** ISO times; `to` is exclusive. */
  range: z.object({ from: z.string(), to: z.string() }),
  /** Queries submitted per week (weeks start on Monday, UTC; `week` is that Monday, YYYY-MM-DD), every week of the range. */
  queriesPerWeek: z.array(z.object({ week: z.string(), count: countOf })),
  /** Verified / submitted in the range, 0–1; null without submissions. */
  verificationRate: z.number().nullable(),
  /** Median minutes from submission to verification of the range's verified queries; null without any. */
  medianVerifyMinutes: z.number().nullable(),
  /** Verified queries of the range not yet closed, by status. */
  openByStatus: z.object(Object.fromEntries(openQueryStatuses.map((status) => [status, countOf])) as Record<(typeof openQueryStatuses)[number], typeof countOf>),
  /** The same queries by assignee (null: nobody), most first. */
  openByAssignee: z.array(z.object({ assignee: staffUserSchema.nullable(), count: countOf })),
  /** From queueing a code mail to the SMTP server's acceptance, over the range's sent code mails; null without any. */
  codeMailLatencyMs: z.object({ p50: z.number().nullable(), p95: z.number().nullable() }),
  /** Mails of the range that ended `failed`. */
  failedDeliveries: countOf,
  /** Verified queries waiting for a staff reply now (new, or in progress with the visitor's message newest), whatever the range. */
  unanswered: countOf,
  /** Of those, the ones waiting longer than the response target. */
  overdue: countOf,
  /** Seconds from verification to the first staff reply, over the range's queries that have one; null without any. */
  firstResponse: z.object({ median: z.number().nullable(), p90: z.number().nullable() }),
  /** The response target the overdue count uses, in hours (the inbox settings, changed in the CMS panel). */
  responseTargetHours: z.number(),
});

/** Who views a query now (`presence` event, `POST /query/:id/presence`). */
export const presenceSchema = z.object({ queryId: z.string(), viewers: z.array(staffUserSchema) });

/** One event of `GET /events`: its name (the SSE `event:` line) and its `data` (JSON). */
export const liveEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.enum(queryEventTypes), data: z.object({ id: z.string() }) }),
  z.object({ type: z.literal('presence'), data: presenceSchema }),
]);

/** `POST /events/ticket`: opens one event stream (`GET /events?ticket=…`), for a client that cannot send headers (EventSource). */
export const eventTicketSchema = z.object({ ticket: z.string() });

export const queryCreatedSchema = z.object({ id: z.string() });
export const queryVerifiedSchema = z.object({ id: z.string(), isVerified: z.literal(true) });

const upDown = z.enum(['up', 'down']);

/** `GET /health`: the database and Redis for everyone; the mail worker and queue for staff. */
export const healthReportSchema = z.object({
  database: upDown,
  redis: upDown,
  worker: upDown.optional(),
  /** ISO time of the last report of any mail worker (a day at most), or null. */
  workerLastSeen: z.string().nullable().optional(),
  /** waiting, active, delayed, failed. */
  queue: z.record(z.string(), z.number()).optional(),
  /** Staff only: the database engine that answers, and its server's version when the engine tells it. */
  databaseEngine: z.object({ name: z.string(), version: z.string().nullable() }).optional(),
});

// Site content (the `site-content` global), its fields as /api/v1 names them ----

export const faqEntrySchema = z.object({ question: z.string(), answer: z.string() });

export const processCardSchema = z.object({
  title: z.string(),
  subtitle: z.string(),
  image: z.string(),
  imageMedia: mediaImageSchema.optional(),
  features: z.array(z.string()),
});

export const statsEntrySchema = z.object({ icon: z.string(), amount: z.number(), suffix: z.string().optional(), description: z.string() });

export const helpCardSchema = z.object({ title: z.string(), description: z.string(), items: z.array(z.string()), icon: z.string() });

export const testimonialSchema = z.object({
  name: z.string(),
  role: z.string(),
  image: z.string(),
  imageMedia: mediaImageSchema.optional(),
  text: z.string(),
});

export const clientSchema = z.object({
  name: z.string(),
  image: z.string(),
  imageMedia: mediaImageSchema.optional(),
  subscriberCount: z.string(),
});

/** A portfolio video; `poster`, a frame of it, is drawn until the visitor presses play. */
export const portfolioVideoSchema = z.object({
  id: z.string(),
  embedId: z.string(),
  title: z.string(),
  poster: mediaImageSchema.optional(),
});

export const socialLinkSchema = z.object({
  kind: z.enum(['instagram', 'youtube', 'facebook', 'linkedin']),
  label: z.string(),
  url: z.string(),
});

// Search and link previews (the panel's SEO fields; every one optional, the page's own is the default) ----

/** A link-preview image: its address (absolute, or /media/… on the site's origin), size in pixels and alt text. */
export const seoImageSchema = z.object({ url: z.string(), width: z.number(), height: z.number(), alt: z.string() });
export const pageSeoSchema = z.object({
  title: z.string().optional(),
  description: z.string().optional(),
  image: seoImageSchema.optional(),
});
/** The site content's SEO tab: the default link-preview image, the home and support pages' own settings. */
export const siteSeoSchema = z.object({ image: seoImageSchema.optional(), home: pageSeoSchema, support: pageSeoSchema });

export const siteContentSchema = z.object({
  hero: z.object({ title: z.string(), subtitle: z.string(), trustedBy: z.string(), ctaLabel: z.string() }),
  stats: z.array(statsEntrySchema),
  processCards: z.array(processCardSchema),
  helpCards: z.array(helpCardSchema),
  faq: z.array(faqEntrySchema),
  portfolio: z.object({
    shortForm: z.array(portfolioVideoSchema),
    longForm: z.array(portfolioVideoSchema),
    videoAds: z.array(portfolioVideoSchema),
  }),
  clients: z.array(clientSchema),
  testimonials: z.array(testimonialSchema),
  cta: z.object({ title: z.string(), text: z.string(), buttonLabel: z.string() }),
  contact: z.object({ email: z.string(), phone: z.string(), address: z.string(), messagingNumber: z.string() }),
  socialLinks: z.array(socialLinkSchema),
  schedulingUrl: z.string(),
  seo: siteSeoSchema.optional(),
  updatedAt: z.string().optional(),
});

// Legal pages (the CMS's `legal-pages`): rich text as a safe node tree, never HTML ----------

/** Inline rich text: marked-up text, a line break, or a link (to the site's own paths, http(s), mailto: or tel:). */
export type RichTextInline =
  | { type: 'text'; text: string; bold?: boolean; italic?: boolean; underline?: boolean }
  | { type: 'break' }
  | { type: 'link'; href: string; newTab?: boolean; children: RichTextInline[] };
export interface RichTextList {
  type: 'list';
  ordered: boolean;
  items: { children: RichTextInline[]; nested?: RichTextList }[];
}
export type RichTextBlock =
  | { type: 'paragraph'; children: RichTextInline[] }
  | { type: 'heading'; level: 2 | 3; children: RichTextInline[] }
  | { type: 'quote'; children: RichTextInline[] }
  | RichTextList;

export const richTextInlineSchema: z.ZodType<RichTextInline> = z.lazy(() =>
  z.union([
    z.object({
      type: z.literal('text'),
      text: z.string(),
      bold: z.boolean().optional(),
      italic: z.boolean().optional(),
      underline: z.boolean().optional(),
    }),
    z.object({ type: z.literal('break') }),
    z.object({ type: z.literal('link'), href: z.string(), newTab: z.boolean().optional(), children: z.array(richTextInlineSchema) }),
  ]),
);
export const richTextListSchema: z.ZodType<RichTextList> = z.lazy(() =>
  z.object({
    type: z.literal('list'),
    ordered: z.boolean(),
    items: z.array(z.object({ children: z.array(richTextInlineSchema), nested: richTextListSchema.optional() })),
  }),
);
export const richTextBlockSchema: z.ZodType<RichTextBlock> = z.union([
  z.object({ type: z.literal('paragraph'), children: z.array(richTextInlineSchema) }),
  z.object({ type: z.literal('heading'), level: z.union([z.literal(2), z.literal(3)]), children: z.array(richTextInlineSchema) }),
  z.object({ type: z.literal('quote'), children: z.array(richTextInlineSchema) }),
  richTextListSchema,
]);

export const legalPageRecordSchema = z.object({
  _id: z.string(),
  title: z.string(),
  slug: z.string(),
  /** Where the site shows it: /terms-of-services, /privacy-policy, /refund-policy, or /legal/<slug>. */
  path: z.string(),
  description: z.string(),
  content: z.array(richTextBlockSchema),
  /** Search title and link-preview image, when the editor set them. */
  seo: pageSeoSchema.omit({ description: true }).optional(),
  /** When it was last published (ISO 8601). */
  updatedAt: z.string(),
});

/** A legal page without its text: what the footer, the sitemap and the head tags need. */
export const legalPageSummarySchema = legalPageRecordSchema.omit({ content: true });
