import type { Field, GlobalConfig, PayloadRequest } from 'payload';

import { contentLimits } from '@agency/contract';

import { publishedOrStaff } from '../../access/published-or-staff';
import { editsContent } from '../../access/roles';
import { draftPublishButton, draftVersions, invalidateGlobalOnPublish } from '../../lib/drafts';
import { linkField } from '../../lib/link-field';
import { draftPreviewAt, livePreviewAt, livePreviewControls, previewEndpoints } from '../../lib/live-preview';
import { siteSeoFields } from '../seo/fields';
import type { Media, SiteContent as SiteContentDoc } from '../../payload-types';
import { toSiteContent } from './mapper';

const text = (name: string, maxLength: number = contentLimits.textMax): Field => ({ name, type: 'text', required: true, maxLength });
const longText = (name: string): Field => ({ name, type: 'textarea', required: true, maxLength: contentLimits.longTextMax });
const image = (name = 'image', description?: string): Field => ({
  name,
  type: 'upload',
  relationTo: 'media',
  ...(description ? { admin: { description } } : {}),
});
const lines = (name: string, label: string): Field => ({
  name,
  type: 'array',
  labels: { singular: label, plural: `${label}s` },
  fields: [text('text')],
});
const videos = (name: string, label: string): Field => ({
  name,
  label,
  type: 'array',
  maxRows: contentLimits.videosPerTabMax,
  admin: { description: 'YouTube video ids (the part after watch?v=).' },
  fields: [
    text('embedId', contentLimits.videoIdMax),
    text('title', contentLimits.videoTitleMax),
    // Shown until the visitor presses play (nothing is asked of the video host before that).
    image('poster', 'A frame of the video, shown until the visitor presses play (16:9; 9:16 for short-form).'),
  ],
});

const home = () => '/';

/** The panel's form holds images as ids: the preview needs their documents (their addresses). */
async function withMedia(data: Record<string, unknown>, payload: PayloadRequest['payload']): Promise<Record<string, unknown>> {
  const ids = new Set<string>();
  const visit = (value: unknown, collect: boolean): unknown => {
    if (Array.isArray(value)) return value.map((item) => visit(item, collect));
    if (!value || typeof value !== 'object') return value;
    const copy: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      if ((key === 'image' || key === 'poster') && typeof item === 'string') {
        if (collect) ids.add(item);
        copy[key] = collect ? item : (found.get(item) ?? null);
      } else copy[key] = visit(item, collect);
    }
    return copy;
  };
  let found = new Map<string, Media>();
  visit(data, true);
  if (ids.size) {
    const { docs } = await payload.find({ collection: 'media', where: { id: { in: [...ids] } }, pagination: false, depth: 0 });
    found = new Map(docs.map((doc) => [doc.id, doc]));
  }
  return visit(data, false) as Record<string, unknown>;
}

