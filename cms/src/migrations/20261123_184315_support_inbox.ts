import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_queries_status" AS ENUM('new', 'in-progress', 'answered', 'closed');
  CREATE TYPE "public"."enum_query_notes_kind" AS ENUM('note', 'reply');
  CREATE TABLE "query_notes" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"query_id" uuid NOT NULL,
  	"kind" "enum_query_notes_kind" DEFAULT 'note' NOT NULL,
  	"text" varchar NOT NULL,
  	"author_id" uuid,
  	"delivery_id" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "queries" ADD COLUMN "status" "enum_queries_status" DEFAULT 'new';
  ALTER TABLE "queries" ADD COLUMN "assignee_id" uuid;
  ALTER TABLE "queries" ADD COLUMN "answered_at" timestamp(3) with time zone;
  ALTER TABLE "queries" ADD COLUMN "verified_at" timestamp(3) with time zone;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "query_notes_id" uuid;
  ALTER TABLE "query_notes" ADD CONSTRAINT "query_notes_query_id_queries_id_fk" FOREIGN KEY ("query_id") REFERENCES "public"."queries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "query_notes" ADD CONSTRAINT "query_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "query_notes_query_idx" ON "query_notes" USING btree ("query_id");
  CREATE INDEX "query_notes_author_idx" ON "query_notes" USING btree ("author_id");
  CREATE INDEX "query_notes_updated_at_idx" ON "query_notes" USING btree ("updated_at");
  CREATE INDEX "query_notes_created_at_idx" ON "query_notes" USING btree ("created_at");
  CREATE INDEX "query_createdAt_idx" ON "query_notes" USING btree ("query_id","created_at");
  ALTER TABLE "queries" ADD CONSTRAINT "queries_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_query_notes_fk" FOREIGN KEY ("query_notes_id") REFERENCES "public"."query_notes"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "queries_status_idx" ON "queries" USING btree ("status");
  CREATE INDEX "queries_assignee_idx" ON "queries" USING btree ("assignee_id");
  CREATE INDEX "queries_verified_at_idx" ON "queries" USING btree ("verified_at");
  CREATE INDEX "status_createdAt_idx" ON "queries" USING btree ("status","created_at");
  CREATE INDEX "payload_locked_documents_rels_query_notes_id_idx" ON "payload_locked_documents_rels" USING btree ("query_notes_id");`)

  // Written by hand (decision 014): verifiedAt stamped when isVerified turns true, whoever writes it.
  await db.execute(sql`
  CREATE FUNCTION queries_stamp_verified_at() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF NEW.is_verified AND NOT COALESCE(OLD.is_verified, false) AND NEW.verified_at IS NULL THEN
      NEW.verified_at := now();
    END IF;
    RETURN NEW;
  END $$;
  CREATE TRIGGER queries_verified_at BEFORE UPDATE OF is_verified ON queries FOR EACH ROW EXECUTE FUNCTION queries_stamp_verified_at();`)
  // The staff search's index: trigram GIN indexes on the searched columns, which ILIKE '%term%' uses.
  await db.execute(sql`
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
  CREATE INDEX queries_name_trgm_idx ON queries USING gin (name gin_trgm_ops);
  CREATE INDEX queries_email_trgm_idx ON queries USING gin (email gin_trgm_ops);
  CREATE INDEX queries_phone_trgm_idx ON queries USING gin (phone gin_trgm_ops);
  CREATE INDEX queries_message_trgm_idx ON queries USING gin (message gin_trgm_ops);`)
  // The overview's aggregates read this index alone (index-only scans), never the rows.
  await db.execute(sql`CREATE INDEX queries_overview_idx ON queries (created_at, is_verified, status, assignee_id, verified_at);`)
  // The list's sort by name reads it in order instead of sorting every row.
  await db.execute(sql`CREATE INDEX queries_name_id_idx ON queries (name, id);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TRIGGER IF EXISTS queries_verified_at ON queries;
  DROP FUNCTION IF EXISTS queries_stamp_verified_at();
  DROP INDEX IF EXISTS queries_name_trgm_idx;
  DROP INDEX IF EXISTS queries_email_trgm_idx;
  DROP INDEX IF EXISTS queries_phone_trgm_idx;
  DROP INDEX IF EXISTS queries_message_trgm_idx;
  DROP INDEX IF EXISTS queries_overview_idx;
  DROP INDEX IF EXISTS queries_name_id_idx;`)
  await db.execute(sql`
   ALTER TABLE "query_notes" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "query_notes" CASCADE;
  ALTER TABLE "queries" DROP CONSTRAINT "queries_assignee_id_users_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_query_notes_fk";
  
  DROP INDEX "queries_status_idx";
  DROP INDEX "queries_assignee_idx";
  DROP INDEX "queries_verified_at_idx";
  DROP INDEX "status_createdAt_idx";
  DROP INDEX "payload_locked_documents_rels_query_notes_id_idx";
  ALTER TABLE "queries" DROP COLUMN "status";
  ALTER TABLE "queries" DROP COLUMN "assignee_id";
  ALTER TABLE "queries" DROP COLUMN "answered_at";
  ALTER TABLE "queries" DROP COLUMN "verified_at";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "query_notes_id";
  DROP TYPE "public"."enum_queries_status";
  DROP TYPE "public"."enum_query_notes_kind";`)
}
