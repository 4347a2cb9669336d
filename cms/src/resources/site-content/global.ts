import type { Field, GlobalConfig } from 'payload';

import { contentLimits } from '@agency/contract';

import { anyone } from '../../access/anyone';
import { isStaff } from '../../access/staff';
import { invalidateGlobalOnChange } from '../../lib/cache-hooks';

const text = (name: string, maxLength: number = contentLimits.textMax): Field => ({ name, type: 'text', required: true, maxLength });
const longText = (name: string): Field => ({ name, type: 'textarea', required: true, maxLength: contentLimits.longTextMax });
const image = (name = 'image'): Field => ({ name, type: 'upload', relationTo: 'media' });
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
  fields: [text('embedId', contentLimits.videoIdMax), text('title', contentLimits.videoTitleMax)],
});

/** Everything the public site says, editable by content editors in the CMS panel. */
export const SiteContent: GlobalConfig = {
  slug: 'site-content',
  label: 'Site content',
  admin: { group: 'Content' },
  access: { read: anyone, update: isStaff },
  hooks: invalidateGlobalOnChange('content'),
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Home',
          fields: [
            { name: 'hero', type: 'group', fields: [text('title'), text('subtitle'), text('trustedBy'), text('ctaLabel', contentLimits.labelMax)] },
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
            {
              name: 'processCards',
              label: 'How it works',
              type: 'array',
              maxRows: contentLimits.cardsMax,
              fields: [text('title', contentLimits.titleMax), text('subtitle'), image(), lines('features', 'Roadmap item')],
            },
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
            { name: 'faq', label: 'FAQ', type: 'array', maxRows: contentLimits.faqMax, fields: [text('question'), longText('answer')] },
            { name: 'cta', label: 'Closing call to action', type: 'group', fields: [text('title'), text('text'), text('buttonLabel', contentLimits.labelMax)] },
          ],
        },
        {
          label: 'Portfolio',
          fields: [
            {
              name: 'portfolio',
              type: 'group',
              fields: [videos('shortForm', 'Short-form'), videos('longForm', 'Long-form'), videos('videoAds', 'Video Ads')],
            },
          ],
        },
        {
          label: 'Clients & testimonials',
          fields: [
            {
              name: 'clients',
              type: 'array',
              maxRows: contentLimits.clientsMax,
              fields: [text('name', contentLimits.titleMax), image(), text('subscriberCount', contentLimits.labelMax)],
            },
            {
              name: 'testimonials',
              type: 'array',
              maxRows: contentLimits.testimonialsMax,
              fields: [text('name', contentLimits.titleMax), text('role', contentLimits.titleMax), image(), longText('text')],
            },
          ],
        },
        {
          label: 'Contact',
          fields: [
            {
              name: 'contact',
              type: 'group',
              fields: [
                { name: 'email', type: 'email', required: true },
                text('phone', contentLimits.labelMax),
                { name: 'address', type: 'textarea', required: true, maxLength: contentLimits.addressMax },
                { ...(text('messagingNumber', contentLimits.labelMax) as object), admin: { description: 'Any format: the chat link keeps the digits only.' } } as Field,
              ],
            },
            {
              name: 'socialLinks',
              type: 'array',
              maxRows: contentLimits.socialLinksMax,
              fields: [
                { name: 'kind', type: 'select', required: true, options: ['instagram', 'youtube', 'facebook', 'linkedin'] },
                text('label', contentLimits.socialLabelMax),
                text('url', contentLimits.linkMax),
              ],
            },
            { ...(text('schedulingUrl', contentLimits.linkMax) as object), admin: { description: 'The scheduling page embedded in the Book a call dialog.' } } as Field,
          ],
        },
      ],
    },
  ],
};
