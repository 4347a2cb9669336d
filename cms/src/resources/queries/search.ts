import type { Query, QueryExportParams, QueryStatus } from '@agency/contract';

import { isoOf, join, raw, sql, type Row, type Sql, type SqlRunner } from '../../lib/database/raw-sql';

/**
 * The staff's query list and export in SQL: the filters, the search through its index, the
 * orders, pages and keyset batches. The search gives exactly today's `contains` results
 * (LIKE '%term%' on SQLite, ILIKE on PostgreSQL, over name, e-mail, phone and message); the index
 * only narrows the rows that test is run on (decision 014).
 */

export type QueryFilters = Omit<QueryExportParams, 'sort'>;
export type QuerySort = QueryExportParams['sort'];

const searched = ['name', 'email', 'phone', 'message'] as const;

/** Terms the trigram index can answer: 3 characters or more, no LIKE wildcards of their own. */
const indexable = (term: string) => [...term].length >= 3 && !/[%_]/.test(term);
/**
 * For ASCII terms the index's answer is LIKE's own (both fold ASCII case only for ASCII text), so
 * it needs no second test; other terms are confirmed by LIKE, which folds no other case.
 */
const ascii = (term: string) => /^[\x20-\x7e]*$/.test(term);

/** FTS5's query for `term` as one phrase: its own double quotes doubled. */
const phrase = (term: string) => `"${term.replace(/"/g, '""')}"`;

/**
 * SQLite's trigram indexes: `queries_fts` over every row, `queries_verified_fts` over the verified
 * rows only (the dashboard's search), each kept in step by triggers (migrations `support_inbox`
 * and `verified_search_index`).
 */
const ftsOf = (filters: QueryFilters) => raw(filters.isVerified === 'true' ? 'queries_verified_fts' : 'queries_fts');

/** SQLite: the rowids whose searched columns hold `term`, from the trigram index for `filters`. */
const ftsRows = (term: string, filters: QueryFilters) => sql`SELECT rowid FROM ${ftsOf(filters)} WHERE ${ftsOf(filters)} MATCH ${phrase(term)}`;

/**
 * How a search condition finds its rows: `index`, SQLite's candidates from the trigram index
 * (confirmed by LIKE where the index's answer could differ); `test`, each row tested by LIKE
 * alone, for a walk along a sort's index that stops after one page.
 */
type SearchBy = 'index' | 'test';

function searchCondition(db: SqlRunner, filters: QueryFilters, term: string, by: SearchBy): Sql {
  const pattern = `%${term}%`;
  const like = raw(db.dialect === 'postgres' ? 'ILIKE' : 'LIKE');
  const contains = sql`(${join(
    searched.map((column) => sql`q.${raw(column)} ${like} ${pattern}`),
    ' OR ',
  )})`;
  if (db.dialect === 'postgres' || !indexable(term) || by === 'test') return contains; // PostgreSQL's planner takes the GIN indexes itself
  const candidates = sql`q.rowid IN (${ftsRows(term, filters)})`;
  return ascii(term) ? candidates : sql`${candidates} AND ${contains}`;
}

/**
 * SQLite answers an indexed search alone from the index, the verified-only search from the
 * verified rows' index; anything else joins the queries.
 */
const searchOnly = (db: SqlRunner, filters: QueryFilters) =>
  db.dialect === 'sqlite' &&
  !!filters.searchTerm &&
  indexable(filters.searchTerm) &&
  ascii(filters.searchTerm) &&
  Object.entries(filters).every(([key, value]) => key === 'searchTerm' || value === undefined || (key === 'isVerified' && value === 'true'));

export function whereOf(db: SqlRunner, filters: QueryFilters, by: SearchBy = 'index'): Sql {
  const conditions: Sql[] = [];
  if (filters.isVerified) conditions.push(sql`q.is_verified = ${filters.isVerified === 'true'}`);
  if (filters.status) conditions.push(sql`q.status = ${filters.status}`);
  if (filters.assignee === 'none') conditions.push(sql`q.assignee_id IS NULL`);
  else if (filters.assignee) conditions.push(sql`q.assignee_id = ${filters.assignee}`);
  if (filters.from) conditions.push(sql`q.created_at >= ${filters.from}`);
  if (filters.to) conditions.push(sql`q.created_at < ${filters.to}`);
  if (filters.searchTerm) conditions.push(searchCondition(db, filters, filters.searchTerm, by));
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
  `q.id, q.name, q.email, q.phone, q.message, q.is_verified, q.created_at, q.status, q.answered_at, q.assignee_id, u.email AS assignee_email, ${statusRank.parts[0]} AS status_rank`,
);
const from = raw('FROM queries q LEFT JOIN users u ON u.id = q.assignee_id');

export const toQueryRow = (row: Row): Query => ({
  _id: String(row.id),
  name: String(row.name),
  email: String(row.email),
  phone: String(row.phone),
  message: String(row.message),
  isVerified: Boolean(row.is_verified),
  createdAt: isoOf(row.created_at)!,
  status: (row.status ?? 'new') as QueryStatus,
  assignee: row.assignee_id && row.assignee_email ? { _id: String(row.assignee_id), email: String(row.assignee_email) } : null,
  answeredAt: isoOf(row.answered_at),
});

