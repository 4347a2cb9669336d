import { describe, expect, it } from 'vitest';

import { postalAddress, scriptSafeJson, structuredData, type JsonLdNode } from './structured-data';
import { initialData } from './test-data';

/**
 * What a node of each type must and should carry: schema.org's types with Google's rich-result
 * requirements as the guide (LocalBusiness, FAQPage, VideoObject, Offer / merchant listings).
 */
const rules: Record<string, { required: string[]; recommended: string[] }> = {
  ProfessionalService: { required: ['name', 'address'], recommended: ['url', 'telephone', 'email', 'image', 'logo', 'priceRange', 'sameAs', 'description'] },
  PostalAddress: { required: ['streetAddress', 'addressCountry'], recommended: ['addressLocality', 'addressRegion', 'postalCode'] },
  OfferCatalog: { required: ['name', 'itemListElement'], recommended: [] },
  Offer: { required: ['price', 'priceCurrency'], recommended: ['name', 'availability', 'url', 'itemOffered'] },
  UnitPriceSpecification: { required: ['price', 'priceCurrency'], recommended: ['unitText'] },
  Service: { required: ['name'], recommended: ['description'] },
  FAQPage: { required: ['mainEntity'], recommended: [] },
  Question: { required: ['name', 'acceptedAnswer'], recommended: [] },
  Answer: { required: ['text'], recommended: [] },
  VideoObject: { required: ['name', 'thumbnailUrl', 'uploadDate'], recommended: ['description', 'contentUrl', 'embedUrl'] },
};

const present = (value: unknown) => value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);

/** Every problem of a node and the nodes inside it, as "Type.property: problem". */
function problems(node: JsonLdNode): string[] {
  const rule = rules[node['@type']];
  if (!rule) return [`${node['@type']}: a type this test does not know`];
  const found = [...rule.required, ...rule.recommended].filter((key) => !present(node[key])).map((key) => `${node['@type']}.${key}: missing`);
  for (const key of ['url', 'logo', 'image', 'embedUrl', 'contentUrl'] as const) {
    if (typeof node[key] === 'string' && !/^https:\/\//.test(node[key])) found.push(`${node['@type']}.${key}: not an absolute https URL`);
  }
  if (node['@type'] === 'Offer' || node['@type'] === 'UnitPriceSpecification') {
    if (!/^\d+(\.\d{2})?$/.test(String(node.price))) found.push(`${node['@type']}.price: not a plain number`);
    if (!/^[A-Z]{3}$/.test(String(node.priceCurrency))) found.push(`${node['@type']}.priceCurrency: not ISO 4217`);
  }
  if (node['@type'] === 'VideoObject' && Number.isNaN(Date.parse(String(node.uploadDate)))) found.push('VideoObject.uploadDate: not a date');
  for (const value of Object.values(node)) {
    for (const child of Array.isArray(value) ? value : [value]) {
      if (child && typeof child === 'object' && '@type' in child) found.push(...problems(child as JsonLdNode));
    }
  }
  return found;
}

const ofType = (nodes: JsonLdNode[], type: string) => nodes.filter((node) => node['@type'] === type);

describe('structured data', () => {
  it('describes the business on every page, its packages as offers, with every required and recommended property', () => {
    const data = initialData();
    const graph = structuredData(data, '/support')['@graph'];
    expect(graph.map((node) => node['@type'])).toEqual(['ProfessionalService']);
    expect(graph.flatMap(problems)).toEqual([]);
    const [business] = graph;
    expect(business).toMatchObject({
      name: 'Cutroom Studio',
      url: 'https://www.cutroomstudio.com/',
      telephone: '+1 (307) 555-0142',
      email: 'hello@cutroomstudio.com',
      sameAs: ['https://www.instagram.com/cutroomstudio', 'https://www.youtube.com/@cutroomstudio'],
      priceRange: '$49.50-$299.00',
      address: { streetAddress: '30 N Gould St, Ste 4000', addressLocality: 'Sheridan', addressRegion: 'WY', postalCode: '82801', addressCountry: 'US' },
    });
    // The empty category is left out; each package is an offer in its category's catalogue.
    expect(business!.hasOfferCatalog).toMatchObject({
      itemListElement: [
        {
          name: 'Short Form',
          itemListElement: [
            { '@type': 'Offer', name: 'Starter', price: '299.00', priceCurrency: 'USD', priceSpecification: { unitText: 'per month' } },
            { '@type': 'Offer', name: 'Single', price: '49.50', priceCurrency: 'USD', priceSpecification: { unitText: 'per video' } },
          ],
        },
      ],
    });
  });

  it('adds the FAQ and every portfolio video on the home page', () => {
    const data = initialData();
    const graph = structuredData(data, '/')['@graph'];
    expect(graph.flatMap(problems)).toEqual([]);
    const [faq] = ofType(graph, 'FAQPage');
    expect(faq!.mainEntity).toEqual(
      data.content.faq.map((entry) => ({ '@type': 'Question', name: entry.question, acceptedAnswer: { '@type': 'Answer', text: entry.answer } })),
    );
    expect(ofType(graph, 'VideoObject')).toEqual([
      expect.objectContaining({ name: 'A reel for a dentist', embedUrl: 'https://www.youtube-nocookie.com/embed/abcDEF12345', contentUrl: 'https://www.youtube.com/watch?v=abcDEF12345', thumbnailUrl: ['https://i.ytimg.com/vi/abcDEF12345/hqdefault.jpg'] }),
      expect.objectContaining({ name: 'A travel episode', uploadDate: data.content.updatedAt }),
    ]);
  });

  it('keeps an address it cannot split whole', () => {
    expect(postalAddress('Somewhere in Wyoming')).toEqual({ '@type': 'PostalAddress', streetAddress: 'Somewhere in Wyoming', addressCountry: 'US' });
    expect(postalAddress('1 Main St, Cheyenne, WY 82001-1234')).toMatchObject({ addressLocality: 'Cheyenne', postalCode: '82001-1234' });
  });

  it('writes JSON that cannot end its script element, and reads back the same', () => {
    const value = { text: '</script><script>alert(1)</script><!-- & \u2028' };
    const json = scriptSafeJson(value);
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual(value);
  });
});
