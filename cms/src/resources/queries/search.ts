import { waitingQueryStatuses, type Query, type QueryExportParams, type QueryStatus, type queryWaitingFilters } from '@agency/contract';

import { isoOf, join, raw, sql, type Row, type Sql, type SqlRunner } from '../../lib/database/raw-sql';
import { overdueBefore } from '../inbox-settings/global';
import { awaitingOf, dueAt, referenceOf } from './mapper';

/**
 * The staff's query list and export in SQL: the filters, the search, the orders, pages and keyset
 * batches. The search is `contains`, case-insensitive, over name, e-mail, phone and message: ILIKE
 * on `search_text`, the four joined by a unit separator (chr 31), whose trigram indexes (migration
 * `search_text`: every row, and the verified rows) let PostgreSQL's planner count and find the
 * matches without reading every row (decision 014).
 */

export type QueryFilters = Omit<QueryExportParams, 'sort'>;
export type QuerySort = QueryExportParams['sort'];
export type QueryWaiting = (typeof queryWaitingFilters)[number];

/** A search for `Q-1042` (any case, the dash optional) finds that query by its reference too. */
export const referenceSearched = (term: string): number | undefined => {
  const match = /^\s*q-?(\d{1,9})\s*$/i.exec(term);
  return match ? Number(match[1]) : undefined;
};

function searchCondition(term: string): Sql {
  const reference = referenceSearched(term);
  const text = sql`q.search_text ILIKE ${`%${term}%`}`;
  return reference === undefined ? text : sql`(${text} OR q.reference = ${reference})`;
}

/**
 * Verified queries waiting for a staff reply (a waiting status and a stamped wait); `overdue`:
 * waiting since before the response target's hours ago.
 */
export function waitingCondition(waiting: QueryWaiting, targetHours: number, now = new Date()): Sql {
  const statuses = join(waitingQueryStatuses.map((status) => sql`${status}`), ', ');
  const unanswered = sql`q.is_verified = ${true} AND q.status IN (${statuses}) AND q.awaiting_since IS NOT NULL`;
  return waiting === 'unanswered' ? unanswered : sql`${unanswered} AND q.awaiting_since < ${overdueBefore(targetHours, now)}`;
}

/** The filters as SQL; `targetHours` (the response target) for the `waiting` filter. */
export function whereOf(filters: QueryFilters, targetHours: number): Sql {
  const conditions: Sql[] = [];
  if (filters.waiting) conditions.push(waitingCondition(filters.waiting, targetHours));
  if (filters.isVerified) conditions.push(sql`q.is_verified = ${filters.isVerified === 'true'}`);
  if (filters.status) conditions.push(sql`q.status = ${filters.status}`);
  if (filters.assignee === 'none') conditions.push(sql`q.assignee_id IS NULL`);
  else if (filters.assignee) conditions.push(sql`q.assignee_id = ${filters.assignee}`);
  if (filters.from) conditions.push(sql`q.created_at >= ${filters.from}`);
  if (filters.to) conditions.push(sql`q.created_at < ${filters.to}`);
  if (filters.searchTerm) conditions.push(searchCondition(filters.searchTerm));
  return conditions.length ? sql`WHERE ${join(conditions, ' AND ')}` : raw('');
}

interface SortKey {
  /** The SQL expression, and the row field that carries its value for the next keyset batch. */
  expression: Sql;
  field: string;
  descending: boolean;
}

/** The workflow's order; the migration `status_sort_index` indexes this very expression. */
const statusRank = raw(`CASE q.status WHEN 'new' THEN 0 WHEN 'in-progress' THEN 1 WHEN 'answered' THEN 2 ELSE 3 END`);

/** Every order ends in the id, so it is total and a keyset can resume it. */
const sortKeys: Record<QuerySort, SortKey[]> = {
  '-createdAt': [
    { expression: raw('q.created_at'), field: 'created_at', descending: true },
    { expression: raw('q.id'), field: 'id', descending: true },
  ],
  createdAt: [
    { expression: raw('q.created_at'), field: 'created_at', descending: false },
    { expression: raw('q.id'), field: 'id', descending: false },
  ],
  name: [
    { expression: raw('q.name'), field: 'name', descending: false },
    { expression: raw('q.id'), field: 'id', descending: false },
  ],
  status: [
    { expression: statusRank, field: 'status_rank', descending: false },
    { expression: raw('q.created_at'), field: 'created_at', descending: true },
    { expression: raw('q.id'), field: 'id', descending: true },
  ],
};

