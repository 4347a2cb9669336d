import type { StatsRange } from '../providers/data-provider';

const day = (date: Date) => date.toISOString().slice(0, 10);

/** The last `weeks` weeks up to today (UTC days, both included). */
export function lastWeeks(weeks: number, today: Date = new Date()): StatsRange {
  const from = new Date(today.getTime() - (weeks * 7 - 1) * 24 * 60 * 60 * 1000);
  return { from: day(from), to: day(today) };
}

/** 0.873 → "87.3%"; no figure → "—". */
export const formatRate = (rate: number | null) => (rate === null ? '—' : `${(rate * 100).toFixed(1).replace(/\.0$/, '')}%`);

/** Minutes as "42 s", "3.5 min" or "2 h 5 min". */
export function formatMinutes(minutes: number | null): string {
  if (minutes === null) return '—';
  if (minutes < 1) return `${Math.round(minutes * 60)} s`;
  if (minutes < 60) return `${Number(minutes.toFixed(1))} min`;
  const hours = Math.floor(minutes / 60);
  return `${hours} h ${Math.round(minutes - hours * 60)} min`;
}

/** Seconds as minutes read them ("42 s", "3.5 min", "2 h 5 min"); no figure → "—". */
export const formatSeconds = (seconds: number | null) => formatMinutes(seconds === null ? null : seconds / 60);

/** A target in hours: "24 h", or "3 days" when whole days. */
export const formatHours = (hours: number) => (hours >= 48 && hours % 24 === 0 ? `${hours / 24} days` : `${hours} h`);

/** The Monday (YYYY-MM-DD, UTC) of a day's week, as the stats name weeks. */
export function weekOf(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return new Date(date.getTime() - ((date.getUTCDay() + 6) % 7) * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** Milliseconds as "850 ms" or "2.4 s". */
export function formatMs(ms: number | null): string {
  if (ms === null) return '—';
  return ms < 1000 ? `${Math.round(ms)} ms` : `${Number((ms / 1000).toFixed(1))} s`;
}
