/**
 * The site's one route table. The browser's route tree and the server renderer take their pages
 * from it (an entry with a `page` is drawn by `src/app/routes/<page>.tsx`); links use
 * `paths.x.getHref()`, never a bare string. Adding a page: its file and one entry here.
 */
export const paths = {
  home: { path: '/', getHref: () => '/', page: 'home' },
  portfolio: { path: '/', getHref: () => '/#portfolio' },
  pricing: { path: '/', getHref: () => '/#pricing' },
  support: { path: '/support', getHref: () => '/support', page: 'support' },
  otpVerification: { path: '/otp-verification', getHref: () => '/otp-verification', page: 'otp-verification' },
  terms: { path: '/terms-of-services', getHref: () => '/terms-of-services', page: 'terms' },
  privacy: { path: '/privacy-policy', getHref: () => '/privacy-policy', page: 'privacy' },
  refund: { path: '/refund-policy', getHref: () => '/refund-policy', page: 'refund' },
  /** Legal pages editors add in the CMS (the three above keep their own addresses). */
  legal: { path: '/legal/:slug', getHref: (slug: string) => `/legal/${encodeURIComponent(slug)}`, page: 'legal' },
  notFound: { path: '*', page: 'not-found' },
} as const;

/** A route that draws a page (the others link into one). */
export type PageRoute = Extract<(typeof paths)[keyof typeof paths], { page: string }>;
export type PageName = PageRoute['page'];
