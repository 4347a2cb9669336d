import type { InitialData, Package, PortfolioVideo, SiteContent } from '@agency/contract';
import { external } from '@agency/contract/external';
import { brandName } from '@agency/contract/ui-settings';

import { paths } from '../../config/routes';

/** A schema.org node as JSON-LD. */
export type JsonLdNode = { '@type': string } & Record<string, unknown>;
export interface JsonLdGraph {
  '@context': 'https://schema.org';
  '@graph': JsonLdNode[];
}

/** Where the studio is: "street, City, ST 12345[, United States]" split for PostalAddress, else the line as given. */
export function postalAddress(line: string): JsonLdNode {
  const us = /^(?<street>.+?),\s*(?<city>[^,]+),\s*(?<region>[A-Z]{2})\s+(?<zip>\d{5}(?:-\d{4})?)(?:,\s*(?:United States|USA|US))?$/.exec(line.trim());
  if (!us?.groups) return { '@type': 'PostalAddress', streetAddress: line.trim(), addressCountry: 'US' };
  const { street, city, region, zip } = us.groups;
  return { '@type': 'PostalAddress', streetAddress: street, addressLocality: city, addressRegion: region, postalCode: zip, addressCountry: 'US' };
}

const money = (price: number) => price.toFixed(2);

function offer(pkg: Package): JsonLdNode {
  return {
    '@type': 'Offer',
    name: pkg.name,
    description: pkg.description,
    price: money(pkg.price),
    priceCurrency: 'USD',
    priceSpecification: { '@type': 'UnitPriceSpecification', price: money(pkg.price), priceCurrency: 'USD', unitText: pkg.priceBasis },
    availability: 'https://schema.org/InStock',
    url: pkg.paymentRedirectURL,
    itemOffered: { '@type': 'Service', name: pkg.name, description: pkg.description },
  };
}

/** The packages by category, as the pricing section shows them. */
function offerCatalog(data: InitialData): JsonLdNode {
  const catalogues = data.categories
    .map((category) => ({ category, packages: data.packages.filter((pkg) => pkg.category._id === category._id) }))
    .filter(({ packages }) => packages.length > 0)
    .map(({ category, packages }) => ({ '@type': 'OfferCatalog', name: category.name, itemListElement: packages.map(offer) }));
  return { '@type': 'OfferCatalog', name: 'Video editing packages', itemListElement: catalogues };
}

function priceRange(packages: Package[]): string | undefined {
  if (packages.length === 0) return undefined;
  const prices = packages.map((pkg) => pkg.price);
  const [low, high] = [Math.min(...prices), Math.max(...prices)];
  return low === high ? `$${money(low)}` : `$${money(low)}-$${money(high)}`;
}

/** The studio itself, on every page: name, address, phone, e-mail, social profiles and its packages as offers. */
export function professionalService(data: InitialData): JsonLdNode {
  const { siteUrl, image } = data.seo;
  const { contact, hero, socialLinks } = data.content;
  return {
    '@type': 'ProfessionalService',
    '@id': `${siteUrl}/#business`,
    name: brandName,
    description: hero.subtitle,
    url: `${siteUrl}${paths.home.getHref()}`,
    logo: `${siteUrl}/favicon.svg`,
    image: image.url,
    telephone: contact.phone,
    email: contact.email,
    address: postalAddress(contact.address),
    priceRange: priceRange(data.packages),
    sameAs: socialLinks.map((link) => link.url),
    hasOfferCatalog: offerCatalog(data),
  };
}

export function faqPage(content: SiteContent, pageUrl: string): JsonLdNode {
  return {
    '@type': 'FAQPage',
    '@id': `${pageUrl}#faq`,
    mainEntity: content.faq.map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: entry.answer },
    })),
  };
}

const portfolioTabs = [
  ['shortForm', 'Short-form video'],
  ['longForm', 'Long-form video'],
  ['videoAds', 'Video ad'],
] as const;

function videoObject(video: PortfolioVideo, kind: string, content: SiteContent): JsonLdNode {
  const id = encodeURIComponent(video.embedId);
  return {
    '@type': 'VideoObject',
    name: video.title,
    description: `${kind} edited by ${brandName}: ${video.title}.`,
    // The host's own still of the video; the site draws its poster without requesting it.
    thumbnailUrl: [`https://i.ytimg.com/vi/${id}/hqdefault.jpg`],
    // When the video went on the site (the host's own upload date is not in the content).
    ...(content.updatedAt ? { uploadDate: content.updatedAt } : {}),
    embedUrl: `${external.videoEmbedBase}${id}`,
    contentUrl: `https://www.youtube.com/watch?v=${id}`,
  };
}

export function videoObjects(content: SiteContent): JsonLdNode[] {
  return portfolioTabs.flatMap(([tab, kind]) => content.portfolio[tab].map((video) => videoObject(video, kind, content)));
}

/** One graph per page: the business everywhere; the home page adds its FAQ and the portfolio's videos. */
export function structuredData(data: InitialData, path: string): JsonLdGraph {
  const pageUrl = `${data.seo.siteUrl}${path}`;
  const graph = [professionalService(data)];
  if (path === paths.home.path) graph.push(faqPage(data.content, pageUrl), ...videoObjects(data.content));
  return { '@context': 'https://schema.org', '@graph': graph };
}

/** JSON inside <script>: nothing in the text can end the element or open a comment ("</script>", "<!--"). */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
