import './panel.css';

/** The studio's colours (the site's `color.brand` and `color.brandStrong`, site/src/config/theme.ts). */
export const brandColor = '#4c1d95';

/** The studio's mark, as the site's header and favicon draw it: a play sign on a purple tile. */
export function BrandMark({ size, label }: { size: number; label?: string }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 64 64"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      focusable="false"
    >
      <rect width="64" height="64" rx="14" fill={brandColor} />
      <path d="M24 18v28l22-14z" fill="#fff" />
    </svg>
  );
}
