/** Shapes of the seed data. Images are drawn as SVG in code and stored as WebP media at seed time. */

export interface SeedImage {
  /** File base name, kebab-case, unique across the seed: `client-01`, `testimonial-03`, `process-research`. */
  name: string;
  alt: string;
  /** A complete standalone SVG document (with xmlns, width, height, viewBox). */
  svg: string;
}

export interface SiteContentSeed {
  hero: { title: string; subtitle: string; trustedBy: string; ctaLabel: string };
  stats: { icon: 'users' | 'video' | 'eye' | 'star'; amount: number; suffix?: string; description: string }[];
  processCards: { title: string; subtitle: string; image: SeedImage; features: string[] }[];
  helpCards: { title: string; description: string; icon: 'short-form' | 'long-form' | 'ads'; items: string[] }[];
  faq: { question: string; answer: string }[];
  cta: { title: string; text: string; buttonLabel: string };
  portfolio: {
    shortForm: { embedId: string; title: string }[];
    longForm: { embedId: string; title: string }[];
    videoAds: { embedId: string; title: string }[];
  };
  clients: { name: string; image: SeedImage; subscriberCount: string }[];
  testimonials: { name: string; role: string; image: SeedImage; text: string }[];
  contact: { email: string; phone: string; address: string; messagingNumber: string };
  socialLinks: { kind: 'instagram' | 'youtube' | 'facebook' | 'linkedin'; label: string; url: string }[];
  schedulingUrl: string;
}

export interface CatalogueSeed {
  categories: {
    name: string;
    packages: {
      name: string;
      description: string;
      price: number;
      priceBasis: 'per month' | 'per video';
      features: string[];
      paymentRedirectURL: string;
    }[];
  }[];
}

export interface TeamSeed {
  name: string;
  role: string;
  email: string;
  skills: string[];
  image: SeedImage;
}
