import type { MediaImage, SiteContent } from '@agency/contract';

import { toSiteSeo } from '../seo/mapper';
import { fromTextRows } from '../../lib/text-rows';
import type { Media, SiteContent as SiteContentDoc } from '../../payload-types';
import { mediaImage, mediaUrl } from '../media/mapper';

type VideoRow = { id?: string | null; embedId: string; title: string; poster?: string | Media | null };
const videos = (rows: VideoRow[] | null | undefined) =>
  (rows ?? []).map((row) => {
    const poster = mediaImage(row.poster);
    return { id: row.id ?? row.embedId, embedId: row.embedId, title: row.title, ...(poster ? { poster } : {}) };
  });

/** An image field as the contract carries it: its address and, when stored, the whole image. */
function withImage(media: string | Media | null | undefined): { image: string; imageMedia?: MediaImage } {
  const full = mediaImage(media);
  return { image: mediaUrl(media) ?? '', ...(full ? { imageMedia: full } : {}) };
}

/** The global as the site reads it: text rows become lists, images their /media address. */
export function toSiteContent(doc: SiteContentDoc): SiteContent {
  return {
    hero: doc.hero,
    stats: (doc.stats ?? []).map((s) => ({ icon: s.icon, amount: s.amount, suffix: s.suffix ?? '', description: s.description })),
    processCards: (doc.processCards ?? []).map((card) => ({
      title: card.title,
      subtitle: card.subtitle,
      ...withImage(card.image),
      features: fromTextRows(card.features),
    })),
    helpCards: (doc.helpCards ?? []).map((card) => ({
      title: card.title,
      description: card.description,
      icon: card.icon,
      items: fromTextRows(card.items),
    })),
    faq: (doc.faq ?? []).map((entry) => ({ question: entry.question, answer: entry.answer })),
    portfolio: {
      shortForm: videos(doc.portfolio?.shortForm),
      longForm: videos(doc.portfolio?.longForm),
      videoAds: videos(doc.portfolio?.videoAds),
    },
    clients: (doc.clients ?? []).map((c) => ({ name: c.name, ...withImage(c.image), subscriberCount: c.subscriberCount })),
    testimonials: (doc.testimonials ?? []).map((t) => ({ name: t.name, role: t.role, ...withImage(t.image), text: t.text })),
    cta: doc.cta,
    contact: doc.contact,
    socialLinks: (doc.socialLinks ?? []).map((link) => ({ kind: link.kind, label: link.label, url: link.url })),
    schedulingUrl: doc.schedulingUrl,
    seo: toSiteSeo(doc.seo),
    updatedAt: doc.updatedAt ?? undefined,
  };
}
