/** Business constants of spec section 9. Every number the product enforces lives here. */
export const limits = {
  nameMin: 2,
  phoneMin: 11,
  messageMin: 10,
  otpLength: 6,
  resendCooldownSeconds: 60,
  adminPageSize: 50,
  messagePreview: 100,
  paginationWindow: 2,
  testimonialCut: 300,
  teamSectionMax: 6,
  portfolioPerTab: 3,
  clientsMarqueeSpeed: 40,
  bookingLoaderMs: 1000,
  dashboardMaxWidth: 1560,
  priceMin: 0,
  priceStep: 0.01,
  /** Upload and text limits of our own: generous for people, small for abuse. */
  imageMaxBytes: 5 * 1024 * 1024,
  textMax: 200,
  longTextMax: 5000,
  featuresMax: 50,
  skillsMax: 30,
} as const;

export const priceBases = ['per month', 'per video'] as const;
export type PriceBasis = (typeof priceBases)[number];

export const storageKeys = {
  accessToken: 'access_token',
  contactEmail: 'contactEmail',
  queryId: 'queryId',
} as const;

/** Toast durations of spec section 9 (ms); `null` stays until dismissed. */
export const toastDurations = {
  blank: 4000,
  error: 4000,
  custom: 4000,
  success: 2000,
  loading: null,
  queryFlow: 4000,
} as const;
