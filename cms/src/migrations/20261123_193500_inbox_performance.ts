import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Written by hand (decision 014): what the support inbox's list and overview read. Payload's own
// schema is unchanged, so the queries' fast insert (decision 012) is too.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  // Minutes from submission to verification (not a Payload field), so the overview's median is an
  // indexed OFFSET, not a sort.
  await db.execute(sql`
  ALTER TABLE queries ADD COLUMN verify_minutes double precision GENERATED ALWAYS AS (EXTRACT(EPOCH FROM (verified_at - created_at)) / 60) STORED;
  CREATE INDEX queries_verify_minutes_idx ON queries (verify_minutes, created_at) WHERE verify_minutes IS NOT NULL;
  CREATE INDEX queries_status_verified_idx ON queries (status, is_verified, created_at);
  CREATE INDEX queries_assignee_open_idx ON queries (assignee_id, created_at, is_verified, status);`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX IF EXISTS queries_verify_minutes_idx;
  DROP INDEX IF EXISTS queries_status_verified_idx;
  DROP INDEX IF EXISTS queries_assignee_open_idx;
  ALTER TABLE queries DROP COLUMN IF EXISTS verify_minutes;`)
}
