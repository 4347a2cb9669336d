import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Generated (the inbox settings and the queries' wait), then by hand: the wait of the queries
// verified before this migration, which is what the queries' hooks would have stamped
// (cms/src/resources/queries/service.ts): the visitor's oldest message, the query itself or an
// answer by mail, that no staff reply has followed; none when a reply is the newest.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "inbox_settings" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"response_target_hours" numeric DEFAULT 24 NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );

  ALTER TABLE "queries" ADD COLUMN "awaiting_since" timestamp(3) with time zone;
  CREATE INDEX "queries_awaiting_since_idx" ON "queries" USING btree ("awaiting_since");
  UPDATE "queries" q SET "awaiting_since" = waits.since
    FROM (
      SELECT q2.id, (
        SELECT MIN(m.at) FROM (
          SELECT COALESCE(q2.verified_at, q2.created_at) AS at
          UNION ALL
          SELECT n.created_at FROM "query_notes" n WHERE n.query_id = q2.id AND n.kind = 'inbound'
        ) m
        WHERE m.at > COALESCE((SELECT MAX(r.created_at) FROM "query_notes" r WHERE r.query_id = q2.id AND r.kind = 'reply'), '-infinity'::timestamptz)
      ) AS since
      FROM "queries" q2 WHERE q2.is_verified
    ) waits
    WHERE q.id = waits.id AND waits.since IS NOT NULL;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "inbox_settings" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "inbox_settings" CASCADE;
  DROP INDEX "queries_awaiting_since_idx";
  ALTER TABLE "queries" DROP COLUMN "awaiting_since";`)
}