export const orderOf = (sort: QuerySort) =>
  join(
    sortKeys[sort].map(({ expression, descending }) => sql`${expression} ${raw(descending ? 'DESC' : 'ASC')}`),
    ', ',
  );

/** Rows after `last` in `sort`'s order: (a > x) OR (a = x AND b > y) …, each key in its direction. */
function after(sort: QuerySort, last: Row): Sql {
  const keys = sortKeys[sort];
  const branches = keys.map((key, i) => {
    const equal = keys.slice(0, i).map((prior) => sql`${prior.expression} = ${last[prior.field]}`);
    const beyond = sql`${key.expression} ${raw(key.descending ? '<' : '>')} ${last[key.field]}`;
    return sql`(${join([...equal, beyond], ' AND ')})`;
  });
  return sql`(${join(branches, ' OR ')})`;
}

const columns = raw(
  `q.id, q.name, q.email, q.phone, q.message, q.is_verified, q.created_at, q.status, q.answered_at, q.reference, q.awaiting_since, q.assignee_id, u.email AS assignee_email, ${statusRank.parts[0]} AS status_rank`,
);
const from = raw('FROM queries q LEFT JOIN users u ON u.id = q.assignee_id');

/** A row of the list; `targetHours` (the response target) dates its reply. */
export function toQueryRow(row: Row, targetHours: number): Query {
  const status = (row.status ?? 'new') as QueryStatus;
  const awaitingReplySince = awaitingOf(status, isoOf(row.awaiting_since));
  return {
    _id: String(row.id),
    name: String(row.name),
    email: String(row.email),
    phone: String(row.phone),
    message: String(row.message),
    isVerified: Boolean(row.is_verified),
    createdAt: isoOf(row.created_at)!,
    status,
    assignee: row.assignee_id && row.assignee_email ? { _id: String(row.assignee_id), email: String(row.assignee_email) } : null,
    answeredAt: isoOf(row.answered_at),
    reference: referenceOf(row.reference === null || row.reference === undefined ? null : Number(row.reference)),
    awaitingReplySince,
    replyDueAt: dueAt(awaitingReplySince, targetHours),
  };
}

const countOf = async (db: SqlRunner, query: Sql) => Number((await db.rows(query))[0]?.total ?? 0);

/** One page of the list and the number of matching rows. */
export async function listPage(db: SqlRunner, filters: QueryFilters, sort: QuerySort, page: number, limit: number, targetHours: number) {
  const where = whereOf(filters, targetHours);
  const [rows, total] = await Promise.all([
    db.rows(sql`SELECT ${columns} ${from} ${where} ORDER BY ${orderOf(sort)} LIMIT ${limit} OFFSET ${(page - 1) * limit}`),
    countOf(db, sql`SELECT COUNT(*) AS total FROM queries q ${where}`),
  ]);
  return { docs: rows.map((row) => toQueryRow(row, targetHours)), total };
}

/** Every matching row, `size` at a time, each batch resuming after the last row of the one before. */
export async function* allRows(db: SqlRunner, filters: QueryFilters, sort: QuerySort, targetHours: number, size = 1000): AsyncGenerator<Query[]> {
  const base = whereOf(filters, targetHours);
  let last: Row | undefined;
  for (;;) {
    const where = last ? (base.parts[0] ? sql`${base} AND ${after(sort, last)}` : sql`WHERE ${after(sort, last)}`) : base;
    const rows = await db.rows(sql`SELECT ${columns} ${from} ${where} ORDER BY ${orderOf(sort)} LIMIT ${size}`);
    if (rows.length) yield rows.map((row) => toQueryRow(row, targetHours));
    if (rows.length < size) return;
    last = rows[rows.length - 1];
  }
}
