import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres';

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "categories" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "packages" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "_packages_v" ADD COLUMN "version_deleted_at" timestamp(3) with time zone;
  ALTER TABLE "team_members" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "_team_members_v" ADD COLUMN "version_deleted_at" timestamp(3) with time zone;
  ALTER TABLE "media" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "legal_pages" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "_legal_pages_v" ADD COLUMN "version_deleted_at" timestamp(3) with time zone;
  CREATE INDEX "categories_deleted_at_idx" ON "categories" USING btree ("deleted_at");
  CREATE INDEX "packages_deleted_at_idx" ON "packages" USING btree ("deleted_at");
  CREATE INDEX "_packages_v_version_version_deleted_at_idx" ON "_packages_v" USING btree ("version_deleted_at");
  CREATE INDEX "team_members_deleted_at_idx" ON "team_members" USING btree ("deleted_at");
  CREATE INDEX "_team_members_v_version_version_deleted_at_idx" ON "_team_members_v" USING btree ("version_deleted_at");
  CREATE INDEX "media_deleted_at_idx" ON "media" USING btree ("deleted_at");
  CREATE INDEX "legal_pages_deleted_at_idx" ON "legal_pages" USING btree ("deleted_at");
  CREATE INDEX "_legal_pages_v_version_version_deleted_at_idx" ON "_legal_pages_v" USING btree ("version_deleted_at");`);
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "categories_deleted_at_idx";
  DROP INDEX "packages_deleted_at_idx";
  DROP INDEX "_packages_v_version_version_deleted_at_idx";
  DROP INDEX "team_members_deleted_at_idx";
  DROP INDEX "_team_members_v_version_version_deleted_at_idx";
  DROP INDEX "media_deleted_at_idx";
  DROP INDEX "legal_pages_deleted_at_idx";
  DROP INDEX "_legal_pages_v_version_version_deleted_at_idx";
  ALTER TABLE "categories" DROP COLUMN "deleted_at";
  ALTER TABLE "packages" DROP COLUMN "deleted_at";
  ALTER TABLE "_packages_v" DROP COLUMN "version_deleted_at";
  ALTER TABLE "team_members" DROP COLUMN "deleted_at";
  ALTER TABLE "_team_members_v" DROP COLUMN "version_deleted_at";
  ALTER TABLE "media" DROP COLUMN "deleted_at";
  ALTER TABLE "legal_pages" DROP COLUMN "deleted_at";
  ALTER TABLE "_legal_pages_v" DROP COLUMN "version_deleted_at";`);
}
