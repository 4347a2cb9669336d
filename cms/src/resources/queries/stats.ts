import { inboxLimits, openQueryStatuses, type Stats } from '@agency/contract';

import { join, raw, sql, type Row, type Sql, type SqlRunner } from '../../lib/database/raw-sql';
import { overdueBefore } from '../inbox-settings/global';
import { waitingCondition } from './search';

/**
 * The overview's query figures for a range, each one aggregate query (GROUP BY, COUNT) over
 * indexed columns, never the rows themselves. Mail figures come from the delivery log (routes).
 */

const dayMs = 24 * 60 * 60 * 1000;
const weekMs = 7 * dayMs;

/** Monday 00:00 UTC of `time`'s week. */
export function weekStart(time: Date): Date {
  const day = new Date(Date.UTC(time.getUTCFullYear(), time.getUTCMonth(), time.getUTCDate()));
  return new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * dayMs);
}

/** The range asked for; without `from`, the weeks of `inboxLimits.statsDefaultWeeks` up to `to` (default now). */
export function statsRange(from: Date | undefined, to: Date | undefined, now = new Date()): { from: Date; to: Date } {
  const end = to ?? now;
  return {
    from: from ?? new Date(weekStart(new Date(end.getTime() - 1)).getTime() - (inboxLimits.statsDefaultWeeks - 1) * weekMs),
    to: end,
  };
}

/** The range's Monday-to-Monday weeks, by the day each starts. */
function weeksOf(range: { from: Date; to: Date }): { week: string }[] {
  const weeks = [];
  for (let start = weekStart(range.from); start < range.to; start = new Date(start.getTime() + weekMs))
    weeks.push({ week: start.toISOString().slice(0, 10) });
  return weeks;
}

/** Each week's count in one grouped pass over the range's rows (Monday-to-Monday weeks, UTC). */
async function perWeek(db: SqlRunner, range: { from: Date; to: Date }): Promise<Stats['queriesPerWeek']> {
  const rows = await db.rows(
    sql`SELECT to_char(date_trunc('week', q.created_at AT TIME ZONE 'UTC'), 'YYYY-MM-DD') AS week, COUNT(*) AS n FROM queries q WHERE q.created_at >= ${range.from} AND q.created_at < ${range.to} GROUP BY 1`,
  );
  const byWeek = new Map(rows.map((row) => [String(row.week), Number(row.n)]));
  return weeksOf(range).map(({ week }) => ({ week, count: byWeek.get(week) ?? 0 }));
}

/**
 * The median of `verify_minutes`, the minutes from submission to verification that the database
 * keeps beside `verified_at` (a generated column): the middle
 * one or two entries of its index, read in order. `verifiedCount`: the range's queries with a verifiedAt.
 */
async function medianMinutes(db: SqlRunner, inRange: Sql, verifiedCount: number): Promise<number | null> {
  if (verifiedCount === 0) return null;
  const n = verifiedCount;
  const middle = await db.rows(
    sql`SELECT q.verify_minutes AS m FROM queries q WHERE q.verify_minutes IS NOT NULL AND ${inRange} ORDER BY q.verify_minutes LIMIT ${2 - (n % 2)} OFFSET ${Math.floor((n - 1) / 2)}`,
  );
  return middle.length ? middle.reduce((sum, row) => sum + Number(row.m), 0) / middle.length : null;
}

/**
 * Seconds from verification to the first staff reply, median and 90th percentile, over the range's
 * queries that have a reply: each query's first reply is the first entry of its (query, createdAt) index.
 */
async function firstResponse(db: SqlRunner, inRange: Sql): Promise<Stats['firstResponse']> {
  const [row] = await db.rows(
    sql`SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY s) AS median, percentile_cont(0.9) WITHIN GROUP (ORDER BY s) AS p90 FROM (
      SELECT EXTRACT(EPOCH FROM (
        (SELECT MIN(n.created_at) FROM query_notes n WHERE n.query_id = q.id AND n.kind = ${'reply'}) - q.verified_at
      )) AS s FROM queries q WHERE ${inRange} AND q.verified_at IS NOT NULL
    ) firsts WHERE s IS NOT NULL`,
  );
  const seconds = (value: unknown) => (value === null || value === undefined ? null : Math.round(Number(value)));
  return { median: seconds(row?.median), p90: seconds(row?.p90) };
}

