import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  // Alt text becomes required: media stored without it are named after their file until an editor describes them.
  await db.run(sql`UPDATE \`media\` SET \`alt\` = coalesce(nullif(trim(replace(replace(CASE WHEN instr(\`filename\`, '.') > 0 THEN substr(\`filename\`, 1, instr(\`filename\`, '.') - 1) ELSE \`filename\` END, '-', ' '), '_', ' ')), ''), 'Image') WHERE \`alt\` IS NULL OR trim(\`alt\`) = '';`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_media\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`alt\` text NOT NULL,
  	\`prefix\` text DEFAULT '',
  	\`_objectkey\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric,
  	\`sizes_thumbnail_webp_url\` text,
  	\`sizes_thumbnail_webp_width\` numeric,
  	\`sizes_thumbnail_webp_height\` numeric,
  	\`sizes_thumbnail_webp_mime_type\` text,
  	\`sizes_thumbnail_webp_filesize\` numeric,
  	\`sizes_thumbnail_webp_filename\` text,
  	\`sizes_thumbnail_avif_url\` text,
  	\`sizes_thumbnail_avif_width\` numeric,
  	\`sizes_thumbnail_avif_height\` numeric,
  	\`sizes_thumbnail_avif_mime_type\` text,
  	\`sizes_thumbnail_avif_filesize\` numeric,
  	\`sizes_thumbnail_avif_filename\` text,
  	\`sizes_card_webp_url\` text,
  	\`sizes_card_webp_width\` numeric,
  	\`sizes_card_webp_height\` numeric,
  	\`sizes_card_webp_mime_type\` text,
  	\`sizes_card_webp_filesize\` numeric,
  	\`sizes_card_webp_filename\` text,
  	\`sizes_card_avif_url\` text,
  	\`sizes_card_avif_width\` numeric,
  	\`sizes_card_avif_height\` numeric,
  	\`sizes_card_avif_mime_type\` text,
  	\`sizes_card_avif_filesize\` numeric,
  	\`sizes_card_avif_filename\` text,
  	\`sizes_hero_webp_url\` text,
  	\`sizes_hero_webp_width\` numeric,
  	\`sizes_hero_webp_height\` numeric,
  	\`sizes_hero_webp_mime_type\` text,
  	\`sizes_hero_webp_filesize\` numeric,
  	\`sizes_hero_webp_filename\` text,
  	\`sizes_hero_avif_url\` text,
  	\`sizes_hero_avif_width\` numeric,
  	\`sizes_hero_avif_height\` numeric,
  	\`sizes_hero_avif_mime_type\` text,
  	\`sizes_hero_avif_filesize\` numeric,
  	\`sizes_hero_avif_filename\` text,
  	\`sizes_og_webp_url\` text,
  	\`sizes_og_webp_width\` numeric,
  	\`sizes_og_webp_height\` numeric,
  	\`sizes_og_webp_mime_type\` text,
  	\`sizes_og_webp_filesize\` numeric,
  	\`sizes_og_webp_filename\` text,
  	\`sizes_og_avif_url\` text,
  	\`sizes_og_avif_width\` numeric,
  	\`sizes_og_avif_height\` numeric,
  	\`sizes_og_avif_mime_type\` text,
  	\`sizes_og_avif_filesize\` numeric,
  	\`sizes_og_avif_filename\` text
  );
  `)
  // Only the columns the old table has: the sizes are new and start empty (drizzle-kit listed them on both sides).
  await db.run(sql`INSERT INTO \`__new_media\`("id", "alt", "prefix", "_objectkey", "updated_at", "created_at", "url", "thumbnail_u_r_l", "filename", "mime_type", "filesize", "width", "height", "focal_x", "focal_y") SELECT "id", "alt", "prefix", "_objectkey", "updated_at", "created_at", "url", "thumbnail_u_r_l", "filename", "mime_type", "filesize", "width", "height", "focal_x", "focal_y" FROM \`media\`;`)
  await db.run(sql`DROP TABLE \`media\`;`)
  await db.run(sql`ALTER TABLE \`__new_media\` RENAME TO \`media\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`media_updated_at_idx\` ON \`media\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`media_created_at_idx\` ON \`media\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`media_filename_idx\` ON \`media\` (\`filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_thumbnail_webp_sizes_thumbnail_webp_filename_idx\` ON \`media\` (\`sizes_thumbnail_webp_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_thumbnail_avif_sizes_thumbnail_avif_filename_idx\` ON \`media\` (\`sizes_thumbnail_avif_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_card_webp_sizes_card_webp_filename_idx\` ON \`media\` (\`sizes_card_webp_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_card_avif_sizes_card_avif_filename_idx\` ON \`media\` (\`sizes_card_avif_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_hero_webp_sizes_hero_webp_filename_idx\` ON \`media\` (\`sizes_hero_webp_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_hero_avif_sizes_hero_avif_filename_idx\` ON \`media\` (\`sizes_hero_avif_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_og_webp_sizes_og_webp_filename_idx\` ON \`media\` (\`sizes_og_webp_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_og_avif_sizes_og_avif_filename_idx\` ON \`media\` (\`sizes_og_avif_filename\`);`)
  await db.run(sql`ALTER TABLE \`site_content_portfolio_short_form\` ADD \`poster_id\` text(36) REFERENCES media(id) ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`site_content_portfolio_short_form_poster_idx\` ON \`site_content_portfolio_short_form\` (\`poster_id\`);`)
  await db.run(sql`ALTER TABLE \`site_content_portfolio_long_form\` ADD \`poster_id\` text(36) REFERENCES media(id) ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`site_content_portfolio_long_form_poster_idx\` ON \`site_content_portfolio_long_form\` (\`poster_id\`);`)
  await db.run(sql`ALTER TABLE \`site_content_portfolio_video_ads\` ADD \`poster_id\` text(36) REFERENCES media(id) ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`site_content_portfolio_video_ads_poster_idx\` ON \`site_content_portfolio_video_ads\` (\`poster_id\`);`)
  await db.run(sql`ALTER TABLE \`_site_content_v_version_portfolio_short_form\` ADD \`poster_id\` text(36) REFERENCES media(id) ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`_site_content_v_version_portfolio_short_form_poster_idx\` ON \`_site_content_v_version_portfolio_short_form\` (\`poster_id\`);`)
  await db.run(sql`ALTER TABLE \`_site_content_v_version_portfolio_long_form\` ADD \`poster_id\` text(36) REFERENCES media(id) ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`_site_content_v_version_portfolio_long_form_poster_idx\` ON \`_site_content_v_version_portfolio_long_form\` (\`poster_id\`);`)
  await db.run(sql`ALTER TABLE \`_site_content_v_version_portfolio_video_ads\` ADD \`poster_id\` text(36) REFERENCES media(id) ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`_site_content_v_version_portfolio_video_ads_poster_idx\` ON \`_site_content_v_version_portfolio_video_ads\` (\`poster_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_site_content_portfolio_short_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`embed_id\` text,
  	\`title\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_content\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_site_content_portfolio_short_form\`("_order", "_parent_id", "id", "embed_id", "title") SELECT "_order", "_parent_id", "id", "embed_id", "title" FROM \`site_content_portfolio_short_form\`;`)
  await db.run(sql`DROP TABLE \`site_content_portfolio_short_form\`;`)
  await db.run(sql`ALTER TABLE \`__new_site_content_portfolio_short_form\` RENAME TO \`site_content_portfolio_short_form\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`site_content_portfolio_short_form_order_idx\` ON \`site_content_portfolio_short_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_content_portfolio_short_form_parent_id_idx\` ON \`site_content_portfolio_short_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_site_content_portfolio_long_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`embed_id\` text,
  	\`title\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_content\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_site_content_portfolio_long_form\`("_order", "_parent_id", "id", "embed_id", "title") SELECT "_order", "_parent_id", "id", "embed_id", "title" FROM \`site_content_portfolio_long_form\`;`)
  await db.run(sql`DROP TABLE \`site_content_portfolio_long_form\`;`)
  await db.run(sql`ALTER TABLE \`__new_site_content_portfolio_long_form\` RENAME TO \`site_content_portfolio_long_form\`;`)
  await db.run(sql`CREATE INDEX \`site_content_portfolio_long_form_order_idx\` ON \`site_content_portfolio_long_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_content_portfolio_long_form_parent_id_idx\` ON \`site_content_portfolio_long_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_site_content_portfolio_video_ads\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`embed_id\` text,
  	\`title\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_content\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_site_content_portfolio_video_ads\`("_order", "_parent_id", "id", "embed_id", "title") SELECT "_order", "_parent_id", "id", "embed_id", "title" FROM \`site_content_portfolio_video_ads\`;`)
  await db.run(sql`DROP TABLE \`site_content_portfolio_video_ads\`;`)
  await db.run(sql`ALTER TABLE \`__new_site_content_portfolio_video_ads\` RENAME TO \`site_content_portfolio_video_ads\`;`)
  await db.run(sql`CREATE INDEX \`site_content_portfolio_video_ads_order_idx\` ON \`site_content_portfolio_video_ads\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_content_portfolio_video_ads_parent_id_idx\` ON \`site_content_portfolio_video_ads\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__site_content_v_version_portfolio_short_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`embed_id\` text,
  	\`title\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_site_content_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__site_content_v_version_portfolio_short_form\`("_order", "_parent_id", "id", "embed_id", "title", "_uuid") SELECT "_order", "_parent_id", "id", "embed_id", "title", "_uuid" FROM \`_site_content_v_version_portfolio_short_form\`;`)
  await db.run(sql`DROP TABLE \`_site_content_v_version_portfolio_short_form\`;`)
  await db.run(sql`ALTER TABLE \`__new__site_content_v_version_portfolio_short_form\` RENAME TO \`_site_content_v_version_portfolio_short_form\`;`)
  await db.run(sql`CREATE INDEX \`_site_content_v_version_portfolio_short_form_order_idx\` ON \`_site_content_v_version_portfolio_short_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_site_content_v_version_portfolio_short_form_parent_id_idx\` ON \`_site_content_v_version_portfolio_short_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__site_content_v_version_portfolio_long_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`embed_id\` text,
  	\`title\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_site_content_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__site_content_v_version_portfolio_long_form\`("_order", "_parent_id", "id", "embed_id", "title", "_uuid") SELECT "_order", "_parent_id", "id", "embed_id", "title", "_uuid" FROM \`_site_content_v_version_portfolio_long_form\`;`)
  await db.run(sql`DROP TABLE \`_site_content_v_version_portfolio_long_form\`;`)
  await db.run(sql`ALTER TABLE \`__new__site_content_v_version_portfolio_long_form\` RENAME TO \`_site_content_v_version_portfolio_long_form\`;`)
  await db.run(sql`CREATE INDEX \`_site_content_v_version_portfolio_long_form_order_idx\` ON \`_site_content_v_version_portfolio_long_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_site_content_v_version_portfolio_long_form_parent_id_idx\` ON \`_site_content_v_version_portfolio_long_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__site_content_v_version_portfolio_video_ads\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`embed_id\` text,
  	\`title\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_site_content_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__site_content_v_version_portfolio_video_ads\`("_order", "_parent_id", "id", "embed_id", "title", "_uuid") SELECT "_order", "_parent_id", "id", "embed_id", "title", "_uuid" FROM \`_site_content_v_version_portfolio_video_ads\`;`)
  await db.run(sql`DROP TABLE \`_site_content_v_version_portfolio_video_ads\`;`)
  await db.run(sql`ALTER TABLE \`__new__site_content_v_version_portfolio_video_ads\` RENAME TO \`_site_content_v_version_portfolio_video_ads\`;`)
  await db.run(sql`CREATE INDEX \`_site_content_v_version_portfolio_video_ads_order_idx\` ON \`_site_content_v_version_portfolio_video_ads\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_site_content_v_version_portfolio_video_ads_parent_id_idx\` ON \`_site_content_v_version_portfolio_video_ads\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_media\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`alt\` text,
  	\`prefix\` text DEFAULT '',
  	\`_objectkey\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric
  );
  `)
  // Only the columns the old table has: the sizes are new and start empty (drizzle-kit listed them on both sides).
  await db.run(sql`INSERT INTO \`__new_media\`("id", "alt", "prefix", "_objectkey", "updated_at", "created_at", "url", "thumbnail_u_r_l", "filename", "mime_type", "filesize", "width", "height", "focal_x", "focal_y") SELECT "id", "alt", "prefix", "_objectkey", "updated_at", "created_at", "url", "thumbnail_u_r_l", "filename", "mime_type", "filesize", "width", "height", "focal_x", "focal_y" FROM \`media\`;`)
  await db.run(sql`DROP TABLE \`media\`;`)
  await db.run(sql`ALTER TABLE \`__new_media\` RENAME TO \`media\`;`)
  await db.run(sql`CREATE INDEX \`media_updated_at_idx\` ON \`media\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`media_created_at_idx\` ON \`media\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`media_filename_idx\` ON \`media\` (\`filename\`);`)
}
