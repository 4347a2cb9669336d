import type { Payload } from 'payload';

import { published } from '../../lib/drafts';
import type { LegalPage } from '../../payload-types';
import type { Seed } from '../../seed/types';

type Content = LegalPage['content'];
type Node = Content['root']['children'][number];

// Lexical's serialized nodes, as the panel's editor saves them.
const block = { format: '' as const, indent: 0, version: 1, direction: 'ltr' as const };
const text = (value: string, format = 0): Node => ({ type: 'text', text: value, format, detail: 0, mode: 'normal', style: '', version: 1 });
const inline = (part: string | Node): Node => (typeof part === 'string' ? text(part) : part);
const p = (...parts: (string | Node)[]): Node => ({ ...block, type: 'paragraph', textFormat: 0, textStyle: '', children: parts.map(inline) });
const h2 = (value: string): Node => ({ ...block, type: 'heading', tag: 'h2', children: [text(value)] });
const quote = (value: string): Node => ({ ...block, type: 'quote', children: [text(value)] });
const ul = (...items: string[]): Node => ({
  ...block,
  type: 'list',
  listType: 'bullet',
  tag: 'ul',
  start: 1,
  children: items.map((item, i) => ({ ...block, type: 'listitem', value: i + 1, children: [text(item)] })),
});
const link = (label: string, url: string): Node => ({ ...block, type: 'link', version: 3, fields: { linkType: 'custom', url, newTab: false }, children: [text(label)] });
const doc = (...children: Node[]): Content => ({ root: { ...block, type: 'root', children } });

const brand = 'Cutroom Studio';

/** The terms of services as the site showed them before they moved to the CMS. */
const terms = doc(
  p(
    `These Terms of Services (the “Terms”) form an agreement between you (“you”, the “Client”) and ${brand} (“we”, “us”) for the video editing, thumbnail design and related services we provide (the “Services”). By booking a call, buying a package or sending us footage you accept these Terms. If you do not accept them, please do not use the Services.`,
  ),
  h2('1. Eligibility'),
  p(
    'You must be at least 18 years old to order the Services or to submit content to us. By submitting content you confirm that you are 18 or older and that you may enter into this agreement for yourself or for the business you represent.',
  ),
  h2('2. Orders and packages'),
  p(
    'Each package lists its price, its price basis (per month or per video) and what it includes. Prices are in US$ USD. A project starts when payment is received and we have the footage and brief we need. A one-video project is available instead of a free trial.',
  ),
  h2('3. Delivery times'),
  p('Delivery times run in business days (Monday to Friday, excluding US federal holidays), from the day we have your complete footage and brief:'),
  ul(
    'First draft of a long-format video: within 3-5 business days.',
    'First draft of a short-format video: within 2 business days.',
    'Thumbnails: within 2 business days.',
    'Final version after a revision request: within 1 business day.',
  ),
  p('Emergency delivery may be available on request and may carry an extra charge that we agree with you before we start.'),
  h2('4. Revisions'),
  p(
    'Each delivery includes 2 revisions. A revision is one consolidated list of changes to the delivered draft. Revisions beyond the two included, and changes that depart from the approved brief, are charged as an extra fee that we quote before doing the work.',
  ),
  h2('5. Your content'),
  p(
    'You keep all rights in the footage, music, logos and other material you send us (“Your Content”) and grant us a limited licence to use it only to provide the Services. You confirm that you own Your Content or have permission to use it, and that it does not infringe anyone’s rights or break any law. Unless you tell us otherwise in writing, we may show finished work in our portfolio.',
  ),
  h2('6. Payment and refunds'),
  p(
    'Fees are payable in advance through the payment link of your package. Because editing time is committed as soon as work starts, payments are non-refundable; see our ',
    link('Refund Policy', '/refund-policy'),
    '.',
  ),
  h2('7. Limitation of liability'),
  p(
    'To the fullest extent permitted by law, our total liability arising out of or relating to the Services or these Terms is limited to $50 (fifty US dollars). We are not liable for indirect, incidental, special or consequential damages, lost profits, lost revenue or lost data.',
  ),
  h2('8. Governing law'),
  p(
    'These Terms are governed by the laws of the State of Wyoming, United States, without regard to its conflict-of-laws rules. Any dispute will be brought in the state or federal courts located in Wyoming.',
  ),
  h2('9. Changes and contact'),
  p(
    'We may update these Terms; the date above shows the latest version, and the version in force when you ordered applies to that order. Questions? Write to us through the ',
    link('Support', '/support'),
    ' page.',
  ),
);

// No SEO overrides: a page's own title and description are its defaults.
export const legalPagesSeed: Seed<Omit<LegalPage, 'seo'>>[] = [
  {
    title: 'Terms of Services',
    slug: 'terms-of-services',
    description: `The terms that apply when you order video editing from ${brand}: delivery times, revisions, fees, liability and governing law.`,
    content: terms,
  },
  {
    title: 'Privacy Policy',
    slug: 'privacy-policy',
    description: `How ${brand} handles personal information. The full privacy policy is being prepared and will be published here.`,
    content: doc(
      quote('This page is a placeholder. Our full privacy policy is being prepared and will be published here soon.'),
      p(
        'Until then: we use the details you send through the support form only to answer your query, and we do not sell personal information. For any question about your data, contact us through the ',
        link('Support', '/support'),
        ' page.',
      ),
    ),
  },
  {
    title: 'Refund Policy',
    slug: 'refund-policy',
    description: `The refund policy of ${brand}. The full policy is being prepared and will be published here.`,
    content: doc(
      quote('This page is a placeholder. Our full refund policy is being prepared and will be published here soon.'),
      p('In short: we do not offer refunds, and every delivery includes two revisions. A one-video project is available if you would like to try us first.'),
    ),
  },
];

/** Legal pages found by slug, so a part cut off half-way completes without duplicates. */
export async function seedLegalPages(payload: Payload): Promise<void> {
  for (const page of legalPagesSeed) {
    const exists = await payload.count({ collection: 'legal-pages', where: { slug: { equals: page.slug } } });
    if (exists.totalDocs > 0) continue;
    await payload.create({ collection: 'legal-pages', data: { ...page, ...published } });
  }
}
