/**
 * Plain SQL on the PostgreSQL adapter's own pool, for what Payload's `find` cannot say: the
 * search through the trigram indexes, keyset pages for the export, GROUP BY for the stats. It
 * reaches past Payload's API (decision 012): raw-sql.test.ts proves it.
 */

/** A piece of SQL with its parameters; pieces nest. */
export class Sql {
  constructor(
    readonly parts: readonly string[],
    readonly values: readonly unknown[],
  ) {}
}

/** `sql\`… ${value} …\``: values become parameters; nested `Sql` pieces are spliced in. */
export function sql(strings: TemplateStringsArray, ...values: unknown[]): Sql {
  const parts: string[] = [strings[0]!];
  const params: unknown[] = [];
  const append = (text: string) => (parts[parts.length - 1] += text);
  values.forEach((value, i) => {
    if (value instanceof Sql) {
      append(value.parts[0]!);
      value.values.forEach((inner, j) => {
        params.push(inner);
        parts.push(value.parts[j + 1]!);
      });
      append(strings[i + 1]!);
    } else {
      params.push(value);
      parts.push(strings[i + 1]!);
    }
  });
  return new Sql(parts, params);
}

/** Trusted text (identifiers, keywords of our own), never input. */
export const raw = (text: string) => new Sql([text], []);

export function join(pieces: readonly Sql[], separator: string): Sql {
  return pieces.reduce((all, piece, i) => (i === 0 ? piece : sql`${all}${raw(separator)}${piece}`), raw(''));
}

export type Row = Record<string, unknown>;

export interface SqlRunner {
  rows: (query: Sql) => Promise<Row[]>;
}

interface SqlAdapter {
  name?: string;
  pool?: { query: (text: string, values: unknown[]) => Promise<{ rows: Row[] }> };
}

/** The runner for Payload's adapter, or undefined on MongoDB. */
export function sqlRunner(db: unknown): SqlRunner | undefined {
  const adapter = db as SqlAdapter;
  if (adapter.name !== 'postgres' || !adapter.pool) return undefined;
  const { pool } = adapter;
  return { rows: async (query) => (await pool.query(query.parts.reduce((text, part, i) => `${text}$${i}${part}`), [...query.values])).rows };
}

/** A time column as ISO text (PostgreSQL gives Dates). */
export const isoOf = (value: unknown): string | null =>
  value === null || value === undefined ? null : value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString();
