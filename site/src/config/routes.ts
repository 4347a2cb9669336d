/** Every public route, typed: components link with `paths.x.getHref()`, never a bare string. */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  portfolio: { path: '/', getHref: () => '/#portfolio' },
  pricing: { path: '/', getHref: () => '/#pricing' },
  support: { path: '/support', getHref: () => '/support' },
  otpVerification: { path: '/otp-verification', getHref: () => '/otp-verification' },
  terms: { path: '/terms-of-services', getHref: () => '/terms-of-services' },
  privacy: { path: '/privacy-policy', getHref: () => '/privacy-policy' },
  refund: { path: '/refund-policy', getHref: () => '/refund-policy' },
} as const;
