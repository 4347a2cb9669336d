import type { SiteContent } from '@agency/contract';

import { fromTextRows } from '../../lib/text-rows';
import type { SiteContent as SiteContentDoc } from '../../payload-types';
import { mediaUrl } from '../media/mapper';

const videos = (rows: { id?: string | null; embedId: string; title: string }[] | null | undefined) =>
  (rows ?? []).map((row) => ({ id: row.id ?? row.embedId, embedId: row.embedId, title: row.title }));

/** The global as the site reads it: text rows become lists, images their /media address. */
export function toSiteContent(doc: SiteContentDoc): SiteContent {
  return {
    hero: doc.hero,
    stats: (doc.stats ?? []).map((s) => ({ icon: s.icon, amount: s.amount, suffix: s.suffix ?? '', description: s.description })),
    processCards: (doc.processCards ?? []).map((card) => ({
      title: card.title,
      subtitle: card.subtitle,
      image: mediaUrl(card.image) ?? '',
      features: fromTextRows(card.features),
    })),
    helpCards: (doc.helpCards ?? []).map((card) => ({ title: card.title, description: card.description, icon: card.icon, items: fromTextRows(card.items) })),
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
