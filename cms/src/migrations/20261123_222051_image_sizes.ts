import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   -- Alt text becomes required: media stored without it are named after their file until an editor describes them.
  UPDATE "media" SET "alt" = coalesce(nullif(trim(regexp_replace(regexp_replace("filename", '\\.[^.]*$', ''), '[-_]+', ' ', 'g')), ''), 'Image') WHERE "alt" IS NULL OR trim("alt") = '';
  ALTER TABLE "media" ALTER COLUMN "alt" SET NOT NULL;
  ALTER TABLE "media" ADD COLUMN "sizes_thumbnail_webp_url" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_thumbnail_webp_width" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_thumbnail_webp_height" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_thumbnail_webp_mime_type" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_thumbnail_webp_filesize" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_thumbnail_webp_filename" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_thumbnail_avif_url" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_thumbnail_avif_width" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_thumbnail_avif_height" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_thumbnail_avif_mime_type" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_thumbnail_avif_filesize" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_thumbnail_avif_filename" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_card_webp_url" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_card_webp_width" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_card_webp_height" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_card_webp_mime_type" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_card_webp_filesize" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_card_webp_filename" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_card_avif_url" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_card_avif_width" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_card_avif_height" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_card_avif_mime_type" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_card_avif_filesize" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_card_avif_filename" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_hero_webp_url" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_hero_webp_width" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_hero_webp_height" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_hero_webp_mime_type" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_hero_webp_filesize" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_hero_webp_filename" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_hero_avif_url" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_hero_avif_width" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_hero_avif_height" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_hero_avif_mime_type" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_hero_avif_filesize" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_hero_avif_filename" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_og_webp_url" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_og_webp_width" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_og_webp_height" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_og_webp_mime_type" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_og_webp_filesize" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_og_webp_filename" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_og_avif_url" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_og_avif_width" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_og_avif_height" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_og_avif_mime_type" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_og_avif_filesize" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_og_avif_filename" varchar;
  ALTER TABLE "site_content_portfolio_short_form" ADD COLUMN "poster_id" uuid;
  ALTER TABLE "site_content_portfolio_long_form" ADD COLUMN "poster_id" uuid;
  ALTER TABLE "site_content_portfolio_video_ads" ADD COLUMN "poster_id" uuid;
  ALTER TABLE "_site_content_v_version_portfolio_short_form" ADD COLUMN "poster_id" uuid;
  ALTER TABLE "_site_content_v_version_portfolio_long_form" ADD COLUMN "poster_id" uuid;
  ALTER TABLE "_site_content_v_version_portfolio_video_ads" ADD COLUMN "poster_id" uuid;
  ALTER TABLE "site_content_portfolio_short_form" ADD CONSTRAINT "site_content_portfolio_short_form_poster_id_media_id_fk" FOREIGN KEY ("poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "site_content_portfolio_long_form" ADD CONSTRAINT "site_content_portfolio_long_form_poster_id_media_id_fk" FOREIGN KEY ("poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "site_content_portfolio_video_ads" ADD CONSTRAINT "site_content_portfolio_video_ads_poster_id_media_id_fk" FOREIGN KEY ("poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_site_content_v_version_portfolio_short_form" ADD CONSTRAINT "_site_content_v_version_portfolio_short_form_poster_id_media_id_fk" FOREIGN KEY ("poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_site_content_v_version_portfolio_long_form" ADD CONSTRAINT "_site_content_v_version_portfolio_long_form_poster_id_media_id_fk" FOREIGN KEY ("poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_site_content_v_version_portfolio_video_ads" ADD CONSTRAINT "_site_content_v_version_portfolio_video_ads_poster_id_media_id_fk" FOREIGN KEY ("poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "media_sizes_thumbnail_webp_sizes_thumbnail_webp_filename_idx" ON "media" USING btree ("sizes_thumbnail_webp_filename");
  CREATE INDEX "media_sizes_thumbnail_avif_sizes_thumbnail_avif_filename_idx" ON "media" USING btree ("sizes_thumbnail_avif_filename");
  CREATE INDEX "media_sizes_card_webp_sizes_card_webp_filename_idx" ON "media" USING btree ("sizes_card_webp_filename");
  CREATE INDEX "media_sizes_card_avif_sizes_card_avif_filename_idx" ON "media" USING btree ("sizes_card_avif_filename");
  CREATE INDEX "media_sizes_hero_webp_sizes_hero_webp_filename_idx" ON "media" USING btree ("sizes_hero_webp_filename");
  CREATE INDEX "media_sizes_hero_avif_sizes_hero_avif_filename_idx" ON "media" USING btree ("sizes_hero_avif_filename");
  CREATE INDEX "media_sizes_og_webp_sizes_og_webp_filename_idx" ON "media" USING btree ("sizes_og_webp_filename");
  CREATE INDEX "media_sizes_og_avif_sizes_og_avif_filename_idx" ON "media" USING btree ("sizes_og_avif_filename");
  CREATE INDEX "site_content_portfolio_short_form_poster_idx" ON "site_content_portfolio_short_form" USING btree ("poster_id");
  CREATE INDEX "site_content_portfolio_long_form_poster_idx" ON "site_content_portfolio_long_form" USING btree ("poster_id");
  CREATE INDEX "site_content_portfolio_video_ads_poster_idx" ON "site_content_portfolio_video_ads" USING btree ("poster_id");
  CREATE INDEX "_site_content_v_version_portfolio_short_form_poster_idx" ON "_site_content_v_version_portfolio_short_form" USING btree ("poster_id");
  CREATE INDEX "_site_content_v_version_portfolio_long_form_poster_idx" ON "_site_content_v_version_portfolio_long_form" USING btree ("poster_id");
  CREATE INDEX "_site_content_v_version_portfolio_video_ads_poster_idx" ON "_site_content_v_version_portfolio_video_ads" USING btree ("poster_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_content_portfolio_short_form" DROP CONSTRAINT "site_content_portfolio_short_form_poster_id_media_id_fk";
  
  ALTER TABLE "site_content_portfolio_long_form" DROP CONSTRAINT "site_content_portfolio_long_form_poster_id_media_id_fk";
  
  ALTER TABLE "site_content_portfolio_video_ads" DROP CONSTRAINT "site_content_portfolio_video_ads_poster_id_media_id_fk";
  
  ALTER TABLE "_site_content_v_version_portfolio_short_form" DROP CONSTRAINT "_site_content_v_version_portfolio_short_form_poster_id_media_id_fk";
  
  ALTER TABLE "_site_content_v_version_portfolio_long_form" DROP CONSTRAINT "_site_content_v_version_portfolio_long_form_poster_id_media_id_fk";
  
  ALTER TABLE "_site_content_v_version_portfolio_video_ads" DROP CONSTRAINT "_site_content_v_version_portfolio_video_ads_poster_id_media_id_fk";
  
  DROP INDEX "media_sizes_thumbnail_webp_sizes_thumbnail_webp_filename_idx";
  DROP INDEX "media_sizes_thumbnail_avif_sizes_thumbnail_avif_filename_idx";
  DROP INDEX "media_sizes_card_webp_sizes_card_webp_filename_idx";
  DROP INDEX "media_sizes_card_avif_sizes_card_avif_filename_idx";
  DROP INDEX "media_sizes_hero_webp_sizes_hero_webp_filename_idx";
  DROP INDEX "media_sizes_hero_avif_sizes_hero_avif_filename_idx";
  DROP INDEX "media_sizes_og_webp_sizes_og_webp_filename_idx";
  DROP INDEX "media_sizes_og_avif_sizes_og_avif_filename_idx";
  DROP INDEX "site_content_portfolio_short_form_poster_idx";
  DROP INDEX "site_content_portfolio_long_form_poster_idx";
  DROP INDEX "site_content_portfolio_video_ads_poster_idx";
  DROP INDEX "_site_content_v_version_portfolio_short_form_poster_idx";
  DROP INDEX "_site_content_v_version_portfolio_long_form_poster_idx";
  DROP INDEX "_site_content_v_version_portfolio_video_ads_poster_idx";
  ALTER TABLE "media" ALTER COLUMN "alt" DROP NOT NULL;
  ALTER TABLE "media" DROP COLUMN "sizes_thumbnail_webp_url";
  ALTER TABLE "media" DROP COLUMN "sizes_thumbnail_webp_width";
  ALTER TABLE "media" DROP COLUMN "sizes_thumbnail_webp_height";
  ALTER TABLE "media" DROP COLUMN "sizes_thumbnail_webp_mime_type";
  ALTER TABLE "media" DROP COLUMN "sizes_thumbnail_webp_filesize";
  ALTER TABLE "media" DROP COLUMN "sizes_thumbnail_webp_filename";
  ALTER TABLE "media" DROP COLUMN "sizes_thumbnail_avif_url";
  ALTER TABLE "media" DROP COLUMN "sizes_thumbnail_avif_width";
  ALTER TABLE "media" DROP COLUMN "sizes_thumbnail_avif_height";
  ALTER TABLE "media" DROP COLUMN "sizes_thumbnail_avif_mime_type";
  ALTER TABLE "media" DROP COLUMN "sizes_thumbnail_avif_filesize";
  ALTER TABLE "media" DROP COLUMN "sizes_thumbnail_avif_filename";
  ALTER TABLE "media" DROP COLUMN "sizes_card_webp_url";
  ALTER TABLE "media" DROP COLUMN "sizes_card_webp_width";
  ALTER TABLE "media" DROP COLUMN "sizes_card_webp_height";
  ALTER TABLE "media" DROP COLUMN "sizes_card_webp_mime_type";
  ALTER TABLE "media" DROP COLUMN "sizes_card_webp_filesize";
  ALTER TABLE "media" DROP COLUMN "sizes_card_webp_filename";
  ALTER TABLE "media" DROP COLUMN "sizes_card_avif_url";
  ALTER TABLE "media" DROP COLUMN "sizes_card_avif_width";
  ALTER TABLE "media" DROP COLUMN "sizes_card_avif_height";
  ALTER TABLE "media" DROP COLUMN "sizes_card_avif_mime_type";
  ALTER TABLE "media" DROP COLUMN "sizes_card_avif_filesize";
  ALTER TABLE "media" DROP COLUMN "sizes_card_avif_filename";
  ALTER TABLE "media" DROP COLUMN "sizes_hero_webp_url";
  ALTER TABLE "media" DROP COLUMN "sizes_hero_webp_width";
  ALTER TABLE "media" DROP COLUMN "sizes_hero_webp_height";
  ALTER TABLE "media" DROP COLUMN "sizes_hero_webp_mime_type";
  ALTER TABLE "media" DROP COLUMN "sizes_hero_webp_filesize";
  ALTER TABLE "media" DROP COLUMN "sizes_hero_webp_filename";
  ALTER TABLE "media" DROP COLUMN "sizes_hero_avif_url";
  ALTER TABLE "media" DROP COLUMN "sizes_hero_avif_width";
  ALTER TABLE "media" DROP COLUMN "sizes_hero_avif_height";
  ALTER TABLE "media" DROP COLUMN "sizes_hero_avif_mime_type";
  ALTER TABLE "media" DROP COLUMN "sizes_hero_avif_filesize";
  ALTER TABLE "media" DROP COLUMN "sizes_hero_avif_filename";
  ALTER TABLE "media" DROP COLUMN "sizes_og_webp_url";
  ALTER TABLE "media" DROP COLUMN "sizes_og_webp_width";
  ALTER TABLE "media" DROP COLUMN "sizes_og_webp_height";
  ALTER TABLE "media" DROP COLUMN "sizes_og_webp_mime_type";
  ALTER TABLE "media" DROP COLUMN "sizes_og_webp_filesize";
  ALTER TABLE "media" DROP COLUMN "sizes_og_webp_filename";
  ALTER TABLE "media" DROP COLUMN "sizes_og_avif_url";
  ALTER TABLE "media" DROP COLUMN "sizes_og_avif_width";
  ALTER TABLE "media" DROP COLUMN "sizes_og_avif_height";
  ALTER TABLE "media" DROP COLUMN "sizes_og_avif_mime_type";
  ALTER TABLE "media" DROP COLUMN "sizes_og_avif_filesize";
  ALTER TABLE "media" DROP COLUMN "sizes_og_avif_filename";
  ALTER TABLE "site_content_portfolio_short_form" DROP COLUMN "poster_id";
  ALTER TABLE "site_content_portfolio_long_form" DROP COLUMN "poster_id";
  ALTER TABLE "site_content_portfolio_video_ads" DROP COLUMN "poster_id";
  ALTER TABLE "_site_content_v_version_portfolio_short_form" DROP COLUMN "poster_id";
  ALTER TABLE "_site_content_v_version_portfolio_long_form" DROP COLUMN "poster_id";
  ALTER TABLE "_site_content_v_version_portfolio_video_ads" DROP COLUMN "poster_id";`)
}
