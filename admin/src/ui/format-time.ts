/** A time as staff read it in the dashboard: "Jan 5, 2025, 3:04 PM" in their own locale; "—" for none. */
export const formatTime = (iso: string | null): string =>
  iso ? new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }) : '—';
