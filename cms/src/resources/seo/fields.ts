import type { Field } from 'payload';

import { contentLimits } from '@agency/contract';

/** Search engines show about 60 characters of a title and 160 of a description. */
const titleHint = 'Empty: the page’s own title. About 60 characters show in search results.';
const descriptionHint = 'Empty: the page’s own description. About 160 characters show in search results.';
const imageHint = 'Shown when the page is shared (best 1200×630). Empty: the site’s link-preview image.';

const image: Field = { name: 'image', label: 'Link-preview image', type: 'upload', relationTo: 'media', admin: { description: imageHint } };

/** A page's search and link-preview settings; each empty field falls back to the page's own. */
export function pageSeoFields({ description = true }: { description?: boolean } = {}): Field[] {
  return [
    { name: 'title', label: 'Search title', type: 'text', maxLength: contentLimits.titleMax, admin: { description: titleHint } },
    ...(description
      ? [{ name: 'description', label: 'Search description', type: 'textarea', maxLength: contentLimits.textMax, admin: { description: descriptionHint } } satisfies Field]
      : []),
    image,
  ];
}

/** The site content's SEO tab: the default link-preview image, and the home and support pages' settings. */
export const siteSeoFields: Field[] = [
  {
    name: 'seo',
    label: 'SEO',
    type: 'group',
    fields: [
      {
        name: 'image',
        label: 'Default link-preview image',
        type: 'upload',
        relationTo: 'media',
        admin: { description: 'Every page without its own image. Empty: one generated from the hero copy and the brand (1200×630).' },
      },
      { name: 'home', label: 'Home page', type: 'group', fields: pageSeoFields() },
      { name: 'support', label: 'Support page', type: 'group', fields: pageSeoFields() },
    ],
  },
];
