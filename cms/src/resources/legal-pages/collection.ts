import {
  BlockquoteFeature,
  BoldFeature,
  FixedToolbarFeature,
  HeadingFeature,
  InlineToolbarFeature,
  ItalicFeature,
  lexicalEditor,
  LinkFeature,
  OrderedListFeature,
  ParagraphFeature,
  UnderlineFeature,
  UnorderedListFeature,
} from '@payloadcms/richtext-lexical';
import type { CollectionConfig, TextFieldSingleValidation } from 'payload';

import { contentLimits } from '@agency/contract';

import { editsContent } from '../../access/roles';
import { publishedOrStaff } from '../../access/published-or-staff';
import { draftPublishButton, draftVersions, invalidateOnPublish } from '../../lib/drafts';
import { draftPreviewAt, livePreviewAt, livePreviewControls, previewEndpoints } from '../../lib/live-preview';
import { pageSeoFields } from '../seo/fields';
import type { LegalPage as LegalPageDoc } from '../../payload-types';
import { toLegalPage } from './mapper';
import { legalPagePath } from './page-path';
import { slugMax, slugPattern } from './slug';

// A page without an address yet (the create view) previews the home page, not a 404 at /legal/.
const pathOf = (doc: Record<string, unknown>) => (typeof doc.slug === 'string' && doc.slug ? legalPagePath(doc.slug) : '/');

const validateSlug: TextFieldSingleValidation = (value) => {
  if (typeof value !== 'string' || value === '') return 'A slug is required.';
  if (value.length > slugMax) return `At most ${slugMax} characters.`;
  return slugPattern.test(value) || 'Lower-case letters, digits and single hyphens only (e.g. cookie-policy).';
};

/**
 * What the editor offers is what the site draws (mapper.ts turns it into a safe node tree):
 * paragraphs, headings, bold/italic/underline, lists, quotes and links to addresses.
 */
export const legalEditor = lexicalEditor({
  features: [
    ParagraphFeature(),
    HeadingFeature({ enabledHeadingSizes: ['h2', 'h3'] }),
    BoldFeature(),
    ItalicFeature(),
    UnderlineFeature(),
    UnorderedListFeature(),
    OrderedListFeature(),
    BlockquoteFeature(),
    LinkFeature({ enabledCollections: [] }),
    FixedToolbarFeature(),
    InlineToolbarFeature(),
  ],
});

/**
 * Terms, privacy, refund and any page editors add: the site lists them in the footer and shows them
 * at /<slug> (the first three) or /legal/<slug> (page-path.ts); the slug's hint shows which.
 */
export const LegalPages: CollectionConfig = {
  slug: 'legal-pages',
  // A delete moves it to the trash for TRASH_DAYS (decision 038); the purge destroys it after.
  trash: true,
  labels: { singular: 'Legal page', plural: 'Legal pages' },
  admin: {
    useAsTitle: 'title',
    group: 'Content',
    defaultColumns: ['title', 'slug', '_status', 'updatedAt'],
    livePreview: livePreviewAt(pathOf),
    preview: draftPreviewAt(pathOf),
    components: { edit: { PublishButton: draftPublishButton, beforeDocumentControls: livePreviewControls } },
  },
  endpoints: previewEndpoints(
    async (req) => {
      const { docs } = await req.payload.find({ collection: 'legal-pages', draft: true, pagination: false, sort: 'createdAt', depth: 0, overrideAccess: false, user: req.user });
      return docs.map(toLegalPage);
    },
    async (data) => {
      const now = new Date().toISOString();
      const text = (value: unknown) => (typeof value === 'string' ? value : '');
      const doc = { id: text(data.id) || 'preview', title: text(data.title), slug: text(data.slug), description: text(data.description), content: data.content, updatedAt: now, createdAt: now };
      return toLegalPage(doc as LegalPageDoc);
    },
  ),
  access: { read: publishedOrStaff, create: editsContent, update: editsContent, delete: editsContent },
  defaultSort: 'createdAt',
  versions: draftVersions,
  hooks: invalidateOnPublish('content'),
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: contentLimits.titleMax },
    {
      name: 'slug',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      maxLength: slugMax,
      validate: validateSlug,
      admin: { position: 'sidebar', components: { Description: '/panel/legal-page-address#LegalPageAddress' } },
    },
    {
      name: 'description',
      type: 'textarea',
      required: true,
      maxLength: contentLimits.textMax,
      admin: { description: 'One or two sentences for search engines and link previews.' },
    },
    { name: 'content', type: 'richText', required: true, editor: legalEditor },
    { name: 'seo', label: 'SEO', type: 'group', fields: pageSeoFields({ description: false }) },
  ],
};
