import type { Category, Package, Query, SiteContent, TeamMember } from '@agency/contract';

import type {
  Category as CategoryDoc,
  Media,
  Package as PackageDoc,
  Query as QueryDoc,
  SiteContent as SiteContentDoc,
  TeamMember as TeamMemberDoc,
} from '../payload-types';
import { mediaPath } from './media-store';

/** Payload documents to the API's shapes: `id` becomes `_id`, relations become what clients read. */

/**
 * The app serves every file at /media on its own origin, from disk or from the bucket (see
 * media-store): Payload's `url` (its own REST route, or a bucket's address) is not used.
 */
export function mediaUrl(media: string | Media | null | undefined): string | undefined {
  if (!media || typeof media === 'string') return undefined;
  return media.filename ? mediaPath(media.filename) : undefined;
}

export const toCategory = (doc: Pick<CategoryDoc, 'id' | 'name'>): Category => ({ _id: doc.id, name: doc.name });

export function toPackage(doc: PackageDoc): Package {
  const category = typeof doc.category === 'string' ? { _id: doc.category, name: '' } : toCategory(doc.category);
  return {
    _id: doc.id,
    name: doc.name,
    description: doc.description,
    price: doc.price,
    priceBasis: doc.priceBasis,
    features: doc.features.map((feature) => feature.text),
    paymentRedirectURL: doc.paymentRedirectURL,
    category,
  };
}

export function toTeamMember(doc: TeamMemberDoc, withEmail: boolean): TeamMember {
  const member: TeamMember = { _id: doc.id, name: doc.name, role: doc.role, skills: doc.skills ?? [] };
  if (withEmail) member.email = doc.email;
  const image = mediaUrl(doc.profileImage);
  if (image) member.profileImage = image;
  return member;
}

export const toQuery = (doc: QueryDoc): Query => ({
  _id: doc.id,
  name: doc.name,
  email: doc.email,
  phone: doc.phone,
  message: doc.message,
  isVerified: Boolean(doc.isVerified),
  createdAt: doc.createdAt,
});

const texts = (rows: { text: string }[] | null | undefined) => (rows ?? []).map((row) => row.text);
const videos = (rows: { id?: string | null; embedId: string; title: string }[] | null | undefined) =>
  (rows ?? []).map((row) => ({ id: row.id ?? row.embedId, embedId: row.embedId, title: row.title }));

export function toSiteContent(doc: SiteContentDoc): SiteContent {
  return {
    hero: doc.hero,
    stats: (doc.stats ?? []).map((s) => ({ icon: s.icon, amount: s.amount, suffix: s.suffix ?? '', description: s.description })),
    processCards: (doc.processCards ?? []).map((card) => ({
      title: card.title,
      subtitle: card.subtitle,
      image: mediaUrl(card.image) ?? '',
      features: texts(card.features),
    })),
    helpCards: (doc.helpCards ?? []).map((card) => ({ title: card.title, description: card.description, icon: card.icon, items: texts(card.items) })),
    faq: (doc.faq ?? []).map((entry) => ({ question: entry.question, answer: entry.answer })),
    portfolio: {
      shortForm: videos(doc.portfolio?.shortForm),
      longForm: videos(doc.portfolio?.longForm),
      videoAds: videos(doc.portfolio?.videoAds),
    },
    clients: (doc.clients ?? []).map((c) => ({ name: c.name, image: mediaUrl(c.image) ?? '', subscriberCount: c.subscriberCount })),
    testimonials: (doc.testimonials ?? []).map((t) => ({ name: t.name, role: t.role, image: mediaUrl(t.image) ?? '', text: t.text })),
    cta: doc.cta,
    contact: doc.contact,
    socialLinks: (doc.socialLinks ?? []).map((link) => ({ kind: link.kind, label: link.label, url: link.url })),
    schedulingUrl: doc.schedulingUrl,
    updatedAt: doc.updatedAt ?? undefined,
  };
}
