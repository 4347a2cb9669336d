import pg from 'pg';

/** A support query as the benchmarks store it: the columns of the `queries` table. */
export interface QueryRow {
  id: string;
  name: string;
  email: string;
  phone: string;
  message: string;
  isVerified: boolean;
  status?: string;
  assigneeId?: string | null;
  verifiedAt?: string | null;
  createdAt: string;
}

/**
 * `count` queries made by `make`, straight into the app's PostgreSQL (the app has migrated it),
 * 10,000 rows a statement: the benchmarks' data, not what a visitor's submission does.
 */
export async function fillQueries(databaseUri: string, count: number, make: (i: number) => QueryRow): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUri });
  await client.connect();
  try {
    for (let from = 0; from < count; from += 10_000) {
      const rows = Array.from({ length: Math.min(10_000, count - from) }, (_, k) => make(from + k));
      const column = <K extends keyof QueryRow>(key: K, fallback: QueryRow[K]) => rows.map((row) => row[key] ?? fallback);
      await client.query(
        `INSERT INTO queries (id, name, email, phone, message, is_verified, status, assignee_id, verified_at, updated_at, created_at)
         SELECT id, name, email, phone, message, is_verified, status::enum_queries_status, assignee_id, verified_at, created_at, created_at
         FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::text[], $6::boolean[], $7::text[], $8::uuid[], $9::timestamptz[], $10::timestamptz[])
           AS t(id, name, email, phone, message, is_verified, status, assignee_id, verified_at, created_at)`,
        [
          column('id', ''),
          column('name', ''),
          column('email', ''),
          column('phone', ''),
          column('message', ''),
          column('isVerified', false),
          column('status', 'new'),
          column('assigneeId', null),
          column('verifiedAt', null),
          column('createdAt', ''),
        ],
      );
    }
  } finally {
    await client.end();
  }
}
