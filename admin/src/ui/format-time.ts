/** A time as staff read it in the dashboard: "Jan 5, 2025, 3:04 PM" in their own locale; "—" for none. */
export const formatTime = (iso: string | null): string =>
  iso ? new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }) : '—';

/** The units a relative time is told in, largest first, with their length in seconds. */
const relativeUnits: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['week', 7 * 86_400],
  ['day', 86_400],
  ['hour', 3600],
  ['minute', 60],
];

/** A time as far from `now`: "3 days ago", "yesterday", "now", in the reader's locale. */
export function formatRelative(iso: string, now: number = Date.now()): string {
  const seconds = (new Date(iso).getTime() - now) / 1000;
  const format = new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' });
  const [unit, size] = relativeUnits.find(([, length]) => Math.abs(seconds) >= length) ?? ['second', 0];
  return size === 0 ? format.format(0, 'second') : format.format(Math.round(seconds / size), unit);
}

/** A day as staff read it: "Jan 5, 2025", in their own locale. */
export const formatDay = (iso: string): string => new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' });
