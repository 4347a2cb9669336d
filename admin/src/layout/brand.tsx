import Box from '@mui/material/Box';

import { brandName } from '@agency/contract/ui-settings';

/** The studio's purple (the site's `color.brand`, site/src/config/theme.ts). */
export const brandColor = '#4c1d95';

/** A browser tab's title, as the CMS panel names its own ("Login · Cutroom Studio CMS"). */
export const dashboardTitle = (page: string) => `${page} · ${brandName} Dashboard`;

/** The studio's mark, as the site's header and favicon draw it: a play sign on a purple tile. */
export function BrandMark({ size }: { size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill={brandColor} />
      <path d="M24 18v28l22-14z" fill="#fff" />
    </svg>
  );
}

/** The mark, the studio's name and "Dashboard": the sign-in page's logo and the sidebar's home link. */
export function BrandName({ size = 32 }: { size?: number }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1.25 }}>
      <BrandMark size={size} />
      <Box component="span" sx={{ fontWeight: 700, lineHeight: 1.15 }}>
        {brandName}{' '}
        {/* Set apart by weight, not by opacity: axe cannot tell the sidebar's dark tile behind a faded word. */}
        <Box component="span" sx={{ fontWeight: 400 }}>
          Dashboard
        </Box>
      </Box>
    </Box>
  );
}
