/** The three pages the site had before the CMS keep their addresses; any other is /legal/<slug>. */
const fixedPaths: Record<string, string> = {
  'terms-of-services': '/terms-of-services',
  'privacy-policy': '/privacy-policy',
  'refund-policy': '/refund-policy',
};

/** Where the site serves a legal page. Plain code: the panel's slug hint (a browser component) uses it too. */
export const legalPagePath = (slug: string): string => (Object.hasOwn(fixedPaths, slug) ? fixedPaths[slug]! : `/legal/${slug}`);
