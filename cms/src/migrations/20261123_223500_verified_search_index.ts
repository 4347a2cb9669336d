import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Written by hand (decision 014): the dashboard's search asks for verified queries only; partial
// trigram indexes over the verified rows answer it without rechecking the flag of every match.
// PostgreSQL maintains them itself on insert, verification and delete.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE INDEX queries_verified_name_trgm_idx ON queries USING gin (name gin_trgm_ops) WHERE is_verified;
  CREATE INDEX queries_verified_email_trgm_idx ON queries USING gin (email gin_trgm_ops) WHERE is_verified;
  CREATE INDEX queries_verified_phone_trgm_idx ON queries USING gin (phone gin_trgm_ops) WHERE is_verified;
  CREATE INDEX queries_verified_message_trgm_idx ON queries USING gin (message gin_trgm_ops) WHERE is_verified;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX IF EXISTS queries_verified_name_trgm_idx;
  DROP INDEX IF EXISTS queries_verified_email_trgm_idx;
  DROP INDEX IF EXISTS queries_verified_phone_trgm_idx;
  DROP INDEX IF EXISTS queries_verified_message_trgm_idx;`)
}
