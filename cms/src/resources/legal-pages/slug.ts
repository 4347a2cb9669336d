/** A page's slug: lower-case words joined by single hyphens. Plain code: the panel's slug hint uses it too. */
export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const slugMax = 80;