/** Queries waiting for a reply now, and those past the response target: one pass over the waiting rows. */
async function waiting(db: SqlRunner, targetHours: number, now: Date): Promise<{ unanswered: number; overdue: number }> {
  const deadline = overdueBefore(targetHours, now);
  const [row] = await db.rows(
    sql`SELECT COUNT(*) AS unanswered, SUM(CASE WHEN q.awaiting_since < ${deadline} THEN 1 ELSE 0 END) AS overdue FROM queries q WHERE ${waitingCondition('unanswered', targetHours, now)}`,
  );
  return { unanswered: Number(row?.unanswered ?? 0), overdue: Number(row?.overdue ?? 0) };
}

export type QueryStats = Omit<Stats, 'codeMailLatencyMs' | 'failedDeliveries'>;

/** `targetHours`: the response target, for the overdue count. */
export async function queryStats(db: SqlRunner, range: { from: Date; to: Date }, targetHours: number, now = new Date()): Promise<QueryStats> {
  const inRange = sql`q.created_at >= ${range.from} AND q.created_at < ${range.to}`;
  const open = sql`${inRange} AND q.is_verified = ${true} AND q.status <> ${'closed'}`;
  // Open queries by status ride along the totals' pass over the overview index.
  const openSums = join(
    openQueryStatuses.map(
      (status, i) => sql`SUM(CASE WHEN q.is_verified AND q.status = ${status} THEN 1 ELSE 0 END) AS ${raw(`open_${i}`)}`,
    ),
    ', ',
  );
  const [queriesPerWeek, [totals], assigned, waitingNow, firstReply] = await Promise.all([
    perWeek(db, range),
    db.rows(
      sql`SELECT COUNT(*) AS total, SUM(CASE WHEN q.is_verified THEN 1 ELSE 0 END) AS verified, COUNT(q.verified_at) AS stamped, ${openSums} FROM queries q WHERE ${inRange}`,
    ),
    // Each staff member's open queries: a range of the (assignee, createdAt, …) index. The unassigned are the rest.
    db.rows(
      sql`SELECT u.id AS id, u.email AS email, (SELECT COUNT(*) FROM queries q WHERE q.assignee_id = u.id AND ${open}) AS n FROM users u ORDER BY u.id`,
    ),
    waiting(db, targetHours, now),
    firstResponse(db, inRange),
  ]);
  const total = Number(totals?.total ?? 0);
  const verified = Number(totals?.verified ?? 0);
  const openByStatus = Object.fromEntries(
    openQueryStatuses.map((status, i) => [status, Number(totals?.[`open_${i}`] ?? 0)]),
  ) as Stats['openByStatus'];
  const held = (assigned as Row[])
    .filter((row) => Number(row.n) > 0)
    .map((row) => ({ assignee: { _id: String(row.id), email: String(row.email) }, count: Number(row.n) }));
  // Unassigned, or assigned to an account since deleted.
  const unassigned = Object.values(openByStatus).reduce((sum, n) => sum + n, 0) - held.reduce((sum, row) => sum + row.count, 0);
  return {
    range: { from: range.from.toISOString(), to: range.to.toISOString() },
    queriesPerWeek,
    verificationRate: total ? verified / total : null,
    medianVerifyMinutes: await medianMinutes(db, inRange, Number(totals?.stamped ?? 0)),
    openByStatus,
    openByAssignee: [...(unassigned > 0 ? [{ assignee: null, count: unassigned }] : []), ...held].sort((a, b) => b.count - a.count),
    ...waitingNow,
    firstResponse: firstReply,
    responseTargetHours: targetHours,
  };
}
