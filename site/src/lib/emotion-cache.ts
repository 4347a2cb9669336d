import createCache from '@emotion/cache';

/**
 * The one emotion cache setup, on the server and in the browser (class names and rules must match
 * for hydration). No vendor-prefixing plugin: the browsers the build targets (ES2022) take flexbox,
 * transforms and transitions unprefixed, and the prefixes were a tenth of the home page's HTML.
 * Where one is still needed it is written by hand (the header's blur for Safari before 18).
 */
export const createEmotionCache = () => createCache({ key: 'css', stylisPlugins: [] });
