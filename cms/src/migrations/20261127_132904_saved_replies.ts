import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "saved_replies" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"title" varchar NOT NULL,
  	"body" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "saved_replies_id" uuid;
  CREATE INDEX "saved_replies_updated_at_idx" ON "saved_replies" USING btree ("updated_at");
  CREATE INDEX "saved_replies_created_at_idx" ON "saved_replies" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_saved_replies_fk" FOREIGN KEY ("saved_replies_id") REFERENCES "public"."saved_replies"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_saved_replies_id_idx" ON "payload_locked_documents_rels" USING btree ("saved_replies_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "saved_replies" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "saved_replies" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_saved_replies_fk";
  
  DROP INDEX "payload_locked_documents_rels_saved_replies_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "saved_replies_id";`)
}