/** Everything the public site says, editable by content editors in the CMS panel. */
export const SiteContent: GlobalConfig = {
  slug: 'site-content',
  label: 'Site content',
  admin: {
    group: 'Content',
    livePreview: livePreviewAt(home),
    preview: draftPreviewAt(home),
    components: { elements: { PublishButton: draftPublishButton, beforeDocumentControls: livePreviewControls } },
  },
  endpoints: previewEndpoints(
    async (req) =>
      toSiteContent(await req.payload.findGlobal({ slug: 'site-content', draft: true, depth: 1, overrideAccess: false, user: req.user })),
    async (data, req) => toSiteContent((await withMedia(data, req.payload)) as unknown as SiteContentDoc),
  ),
  access: { read: publishedOrStaff, update: editsContent },
  versions: draftVersions,
  hooks: invalidateGlobalOnPublish('content'),
  // Unnamed tabs only arrange the form: the stored document, /api/v1/content and the seed keep their shape.
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Hero',
          description: 'The first screen of the home page.',
          fields: [
            {
              name: 'hero',
              type: 'group',
              fields: [text('title'), text('subtitle'), text('trustedBy'), text('ctaLabel', contentLimits.labelMax)],
            },
          ],
        },
        {
          label: 'Numbers',
          description: 'The counters under the hero.',
          fields: [
            {
              name: 'stats',
              type: 'array',
              maxRows: contentLimits.statsMax,
              fields: [
                { name: 'icon', type: 'select', required: true, options: ['users', 'video', 'eye', 'star'] },
                { name: 'amount', type: 'number', required: true, min: 0 },
                { name: 'suffix', type: 'text', maxLength: contentLimits.statSuffixMax },
                text('description', contentLimits.titleMax),
              ],
            },
          ],
        },
        {
          label: 'Process',
          description: 'How it works: the steps of working with the studio.',
          fields: [
            {
              name: 'processCards',
              label: 'How it works',
              type: 'array',
              maxRows: contentLimits.cardsMax,
              fields: [text('title', contentLimits.titleMax), text('subtitle'), image(), lines('features', 'Roadmap item')],
            },
          ],
        },
        {
          label: 'Services',
          description: 'How can we help you: the kinds of video the studio edits.',
          fields: [
            {
              name: 'helpCards',
              label: 'How can we help you',
              type: 'array',
              maxRows: contentLimits.cardsMax,
              fields: [
                text('title', contentLimits.titleMax),
                text('description'),
                { name: 'icon', type: 'select', required: true, options: ['short-form', 'long-form', 'ads'] },
                lines('items', 'Item'),
              ],
            },
          ],
        },
        {
          label: 'FAQ',
          fields: [{ name: 'faq', label: 'FAQ', type: 'array', maxRows: contentLimits.faqMax, fields: [text('question'), longText('answer')] }],
        },
        {
          label: 'Portfolio',
          description: 'The videos of the portfolio section, one list per tab of it.',
          fields: [
            {
              name: 'portfolio',
              type: 'group',
              fields: [videos('shortForm', 'Short-form'), videos('longForm', 'Long-form'), videos('videoAds', 'Video Ads')],
            },
          ],
        },
        {
          label: 'Clients',
          description: 'The channels and businesses in the clients marquee.',
          fields: [
            {
              name: 'clients',
              type: 'array',
              maxRows: contentLimits.clientsMax,
              // Sixteen rows, each a few fields: listed closed, an editor opens the one to change.
              admin: { initCollapsed: true },
              fields: [text('name', contentLimits.titleMax), image(), text('subscriberCount', contentLimits.labelMax)],
            },
          ],
        },
        {
          label: 'Testimonials',
          fields: [
            {
              name: 'testimonials',
              type: 'array',
              maxRows: contentLimits.testimonialsMax,
              admin: { initCollapsed: true },
              fields: [text('name', contentLimits.titleMax), text('role', contentLimits.titleMax), image(), longText('text')],
            },
          ],
        },
        {
          label: 'Contact & social',
          description: 'The closing call to action, the booking page, and the contact details and social links of the footer and the support page.',
          fields: [
            {
              name: 'cta',
              label: 'Closing call to action',
              type: 'group',
              fields: [text('title'), text('text'), text('buttonLabel', contentLimits.labelMax)],
            },
            {
              ...linkField('schedulingUrl', { maxLength: contentLimits.linkMax }),
              admin: { description: 'The scheduling page embedded in the Book a call dialog.' },
            } as Field,
            {
              name: 'contact',
              type: 'group',
              fields: [
                { name: 'email', type: 'email', required: true },
                text('phone', contentLimits.labelMax),
                { name: 'address', type: 'textarea', required: true, maxLength: contentLimits.addressMax },
                {
                  ...(text('messagingNumber', contentLimits.labelMax) as object),
                  admin: { description: 'Any format: the chat link keeps the digits only.' },
                } as Field,
              ],
            },
            {
              name: 'socialLinks',
              type: 'array',
              maxRows: contentLimits.socialLinksMax,
              fields: [
                { name: 'kind', type: 'select', required: true, options: ['instagram', 'youtube', 'facebook', 'linkedin'] },
                text('label', contentLimits.socialLabelMax),
                linkField('url', { maxLength: contentLimits.linkMax }),
              ],
            },
          ],
        },
        { label: 'SEO', description: 'How the site appears in search results and link previews.', fields: siteSeoFields },
      ],
    },
  ],
};
