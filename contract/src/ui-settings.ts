/**
 * Settings of the screens: how the site and the dashboard look and remember
 * things. Nothing here is a rule the server enforces; those are in `limits.ts`.
 */
export const uiSettings = {
  /** Marquee speed in pixels per second (the clients and testimonials rows). */
  clientsMarqueeSpeed: 40,
  bookingLoaderMs: 1000,
  dashboardMaxWidth: 1560,
} as const;

/** The studio's name: the site's header, titles and structured data, and the generated link-preview image. */
export const brandName = 'Cutroom Studio';

export const storageKeys = {
  accessToken: 'access_token',
  contactEmail: 'contactEmail',
  queryId: 'queryId',
} as const;

/** Toast durations (ms); `null` stays until dismissed. */
export const toastDurations = {
  blank: 4000,
  error: 4000,
  custom: 4000,
  success: 2000,
  loading: null,
  queryFlow: 4000,
} as const;

/**
 * Packages, categories and team members are edited in two places: the dashboard (a save goes
 * live at once) and the CMS panel (drafts, SEO, history). Each links to the other (decision 027).
 */
export const twoTools = {
  /** The panel's page of one document. */
  panelPath: (collection: 'packages' | 'categories' | 'team-members', id: string) => `/cms/collections/${collection}/${encodeURIComponent(id)}`,
  /**
   * A dashboard update of a document with a newer panel draft is refused (409) with this field
   * error path, unless the request carries `?overwriteDraft=true`: the person chose to publish over it.
   */
  draftConflictPath: '_draft',
  overwriteDraftParam: 'overwriteDraft',
} as const;
