import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Written by hand (decision 025): verifiedAt is stamped by the queries collection's hook
// (cms/src/resources/queries/service.ts) on every write through Payload, whichever API makes it,
// on PostgreSQL and MongoDB alike. The trigger that did it on PostgreSQL (decision 014) goes, so
// the rule has one home. Payload's schema is unchanged.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  DROP TRIGGER IF EXISTS queries_verified_at ON queries;
  DROP FUNCTION IF EXISTS queries_stamp_verified_at();`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  CREATE FUNCTION queries_stamp_verified_at() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF NEW.is_verified AND NOT COALESCE(OLD.is_verified, false) AND NEW.verified_at IS NULL THEN
      NEW.verified_at := now();
    END IF;
    RETURN NEW;
  END $$;
  CREATE TRIGGER queries_verified_at BEFORE UPDATE OF is_verified ON queries FOR EACH ROW EXECUTE FUNCTION queries_stamp_verified_at();`)
}
