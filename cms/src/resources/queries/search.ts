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

/** SQLite: the rowids whose searched columns hold `term`, from the trigram index. */
const ftsRows = (term: string) => sql`SELECT rowid FROM queries_fts WHERE queries_fts MATCH ${`"${term.replace(/"/g, '""')}"`}`;

/**
 * SQLite: the candidates come from the trigram index, or from `hits`, the statement's own
 * materialized copy of them (`withHits`), so that its page and count share one evaluation.
 */
function searchCondition(db: SqlRunner, term: string, hits = false): Sql {
  const pattern = `%${term}%`;
  const like = raw(db.dialect === 'postgres' ? 'ILIKE' : 'LIKE');
  const contains = sql`(${join(
    searched.map((column) => sql`q.${raw(column)} ${like} ${pattern}`),
    ' OR ',
  )})`;
  if (db.dialect === 'postgres' || !indexable(term)) return contains; // PostgreSQL's planner takes the GIN indexes itself
  const candidates = hits ? sql`q.rowid IN (SELECT rowid FROM hits)` : sql`q.rowid IN (${ftsRows(term)})`;
  return ascii(term) ? candidates : sql`${candidates} AND ${contains}`;
}

const withHits = (term: string) => sql`WITH hits AS MATERIALIZED (${ftsRows(term)}) `;

/** SQLite answers an indexed search alone from the index; anything else joins the queries. */
const searchOnly = (db: SqlRunner, filters: QueryFilters) =>
  db.dialect === 'sqlite' &&
  !!filters.searchTerm &&
  indexable(filters.searchTerm) &&
  ascii(filters.searchTerm) &&
  Object.entries(filters).every(([key, value]) => key === 'searchTerm' || value === undefined);

export function whereOf(db: SqlRunner, filters: QueryFilters, hits = false): Sql {
  const conditions: Sql[] = [];
  if (filters.isVerified) conditions.push(sql`q.is_verified = ${filters.isVerified === 'true'}`);
  if (filters.status) conditions.push(sql`q.status = ${filters.status}`);
  if (filters.assignee === 'none') conditions.push(sql`q.assignee_id IS NULL`);
  else if (filters.assignee) conditions.push(sql`q.assignee_id = ${filters.assignee}`);
  if (filters.from) conditions.push(sql`q.created_at >= ${filters.from}`);
  if (filters.to) conditions.push(sql`q.created_at < ${filters.to}`);
  if (filters.searchTerm) conditions.push(searchCondition(db, filters.searchTerm, hits));
  return conditions.length ? sql`WHERE ${join(conditions, ' AND ')}` : raw('');
}

interface SortKey {
  /** The SQL expression, and the row field that carries its value for the next keyset batch. */
  expression: Sql;
  field: string;
  descending: boolean;
}

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

const orderOf = (sort: QuerySort) =>
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
};

/**
 * SQLite plans a filtered or searched list by fetching every matching row and sorting them:
 * right for a few, slow for many. For many, walking the sort's index and keeping the matching
 * rows stops after one page instead.
 */
const walk = (sort: QuerySort) => raw(sortIndexes[sort] ? `INDEXED BY ${sortIndexes[sort]}` : '');

const pageOf = (
  db: SqlRunner,
  where: Sql,
  sort: QuerySort,
  page: number,
  limit: number,
  walking: boolean,
  head = raw(''),
  extra = raw(''),
) =>
  db.rows(
    sql`${head}SELECT ${columns}${extra} FROM queries q ${walking ? walk(sort) : raw('')} LEFT JOIN users u ON u.id = q.assignee_id ${where} ORDER BY ${orderOf(sort)} LIMIT ${limit} OFFSET ${(page - 1) * limit}`,
  );

const countOf = async (db: SqlRunner, query: Sql) => Number((await db.rows(query))[0]?.total ?? 0);

/**
 * SQLite's indexed search: the index is asked once for a plan (its candidates counted up to
 * `walkFrom + 1`, which stops early for a common term), then once for the page and the count together.
 */
async function searchPage(db: SqlRunner, filters: QueryFilters, term: string, sort: QuerySort, page: number, limit: number) {
  const [probe] = await db.rows(sql`SELECT COUNT(*) AS n FROM (${ftsRows(term)} LIMIT ${walkFrom + 1})`);
  const candidates = Number(probe?.n ?? 0);
  const many = candidates > walkFrom;
  const only = searchOnly(db, filters);
  const where = whereOf(db, filters, true);
  const head = withHits(term);
  if (only && !many) return { rows: await pageOf(db, where, sort, page, limit, false, head), total: candidates };
  const count = only ? sql`(SELECT COUNT(*) FROM hits)` : sql`(SELECT COUNT(*) FROM queries q ${where})`;
  const rows = await pageOf(db, where, sort, page, limit, many, head, sql`, ${count} AS total`);
  // Past the last page there is no row to carry the count.
  const total = rows.length ? Number(rows[0]!.total) : await countOf(db, sql`${head}SELECT ${count} AS total`);
  return { rows, total };
}

/** SQLite: the count first, and from it the plan (`size` bounds the table's rows: rowids only grow). */
async function filteredPage(db: SqlRunner, filters: QueryFilters, sort: QuerySort, page: number, limit: number) {
  const where = whereOf(db, filters);
  const [count] = await db.rows(sql`SELECT COUNT(*) AS total, (SELECT MAX(rowid) FROM queries) AS size FROM queries q ${where}`);
  const total = Number(count?.total ?? 0);
  const size = Number(count?.size ?? 0);
  // Walking finds a page after about (offset + limit) × size ÷ total rows; sorting reads all `total`.
  const walking = sort === 'name' && where.parts[0] !== '' && total > walkFrom && page * limit * size <= total * total;
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
