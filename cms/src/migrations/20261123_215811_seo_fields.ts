import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "legal_pages" ADD COLUMN "seo_title" varchar;
  ALTER TABLE "legal_pages" ADD COLUMN "seo_image_id" uuid;
  ALTER TABLE "_legal_pages_v" ADD COLUMN "version_seo_title" varchar;
  ALTER TABLE "_legal_pages_v" ADD COLUMN "version_seo_image_id" uuid;
  ALTER TABLE "site_content" ADD COLUMN "seo_image_id" uuid;
  ALTER TABLE "site_content" ADD COLUMN "seo_home_title" varchar;
  ALTER TABLE "site_content" ADD COLUMN "seo_home_description" varchar;
  ALTER TABLE "site_content" ADD COLUMN "seo_home_image_id" uuid;
  ALTER TABLE "site_content" ADD COLUMN "seo_support_title" varchar;
  ALTER TABLE "site_content" ADD COLUMN "seo_support_description" varchar;
  ALTER TABLE "site_content" ADD COLUMN "seo_support_image_id" uuid;
  ALTER TABLE "_site_content_v" ADD COLUMN "version_seo_image_id" uuid;
  ALTER TABLE "_site_content_v" ADD COLUMN "version_seo_home_title" varchar;
  ALTER TABLE "_site_content_v" ADD COLUMN "version_seo_home_description" varchar;
  ALTER TABLE "_site_content_v" ADD COLUMN "version_seo_home_image_id" uuid;
  ALTER TABLE "_site_content_v" ADD COLUMN "version_seo_support_title" varchar;
  ALTER TABLE "_site_content_v" ADD COLUMN "version_seo_support_description" varchar;
  ALTER TABLE "_site_content_v" ADD COLUMN "version_seo_support_image_id" uuid;
  ALTER TABLE "legal_pages" ADD CONSTRAINT "legal_pages_seo_image_id_media_id_fk" FOREIGN KEY ("seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_legal_pages_v" ADD CONSTRAINT "_legal_pages_v_version_seo_image_id_media_id_fk" FOREIGN KEY ("version_seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "site_content" ADD CONSTRAINT "site_content_seo_image_id_media_id_fk" FOREIGN KEY ("seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "site_content" ADD CONSTRAINT "site_content_seo_home_image_id_media_id_fk" FOREIGN KEY ("seo_home_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "site_content" ADD CONSTRAINT "site_content_seo_support_image_id_media_id_fk" FOREIGN KEY ("seo_support_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_site_content_v" ADD CONSTRAINT "_site_content_v_version_seo_image_id_media_id_fk" FOREIGN KEY ("version_seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_site_content_v" ADD CONSTRAINT "_site_content_v_version_seo_home_image_id_media_id_fk" FOREIGN KEY ("version_seo_home_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_site_content_v" ADD CONSTRAINT "_site_content_v_version_seo_support_image_id_media_id_fk" FOREIGN KEY ("version_seo_support_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "legal_pages_seo_seo_image_idx" ON "legal_pages" USING btree ("seo_image_id");
  CREATE INDEX "_legal_pages_v_version_seo_version_seo_image_idx" ON "_legal_pages_v" USING btree ("version_seo_image_id");
  CREATE INDEX "site_content_seo_seo_image_idx" ON "site_content" USING btree ("seo_image_id");
  CREATE INDEX "site_content_seo_home_seo_home_image_idx" ON "site_content" USING btree ("seo_home_image_id");
  CREATE INDEX "site_content_seo_support_seo_support_image_idx" ON "site_content" USING btree ("seo_support_image_id");
  CREATE INDEX "_site_content_v_version_seo_version_seo_image_idx" ON "_site_content_v" USING btree ("version_seo_image_id");
  CREATE INDEX "_site_content_v_version_seo_home_version_seo_home_image_idx" ON "_site_content_v" USING btree ("version_seo_home_image_id");
  CREATE INDEX "_site_content_v_version_seo_support_version_seo_support__idx" ON "_site_content_v" USING btree ("version_seo_support_image_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "legal_pages" DROP CONSTRAINT "legal_pages_seo_image_id_media_id_fk";
  
  ALTER TABLE "_legal_pages_v" DROP CONSTRAINT "_legal_pages_v_version_seo_image_id_media_id_fk";
  
  ALTER TABLE "site_content" DROP CONSTRAINT "site_content_seo_image_id_media_id_fk";
  
  ALTER TABLE "site_content" DROP CONSTRAINT "site_content_seo_home_image_id_media_id_fk";
  
  ALTER TABLE "site_content" DROP CONSTRAINT "site_content_seo_support_image_id_media_id_fk";
  
  ALTER TABLE "_site_content_v" DROP CONSTRAINT "_site_content_v_version_seo_image_id_media_id_fk";
  
  ALTER TABLE "_site_content_v" DROP CONSTRAINT "_site_content_v_version_seo_home_image_id_media_id_fk";
  
  ALTER TABLE "_site_content_v" DROP CONSTRAINT "_site_content_v_version_seo_support_image_id_media_id_fk";
  
  DROP INDEX "legal_pages_seo_seo_image_idx";
  DROP INDEX "_legal_pages_v_version_seo_version_seo_image_idx";
  DROP INDEX "site_content_seo_seo_image_idx";
  DROP INDEX "site_content_seo_home_seo_home_image_idx";
  DROP INDEX "site_content_seo_support_seo_support_image_idx";
  DROP INDEX "_site_content_v_version_seo_version_seo_image_idx";
  DROP INDEX "_site_content_v_version_seo_home_version_seo_home_image_idx";
  DROP INDEX "_site_content_v_version_seo_support_version_seo_support__idx";
  ALTER TABLE "legal_pages" DROP COLUMN "seo_title";
  ALTER TABLE "legal_pages" DROP COLUMN "seo_image_id";
  ALTER TABLE "_legal_pages_v" DROP COLUMN "version_seo_title";
  ALTER TABLE "_legal_pages_v" DROP COLUMN "version_seo_image_id";
  ALTER TABLE "site_content" DROP COLUMN "seo_image_id";
  ALTER TABLE "site_content" DROP COLUMN "seo_home_title";
  ALTER TABLE "site_content" DROP COLUMN "seo_home_description";
  ALTER TABLE "site_content" DROP COLUMN "seo_home_image_id";
  ALTER TABLE "site_content" DROP COLUMN "seo_support_title";
  ALTER TABLE "site_content" DROP COLUMN "seo_support_description";
  ALTER TABLE "site_content" DROP COLUMN "seo_support_image_id";
  ALTER TABLE "_site_content_v" DROP COLUMN "version_seo_image_id";
  ALTER TABLE "_site_content_v" DROP COLUMN "version_seo_home_title";
  ALTER TABLE "_site_content_v" DROP COLUMN "version_seo_home_description";
  ALTER TABLE "_site_content_v" DROP COLUMN "version_seo_home_image_id";
  ALTER TABLE "_site_content_v" DROP COLUMN "version_seo_support_title";
  ALTER TABLE "_site_content_v" DROP COLUMN "version_seo_support_description";
  ALTER TABLE "_site_content_v" DROP COLUMN "version_seo_support_image_id";`)
}
