import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_query_notes_kind" ADD VALUE 'inbound';
  CREATE TABLE "query_notes_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" uuid NOT NULL,
  	"path" varchar NOT NULL,
  	"query_attachments_id" uuid
  );
  
  CREATE TABLE "query_attachments" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"query_id" uuid NOT NULL,
  	"name" varchar NOT NULL,
  	"content_type" varchar NOT NULL,
  	"size" numeric NOT NULL,
  	"content" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "query_notes" ADD COLUMN "from" varchar;
  ALTER TABLE "query_notes" ADD COLUMN "message_id" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "query_attachments_id" uuid;
  ALTER TABLE "query_notes_rels" ADD CONSTRAINT "query_notes_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."query_notes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "query_notes_rels" ADD CONSTRAINT "query_notes_rels_query_attachments_fk" FOREIGN KEY ("query_attachments_id") REFERENCES "public"."query_attachments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "query_attachments" ADD CONSTRAINT "query_attachments_query_id_queries_id_fk" FOREIGN KEY ("query_id") REFERENCES "public"."queries"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "query_notes_rels_order_idx" ON "query_notes_rels" USING btree ("order");
  CREATE INDEX "query_notes_rels_parent_idx" ON "query_notes_rels" USING btree ("parent_id");
  CREATE INDEX "query_notes_rels_path_idx" ON "query_notes_rels" USING btree ("path");
  CREATE INDEX "query_notes_rels_query_attachments_id_idx" ON "query_notes_rels" USING btree ("query_attachments_id");
  CREATE INDEX "query_attachments_query_idx" ON "query_attachments" USING btree ("query_id");
  CREATE INDEX "query_attachments_updated_at_idx" ON "query_attachments" USING btree ("updated_at");
  CREATE INDEX "query_attachments_created_at_idx" ON "query_attachments" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_query_attachments_fk" FOREIGN KEY ("query_attachments_id") REFERENCES "public"."query_attachments"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "query_notes_delivery_id_idx" ON "query_notes" USING btree ("delivery_id");
  CREATE UNIQUE INDEX "query_notes_message_id_idx" ON "query_notes" USING btree ("message_id");
  CREATE INDEX "payload_locked_documents_rels_query_attachments_id_idx" ON "payload_locked_documents_rels" USING btree ("query_attachments_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "query_notes_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "query_attachments" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "query_notes_rels" CASCADE;
  DROP TABLE "query_attachments" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_query_attachments_fk";
  
  ALTER TABLE "query_notes" ALTER COLUMN "kind" SET DATA TYPE text;
  ALTER TABLE "query_notes" ALTER COLUMN "kind" SET DEFAULT 'note'::text;
  DROP TYPE "public"."enum_query_notes_kind";
  CREATE TYPE "public"."enum_query_notes_kind" AS ENUM('note', 'reply');
  ALTER TABLE "query_notes" ALTER COLUMN "kind" SET DEFAULT 'note'::"public"."enum_query_notes_kind";
  ALTER TABLE "query_notes" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_query_notes_kind" USING "kind"::"public"."enum_query_notes_kind";
  DROP INDEX "query_notes_delivery_id_idx";
  DROP INDEX "query_notes_message_id_idx";
  DROP INDEX "payload_locked_documents_rels_query_attachments_id_idx";
  ALTER TABLE "query_notes" DROP COLUMN "from";
  ALTER TABLE "query_notes" DROP COLUMN "message_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "query_attachments_id";`)
}
