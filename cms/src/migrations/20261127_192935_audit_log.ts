import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres';

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "audit_entries" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"actor_id" varchar,
  	"actor_email" varchar,
  	"action" varchar NOT NULL,
  	"resource" varchar NOT NULL,
  	"resource_id" varchar,
  	"changes" jsonb,
  	"ip" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "audit_entries_id" uuid;
  CREATE INDEX "audit_entries_actor_id_idx" ON "audit_entries" USING btree ("actor_id");
  CREATE INDEX "audit_entries_action_idx" ON "audit_entries" USING btree ("action");
  CREATE INDEX "audit_entries_resource_idx" ON "audit_entries" USING btree ("resource");
  CREATE INDEX "audit_entries_updated_at_idx" ON "audit_entries" USING btree ("updated_at");
  CREATE INDEX "audit_entries_created_at_idx" ON "audit_entries" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_audit_entries_fk" FOREIGN KEY ("audit_entries_id") REFERENCES "public"."audit_entries"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_audit_entries_id_idx" ON "payload_locked_documents_rels" USING btree ("audit_entries_id");`);
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "audit_entries" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "audit_entries" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_audit_entries_fk";
  
  DROP INDEX "payload_locked_documents_rels_audit_entries_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "audit_entries_id";`);
}