/** Above this many matching rows a page is found faster by walking the sort's index than by sorting them all. */
const walkFrom = 2000;

/** SQLite's indexes that hold the list in a sort's order (the id breaks ties). */
const sortIndexes: Partial<Record<QuerySort, string>> = {
  '-createdAt': 'queries_created_at_idx',
  createdAt: 'queries_created_at_idx',
  name: 'queries_name_id_idx',
  status: 'queries_status_rank_idx',
};

/**
 * SQLite plans a filtered or searched list by fetching every matching row and sorting them:
 * right for a few, slow for many. For many, walking the sort's index and keeping the matching
 * rows stops after one page instead.
 */
const walk = (sort: QuerySort) => raw(sortIndexes[sort] ? `INDEXED BY ${sortIndexes[sort]}` : '');

const pageOf = (db: SqlRunner, where: Sql, sort: QuerySort, page: number, limit: number, walking: boolean) =>
  db.rows(
    sql`SELECT ${columns} FROM queries q ${walking ? walk(sort) : raw('')} LEFT JOIN users u ON u.id = q.assignee_id ${where} ORDER BY ${orderOf(sort)} LIMIT ${limit} OFFSET ${(page - 1) * limit}`,
  );

const countOf = async (db: SqlRunner, query: Sql) => Number((await db.rows(query))[0]?.total ?? 0);

/** The table's size bound beside a count: rowids only grow, so MAX(rowid) is at least the number of rows. */
const sizeOf = sql`(SELECT MAX(rowid) FROM queries) AS size`;

/** Walking finds a page after about (offset + limit) × size ÷ total rows; sorting reads all `total`. */
const walkPays = (total: number, size: number, page: number, limit: number) => total > walkFrom && page * limit * size <= total * total;

/**
 * SQLite's indexed search: the matching rows are counted first, from the trigram index alone when
 * the term is all the filter (one evaluation of the index, nothing read from the table). The count
 * chooses the page's plan: for many matches, walk the sort's index testing each row with LIKE (the
 * search's own definition) and stop after one page, without asking the index again; for few, or a
 * page deep in the list, take the index's candidates and sort them.
 */
async function searchPage(db: SqlRunner, filters: QueryFilters, term: string, sort: QuerySort, page: number, limit: number) {
  const [count] = await db.rows(
    searchOnly(db, filters)
      ? sql`SELECT COUNT(*) AS total, ${sizeOf} FROM ${ftsOf(filters)} WHERE ${ftsOf(filters)} MATCH ${phrase(term)}`
      : sql`SELECT COUNT(*) AS total, ${sizeOf} FROM queries q ${whereOf(db, filters)}`,
  );
  const total = Number(count?.total ?? 0);
  const walking = sortIndexes[sort] !== undefined && walkPays(total, Number(count?.size ?? 0), page, limit);
  return { rows: await pageOf(db, whereOf(db, filters, walking ? 'test' : 'index'), sort, page, limit, walking), total };
}

/** SQLite: the count first, and from it the plan. */
async function filteredPage(db: SqlRunner, filters: QueryFilters, sort: QuerySort, page: number, limit: number) {
  const where = whereOf(db, filters);
  const [count] = await db.rows(sql`SELECT COUNT(*) AS total, ${sizeOf} FROM queries q ${where}`);
  const total = Number(count?.total ?? 0);
  const walking = (sort === 'name' || sort === 'status') && where.parts[0] !== '' && walkPays(total, Number(count?.size ?? 0), page, limit);
  return { rows: await pageOf(db, where, sort, page, limit, walking), total };
}

/** One page of the list and the number of matching rows. */
export async function listPage(db: SqlRunner, filters: QueryFilters, sort: QuerySort, page: number, limit: number) {
  const term = filters.searchTerm;
  if (db.dialect === 'sqlite') {
    const { rows, total } =
      term && indexable(term) ? await searchPage(db, filters, term, sort, page, limit) : await filteredPage(db, filters, sort, page, limit);
    return { docs: rows.map(toQueryRow), total };
  }
  const where = whereOf(db, filters);
  const [rows, total] = await Promise.all([
    pageOf(db, where, sort, page, limit, false),
    countOf(db, sql`SELECT COUNT(*) AS total FROM queries q ${where}`),
  ]);
  return { docs: rows.map(toQueryRow), total };
}

/** Every matching row, `size` at a time, each batch resuming after the last row of the one before. */
export async function* allRows(db: SqlRunner, filters: QueryFilters, sort: QuerySort, size = 1000): AsyncGenerator<Query[]> {
  const base = whereOf(db, filters);
  let last: Row | undefined;
  for (;;) {
    const where = last ? (base.parts[0] ? sql`${base} AND ${after(sort, last)}` : sql`WHERE ${after(sort, last)}`) : base;
    const rows = await db.rows(sql`SELECT ${columns} ${from} ${where} ORDER BY ${orderOf(sort)} LIMIT ${size}`);
    if (rows.length) yield rows.map(toQueryRow);
    if (rows.length < size) return;
    last = rows[rows.length - 1];
  }
}
