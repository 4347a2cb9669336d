import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Written by hand (decision 014): the list sorted by status in the workflow's order,
// newest first within a status, as resources/queries/search.ts orders it (its `statusRank`; the
// expression must stay the same for the planner to use the index). Payload's own schema is unchanged.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE INDEX queries_status_rank_idx ON queries ((CASE status WHEN 'new' THEN 0 WHEN 'in-progress' THEN 1 WHEN 'answered' THEN 2 ELSE 3 END), created_at DESC, id DESC);`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX IF EXISTS queries_status_rank_idx;`)
}
