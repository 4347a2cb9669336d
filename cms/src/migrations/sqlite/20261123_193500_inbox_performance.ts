import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

// Written by hand (decision 014): what the support inbox's list and overview read. Payload's own
// schema is unchanged, so the queries' fast insert (decision 012) is too.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  // Minutes from submission to verification, kept by triggers from created_at and verified_at
  // (not a Payload field), so the overview's median is an indexed OFFSET, not a sort.
  await db.run(sql`ALTER TABLE queries ADD verify_minutes real`)
  await db.run(sql`UPDATE queries SET verify_minutes = (julianday(verified_at) - julianday(created_at)) * 1440 WHERE verified_at IS NOT NULL`)
  await db.run(sql`CREATE TRIGGER queries_verify_minutes_insert AFTER INSERT ON queries WHEN NEW.verified_at IS NOT NULL
    BEGIN UPDATE queries SET verify_minutes = (julianday(NEW.verified_at) - julianday(NEW.created_at)) * 1440 WHERE rowid = NEW.rowid; END`)
  await db.run(sql`CREATE TRIGGER queries_verify_minutes_update AFTER UPDATE OF verified_at, created_at ON queries
    WHEN NEW.verified_at IS NOT OLD.verified_at OR NEW.created_at IS NOT OLD.created_at
    BEGIN UPDATE queries SET verify_minutes = (julianday(NEW.verified_at) - julianday(NEW.created_at)) * 1440 WHERE rowid = NEW.rowid; END`)
  await db.run(sql`CREATE INDEX queries_verify_minutes_idx ON queries (verify_minutes, created_at) WHERE verify_minutes IS NOT NULL`)
  // The list filtered by status and verification (its count, and its page by date in order).
  await db.run(sql`CREATE INDEX queries_status_verified_idx ON queries (status, is_verified, created_at)`)
  // The overview's open queries per staff member, and the list filtered by assignee by date.
  await db.run(sql`CREATE INDEX queries_assignee_open_idx ON queries (assignee_id, created_at, is_verified, status)`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const name of ['queries_verify_minutes_insert', 'queries_verify_minutes_update']) await db.run(sql.raw(`DROP TRIGGER IF EXISTS ${name}`))
  for (const name of ['queries_verify_minutes_idx', 'queries_status_verified_idx', 'queries_assignee_open_idx']) await db.run(sql.raw(`DROP INDEX IF EXISTS ${name}`))
  await db.run(sql`ALTER TABLE queries DROP COLUMN verify_minutes`)
}
