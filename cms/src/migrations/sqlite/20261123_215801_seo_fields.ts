import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`legal_pages\` ADD \`seo_title\` text;`)
  await db.run(sql`ALTER TABLE \`legal_pages\` ADD \`seo_image_id\` text(36) REFERENCES media(id) ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`legal_pages_seo_seo_image_idx\` ON \`legal_pages\` (\`seo_image_id\`);`)
  await db.run(sql`ALTER TABLE \`_legal_pages_v\` ADD \`version_seo_title\` text;`)
  await db.run(sql`ALTER TABLE \`_legal_pages_v\` ADD \`version_seo_image_id\` text(36) REFERENCES media(id) ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`_legal_pages_v_version_seo_version_seo_image_idx\` ON \`_legal_pages_v\` (\`version_seo_image_id\`);`)
  await db.run(sql`ALTER TABLE \`site_content\` ADD \`seo_image_id\` text(36) REFERENCES media(id) ON DELETE set null;`)
  await db.run(sql`ALTER TABLE \`site_content\` ADD \`seo_home_title\` text;`)
  await db.run(sql`ALTER TABLE \`site_content\` ADD \`seo_home_description\` text;`)
  await db.run(sql`ALTER TABLE \`site_content\` ADD \`seo_home_image_id\` text(36) REFERENCES media(id) ON DELETE set null;`)
  await db.run(sql`ALTER TABLE \`site_content\` ADD \`seo_support_title\` text;`)
  await db.run(sql`ALTER TABLE \`site_content\` ADD \`seo_support_description\` text;`)
  await db.run(sql`ALTER TABLE \`site_content\` ADD \`seo_support_image_id\` text(36) REFERENCES media(id) ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`site_content_seo_seo_image_idx\` ON \`site_content\` (\`seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`site_content_seo_home_seo_home_image_idx\` ON \`site_content\` (\`seo_home_image_id\`);`)
  await db.run(sql`CREATE INDEX \`site_content_seo_support_seo_support_image_idx\` ON \`site_content\` (\`seo_support_image_id\`);`)
  await db.run(sql`ALTER TABLE \`_site_content_v\` ADD \`version_seo_image_id\` text(36) REFERENCES media(id) ON DELETE set null;`)
  await db.run(sql`ALTER TABLE \`_site_content_v\` ADD \`version_seo_home_title\` text;`)
  await db.run(sql`ALTER TABLE \`_site_content_v\` ADD \`version_seo_home_description\` text;`)
  await db.run(sql`ALTER TABLE \`_site_content_v\` ADD \`version_seo_home_image_id\` text(36) REFERENCES media(id) ON DELETE set null;`)
  await db.run(sql`ALTER TABLE \`_site_content_v\` ADD \`version_seo_support_title\` text;`)
  await db.run(sql`ALTER TABLE \`_site_content_v\` ADD \`version_seo_support_description\` text;`)
  await db.run(sql`ALTER TABLE \`_site_content_v\` ADD \`version_seo_support_image_id\` text(36) REFERENCES media(id) ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`_site_content_v_version_seo_version_seo_image_idx\` ON \`_site_content_v\` (\`version_seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_site_content_v_version_seo_home_version_seo_home_image_idx\` ON \`_site_content_v\` (\`version_seo_home_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_site_content_v_version_seo_support_version_seo_support__idx\` ON \`_site_content_v\` (\`version_seo_support_image_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_legal_pages\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`slug\` text,
  	\`description\` text,
  	\`content\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`INSERT INTO \`__new_legal_pages\`("id", "title", "slug", "description", "content", "updated_at", "created_at", "_status") SELECT "id", "title", "slug", "description", "content", "updated_at", "created_at", "_status" FROM \`legal_pages\`;`)
  await db.run(sql`DROP TABLE \`legal_pages\`;`)
  await db.run(sql`ALTER TABLE \`__new_legal_pages\` RENAME TO \`legal_pages\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`legal_pages_slug_idx\` ON \`legal_pages\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`legal_pages_updated_at_idx\` ON \`legal_pages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`legal_pages_created_at_idx\` ON \`legal_pages\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`legal_pages__status_idx\` ON \`legal_pages\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__legal_pages_v\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`parent_id\` text(36),
  	\`version_title\` text,
  	\`version_slug\` text,
  	\`version_description\` text,
  	\`version_content\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`legal_pages\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__legal_pages_v\`("id", "parent_id", "version_title", "version_slug", "version_description", "version_content", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest", "autosave") SELECT "id", "parent_id", "version_title", "version_slug", "version_description", "version_content", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest", "autosave" FROM \`_legal_pages_v\`;`)
  await db.run(sql`DROP TABLE \`_legal_pages_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__legal_pages_v\` RENAME TO \`_legal_pages_v\`;`)
  await db.run(sql`CREATE INDEX \`_legal_pages_v_parent_idx\` ON \`_legal_pages_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_legal_pages_v_version_version_slug_idx\` ON \`_legal_pages_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_legal_pages_v_version_version_updated_at_idx\` ON \`_legal_pages_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_legal_pages_v_version_version_created_at_idx\` ON \`_legal_pages_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_legal_pages_v_version_version__status_idx\` ON \`_legal_pages_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_legal_pages_v_created_at_idx\` ON \`_legal_pages_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_legal_pages_v_updated_at_idx\` ON \`_legal_pages_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_legal_pages_v_latest_idx\` ON \`_legal_pages_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_legal_pages_v_autosave_idx\` ON \`_legal_pages_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`__new_site_content\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`hero_title\` text,
  	\`hero_subtitle\` text,
  	\`hero_trusted_by\` text,
  	\`hero_cta_label\` text,
  	\`cta_title\` text,
  	\`cta_text\` text,
  	\`cta_button_label\` text,
  	\`contact_email\` text,
  	\`contact_phone\` text,
  	\`contact_address\` text,
  	\`contact_messaging_number\` text,
  	\`scheduling_url\` text,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_site_content\`("id", "hero_title", "hero_subtitle", "hero_trusted_by", "hero_cta_label", "cta_title", "cta_text", "cta_button_label", "contact_email", "contact_phone", "contact_address", "contact_messaging_number", "scheduling_url", "_status", "updated_at", "created_at") SELECT "id", "hero_title", "hero_subtitle", "hero_trusted_by", "hero_cta_label", "cta_title", "cta_text", "cta_button_label", "contact_email", "contact_phone", "contact_address", "contact_messaging_number", "scheduling_url", "_status", "updated_at", "created_at" FROM \`site_content\`;`)
  await db.run(sql`DROP TABLE \`site_content\`;`)
  await db.run(sql`ALTER TABLE \`__new_site_content\` RENAME TO \`site_content\`;`)
  await db.run(sql`CREATE INDEX \`site_content__status_idx\` ON \`site_content\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__site_content_v\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`version_hero_title\` text,
  	\`version_hero_subtitle\` text,
  	\`version_hero_trusted_by\` text,
  	\`version_hero_cta_label\` text,
  	\`version_cta_title\` text,
  	\`version_cta_text\` text,
  	\`version_cta_button_label\` text,
  	\`version_contact_email\` text,
  	\`version_contact_phone\` text,
  	\`version_contact_address\` text,
  	\`version_contact_messaging_number\` text,
  	\`version_scheduling_url\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer
  );
  `)
  await db.run(sql`INSERT INTO \`__new__site_content_v\`("id", "version_hero_title", "version_hero_subtitle", "version_hero_trusted_by", "version_hero_cta_label", "version_cta_title", "version_cta_text", "version_cta_button_label", "version_contact_email", "version_contact_phone", "version_contact_address", "version_contact_messaging_number", "version_scheduling_url", "version__status", "version_updated_at", "version_created_at", "created_at", "updated_at", "latest", "autosave") SELECT "id", "version_hero_title", "version_hero_subtitle", "version_hero_trusted_by", "version_hero_cta_label", "version_cta_title", "version_cta_text", "version_cta_button_label", "version_contact_email", "version_contact_phone", "version_contact_address", "version_contact_messaging_number", "version_scheduling_url", "version__status", "version_updated_at", "version_created_at", "created_at", "updated_at", "latest", "autosave" FROM \`_site_content_v\`;`)
  await db.run(sql`DROP TABLE \`_site_content_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__site_content_v\` RENAME TO \`_site_content_v\`;`)
  await db.run(sql`CREATE INDEX \`_site_content_v_version_version__status_idx\` ON \`_site_content_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_site_content_v_created_at_idx\` ON \`_site_content_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_site_content_v_updated_at_idx\` ON \`_site_content_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_site_content_v_latest_idx\` ON \`_site_content_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_site_content_v_autosave_idx\` ON \`_site_content_v\` (\`autosave\`);`)
}
