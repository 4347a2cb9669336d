import type { PriceBasis } from './limits';

/** Response shapes of the /api/v1 contract (ARCHITECTURE.md, "API contract"). */
export interface Meta {
  total: number;
  page: number;
  limit: number;
  totalPage: number;
}

export interface ApiSuccess<T> {
  success: true;
  message: string;
  data: T;
  meta?: Meta;
}

export interface FieldError {
  path: string;
  message: string;
}

export interface ApiFailure {
  success: false;
  message: string;
  errors?: FieldError[];
}

export type ApiResponse<T> = ApiSuccess<T> | ApiFailure;

export interface Category {
  _id: string;
  name: string;
}

export interface Package {
  _id: string;
  name: string;
  description: string;
  price: number;
  priceBasis: PriceBasis;
  features: string[];
  paymentRedirectURL: string;
  category: Category;
}

export interface TeamMember {
  _id: string;
  name: string;
  role: string;
  /** Left out of the public list. */
  email?: string;
  skills: string[];
  profileImage?: string;
}

export interface Query {
  _id: string;
  name: string;
  email: string;
  phone: string;
  message: string;
  isVerified: boolean;
  createdAt: string;
}

export interface StaffUser {
  _id: string;
  email: string;
}

// Site content (the `site-content` global), field names of spec section 3 ----

export interface FaqEntry {
  question: string;
  answer: string;
}

export interface ProcessCard {
  title: string;
  subtitle: string;
  image: string;
  features: string[];
}

export interface StatsEntry {
  icon: string;
  amount: number;
  suffix?: string;
  description: string;
}

export interface HelpCard {
  title: string;
  description: string;
  items: string[];
  icon: string;
}

export interface Testimonial {
  name: string;
  role: string;
  image: string;
  text: string;
}

export interface Client {
  name: string;
  image: string;
  subscriberCount: string;
}

export interface PortfolioVideo {
  id: string;
  embedId: string;
  title: string;
}

export interface SocialLink {
  kind: 'instagram' | 'youtube' | 'facebook' | 'linkedin';
  label: string;
  url: string;
}

export interface SiteContent {
  hero: { title: string; subtitle: string; trustedBy: string; ctaLabel: string };
  stats: StatsEntry[];
  processCards: ProcessCard[];
  helpCards: HelpCard[];
  faq: FaqEntry[];
  portfolio: { shortForm: PortfolioVideo[]; longForm: PortfolioVideo[]; videoAds: PortfolioVideo[] };
  clients: Client[];
  testimonials: Testimonial[];
  cta: { title: string; text: string; buttonLabel: string };
  contact: { email: string; phone: string; address: string; messagingNumber: string };
  socialLinks: SocialLink[];
  schedulingUrl: string;
  updatedAt?: string;
}

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
