import type { Config } from 'payload';

import { brandName } from '@agency/contract/ui-settings';

/**
 * The panel in the studio's clothes (spread into `admin` of payload.config.ts): its logo and icon
 * (components named by path, loaded by Next only, through the import map), the title suffix the
 * dashboard's titles share ("Sign In · Cutroom Studio Dashboard", "Login · Cutroom Studio CMS"), and
 * the studio's favicon, the one the site serves at /favicon.svg on this origin.
 */
export const panelBranding = {
  components: {
    graphics: { Logo: '/panel/logo#Logo', Icon: '/panel/icon#Icon' },
  },
  meta: {
    titleSuffix: `· ${brandName} CMS`,
    icons: [{ rel: 'icon', type: 'image/svg+xml', url: '/favicon.svg' }],
    openGraph: { siteName: `${brandName} CMS`, title: `${brandName} CMS`, description: `The ${brandName} content panel.` },
    // Payload's generated link-preview image would carry its own brand.
    defaultOGImageType: 'off',
  },
} satisfies NonNullable<Config['admin']>;
