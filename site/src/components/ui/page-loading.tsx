import { color } from '../../config/theme';

/**
 * What a page shows while its code or its text is on the way (after a navigation inside the
 * site): the layout stays, and the visitor reads that the page is coming, never a blank.
 */
export function PageLoading() {
  return (
    <p
      role="status"
      aria-live="polite"
      css={{ minHeight: '60vh', margin: 0, padding: '96px 16px', textAlign: 'center', color: color.muted, fontWeight: 600 }}
    >
      Loading...
    </p>
  );
}
