import type { z } from 'zod';

import type {
  categoryRecordSchema,
  clientSchema,
  faqEntrySchema,
  failureSchema,
  fieldErrorSchema,
  healthReportSchema,
  helpCardSchema,
  metaSchema,
  packageRecordSchema,
  portfolioVideoSchema,
  processCardSchema,
  queryRecordSchema,
  queryDetailSchema,
  queryNoteRecordSchema,
  deliveryRecordSchema,
  replySentSchema,
  bulkResultSchema,
  statsSchema,
  siteContentSchema,
  socialLinkSchema,
  staffUserSchema,
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
export type HealthReport = z.infer<typeof healthReportSchema>;
export type QueryDetail = z.infer<typeof queryDetailSchema>;
export type QueryNote = z.infer<typeof queryNoteRecordSchema>;
export type Delivery = z.infer<typeof deliveryRecordSchema>;
export type ReplySent = z.infer<typeof replySentSchema>;
export type BulkResult = z.infer<typeof bulkResultSchema>;
export type Stats = z.infer<typeof statsSchema>;

// Site content (the `site-content` global), field names of spec section 3 ----

export type FaqEntry = z.infer<typeof faqEntrySchema>;
export type ProcessCard = z.infer<typeof processCardSchema>;
export type StatsEntry = z.infer<typeof statsEntrySchema>;
export type HelpCard = z.infer<typeof helpCardSchema>;
export type Testimonial = z.infer<typeof testimonialSchema>;
export type Client = z.infer<typeof clientSchema>;
export type PortfolioVideo = z.infer<typeof portfolioVideoSchema>;
export type SocialLink = z.infer<typeof socialLinkSchema>;
export type SiteContent = z.infer<typeof siteContentSchema>;

// Server-side rendering of the public site (cms serves, site renders) ----------

/** What the server inlines into the page, so the first paint needs no API round trip. */
export interface InitialData {
  content: SiteContent;
  categories: Category[];
  packages: Package[];
  /** The public team list: no e-mail addresses. */
  team: TeamMember[];
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
