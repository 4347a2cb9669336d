import type { Field, GlobalConfig } from 'payload';

import { anyone } from '../access/anyone';
import { isStaff } from '../access/staff';
import { invalidateGlobalOnChange } from '../lib/cache-hooks';

const text = (name: string, maxLength = 300): Field => ({ name, type: 'text', required: true, maxLength });
const longText = (name: string): Field => ({ name, type: 'textarea', required: true, maxLength: 3000 });
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
  maxRows: 12,
  admin: { description: 'YouTube video ids (the part after watch?v=).' },
  fields: [text('embedId', 20), text('title', 200)],
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
            { name: 'hero', type: 'group', fields: [text('title'), text('subtitle'), text('trustedBy'), text('ctaLabel', 40)] },
            {
              name: 'stats',
              type: 'array',
              maxRows: 6,
              fields: [
                { name: 'icon', type: 'select', required: true, options: ['users', 'video', 'eye', 'star'] },
                { name: 'amount', type: 'number', required: true, min: 0 },
                { name: 'suffix', type: 'text', maxLength: 4 },
                text('description', 100),
              ],
            },
            {
              name: 'processCards',
              label: 'How it works',
              type: 'array',
              maxRows: 6,
              fields: [text('title', 100), text('subtitle'), image(), lines('features', 'Roadmap item')],
            },
            {
              name: 'helpCards',
              label: 'How can we help you',
              type: 'array',
              maxRows: 6,
              fields: [
                text('title', 100),
                text('description'),
                { name: 'icon', type: 'select', required: true, options: ['short-form', 'long-form', 'ads'] },
                lines('items', 'Item'),
              ],
            },
            { name: 'faq', label: 'FAQ', type: 'array', maxRows: 20, fields: [text('question'), longText('answer')] },
            { name: 'cta', label: 'Closing call to action', type: 'group', fields: [text('title'), text('text'), text('buttonLabel', 40)] },
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
            { name: 'clients', type: 'array', maxRows: 40, fields: [text('name', 100), image(), text('subscriberCount', 40)] },
            {
              name: 'testimonials',
              type: 'array',
              maxRows: 40,
              fields: [text('name', 100), text('role', 100), image(), longText('text')],
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
                text('phone', 40),
                { name: 'address', type: 'textarea', required: true, maxLength: 300 },
                { ...(text('messagingNumber', 40) as object), admin: { description: 'Any format: the chat link keeps the digits only.' } } as Field,
              ],
            },
            {
              name: 'socialLinks',
              type: 'array',
              maxRows: 8,
              fields: [
                { name: 'kind', type: 'select', required: true, options: ['instagram', 'youtube', 'facebook', 'linkedin'] },
                text('label', 60),
                text('url', 500),
              ],
            },
            { ...(text('schedulingUrl', 500) as object), admin: { description: 'The scheduling page embedded in the Book a call dialog.' } } as Field,
          ],
        },
      ],
    },
  ],
};

/** Which seed parts have run, so a restart never re-creates what an editor deleted. */
export const SeedState: GlobalConfig = {
  slug: 'seed-state',
  admin: { hidden: true },
  access: { read: isStaff, update: isStaff },
  fields: [
    { name: 'content', type: 'date' },
    { name: 'catalogue', type: 'date' },
    { name: 'team', type: 'date' },
  ],
};
