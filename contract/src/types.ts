import type { z } from 'zod';

import type {
  categoryRecordSchema,
  clientSchema,
  faqEntrySchema,
  failureSchema,
  fieldErrorSchema,
  healthReportSchema,
  legalPageRecordSchema,
  legalPageSummarySchema,
  mediaImageSchema,
  mediaSizeSchema,
  pageSeoSchema,
  seoImageSchema,
  siteSeoSchema,
  helpCardSchema,
  metaSchema,
  packageRecordSchema,
  portfolioVideoSchema,
  processCardSchema,
  queryRecordSchema,
  queryDetailSchema,
  queryNoteRecordSchema,
  queryAttachmentSchema,
  inboundThreadedSchema,
  threadEntrySchema,
  savedReplyRecordSchema,
  deliveryRecordSchema,
  replySentSchema,
  bulkResultSchema,
  statsSchema,
  presenceSchema,
  liveEventSchema,
  eventTicketSchema,
  siteContentSchema,
  socialLinkSchema,
  staffUserSchema,
  meSchema,
  auditEntrySchema,
  trashItemSchema,
  staffAccountSchema,
  statsEntrySchema,
  teamMemberRecordSchema,
  testimonialSchema,
} from './responses';

/** Response shapes of the /api/v1 contract (ARCHITECTURE.md, "API contract"), inferred from `responses.ts`. */
export type Meta = z.infer<typeof metaSchema>;

export interface ApiSuccess<T> {
  success: true;
  message: string;
  data: T;
  meta?: Meta;
}

export type FieldError = z.infer<typeof fieldErrorSchema>;
export type ApiFailure = z.infer<typeof failureSchema>;

export type Category = z.infer<typeof categoryRecordSchema>;
export type Package = z.infer<typeof packageRecordSchema>;
export type TeamMember = z.infer<typeof teamMemberRecordSchema>;
export type Query = z.infer<typeof queryRecordSchema>;
export type StaffUser = z.infer<typeof staffUserSchema>;
export type Me = z.infer<typeof meSchema>;
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export type TrashItem = z.infer<typeof trashItemSchema>;
export type StaffAccount = z.infer<typeof staffAccountSchema>;
export type Role = Me['role'];
export type HealthReport = z.infer<typeof healthReportSchema>;
export type QueryDetail = z.infer<typeof queryDetailSchema>;
export type QueryNote = z.infer<typeof queryNoteRecordSchema>;
export type QueryAttachment = z.infer<typeof queryAttachmentSchema>;
export type InboundThreaded = z.infer<typeof inboundThreadedSchema>;
export type ThreadEntry = z.infer<typeof threadEntrySchema>;
export type SavedReply = z.infer<typeof savedReplyRecordSchema>;
export type Delivery = z.infer<typeof deliveryRecordSchema>;
export type ReplySent = z.infer<typeof replySentSchema>;
export type BulkResult = z.infer<typeof bulkResultSchema>;
export type Stats = z.infer<typeof statsSchema>;
export type Presence = z.infer<typeof presenceSchema>;
export type LiveEvent = z.infer<typeof liveEventSchema>;
export type EventTicket = z.infer<typeof eventTicketSchema>;

// Site content (the `site-content` global), its fields as /api/v1 names them ----

export type FaqEntry = z.infer<typeof faqEntrySchema>;
export type ProcessCard = z.infer<typeof processCardSchema>;
export type StatsEntry = z.infer<typeof statsEntrySchema>;
export type HelpCard = z.infer<typeof helpCardSchema>;
export type Testimonial = z.infer<typeof testimonialSchema>;
export type Client = z.infer<typeof clientSchema>;
export type PortfolioVideo = z.infer<typeof portfolioVideoSchema>;
export type SocialLink = z.infer<typeof socialLinkSchema>;
/** An uploaded image: the original, its alt text and its WebP and AVIF renditions (`sizes`, absent on older media). */
export type MediaImage = z.infer<typeof mediaImageSchema>;
export type MediaSize = z.infer<typeof mediaSizeSchema>;
export type SiteContent = z.infer<typeof siteContentSchema>;

/** A published legal page with its rich text as a safe node tree (the site draws it without HTML). */
export type LegalPage = z.infer<typeof legalPageRecordSchema>;
/** A published legal page without its text: title, slug, path, description, SEO fields, date. */
export type LegalPageSummary = z.infer<typeof legalPageSummarySchema>;
export type { RichTextBlock, RichTextInline, RichTextList } from './responses';

// Server-side rendering of the public site (cms serves, site renders) ----------

/** What the server inlines into the page, so the first paint needs no API round trip. */
export interface InitialData {
  content: SiteContent;
  categories: Category[];
  packages: Package[];
  /** The public team list: no e-mail addresses. */
  team: TeamMember[];
  /** Published legal pages, oldest first, without their text: their routes, the footer's links (and the sitemap). */
  legalPages: LegalPageSummary[];
  /** The legal page being rendered, with its text; absent on every other page, so they stay light. */
  legalPage?: LegalPage;
  /** Where the site is public and its default link-preview image (cms/src/resources/seo/settings.ts). */
  seo: SeoSettings;
}

/** An image for link previews (Open Graph, Twitter cards): its address, size in pixels and alt text. */
export type SeoImage = z.infer<typeof seoImageSchema>;
/** A page's own search title, description and preview image, where the editor set them. */
export type PageSeo = z.infer<typeof pageSeoSchema>;
export type SiteSeo = z.infer<typeof siteSeoSchema>;

/** The server's SEO settings the pages' head tags are built from (site/src/lib/seo/head-tags.ts). */
export interface SeoSettings {
  /** The public origin, no trailing slash: PUBLIC_URL, else the address `npm start` serves. */
  siteUrl: string;
  /** The generated image (from the hero copy): for pages without one of their own or the site's default. */
  image: SeoImage;
}

/** What `site/src/entry-server.tsx` `render(url, data)` returns. */
export interface RenderResult {
  /** The app's markup, for `<div id="root">`. */
  html: string;
  /** Title, meta description and the critical styles of this route. */
  head: string;
  /** 200, or 404 for an unknown route. */
  status: number;
}
