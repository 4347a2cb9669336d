import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_query_notes_status" AS ENUM('new', 'in-progress', 'answered', 'closed');
  ALTER TYPE "public"."enum_query_notes_kind" ADD VALUE 'status';
  ALTER TYPE "public"."enum_query_notes_kind" ADD VALUE 'assignment';
  ALTER TABLE "query_notes" ALTER COLUMN "text" DROP NOT NULL;
  ALTER TABLE "query_notes" ADD COLUMN "status" "enum_query_notes_status";
  ALTER TABLE "query_notes" ADD COLUMN "assignee_id" uuid;
  ALTER TABLE "query_notes" ADD CONSTRAINT "query_notes_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "query_notes_assignee_idx" ON "query_notes" USING btree ("assignee_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "query_notes" DROP CONSTRAINT "query_notes_assignee_id_users_id_fk";
  
  ALTER TABLE "query_notes" ALTER COLUMN "kind" SET DATA TYPE text;
  ALTER TABLE "query_notes" ALTER COLUMN "kind" SET DEFAULT 'note'::text;
  DROP TYPE "public"."enum_query_notes_kind";
  CREATE TYPE "public"."enum_query_notes_kind" AS ENUM('note', 'reply', 'inbound');
  ALTER TABLE "query_notes" ALTER COLUMN "kind" SET DEFAULT 'note'::"public"."enum_query_notes_kind";
  ALTER TABLE "query_notes" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_query_notes_kind" USING "kind"::"public"."enum_query_notes_kind";
  DROP INDEX "query_notes_assignee_idx";
  ALTER TABLE "query_notes" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "query_notes" DROP COLUMN "status";
  ALTER TABLE "query_notes" DROP COLUMN "assignee_id";
  DROP TYPE "public"."enum_query_notes_status";`)
}
