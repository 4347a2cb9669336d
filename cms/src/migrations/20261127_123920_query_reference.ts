import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Generated (the column and its unique index), then by hand: the sequence the queries' hook takes
// each new reference from (cms/src/resources/queries/service.ts, `nextReference`), and references
// for the queries verified before this migration, in the order they were verified, from Q-1001.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "queries" ADD COLUMN "reference" numeric;
  CREATE UNIQUE INDEX "queries_reference_idx" ON "queries" USING btree ("reference");
  CREATE SEQUENCE IF NOT EXISTS "queries_reference_seq" START 1001;
  UPDATE "queries" q SET "reference" = numbered.n
    FROM (SELECT id, 1000 + row_number() OVER (ORDER BY COALESCE(verified_at, created_at), created_at, id) AS n
          FROM "queries" WHERE is_verified) numbered
    WHERE q.id = numbered.id;
  SELECT setval('queries_reference_seq', GREATEST(1001, COALESCE((SELECT MAX("reference") FROM "queries"), 1000) + 1)::bigint, false);`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP SEQUENCE IF EXISTS "queries_reference_seq";
   DROP INDEX "queries_reference_idx";
  ALTER TABLE "queries" DROP COLUMN "reference";`)
}
