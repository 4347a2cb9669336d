import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

/**
 * SQLite rebuilds a table to drop NOT NULL (drafts may leave fields empty). Payload runs a
 * migration in a transaction, where the generated \`PRAGMA foreign_keys=OFF\` is a no-op, and with
 * foreign keys on \`DROP TABLE\` of a parent first deletes its rows, cascading to every child row
 * (features, skills, every array of the site content). So the child rows are copied aside before
 * the rebuilds and put back after them, parents before children (migrations/drafts.test.ts).
 */
const cascaded = [
  'packages_features',
  'team_members_texts',
  'site_content_stats',
  'site_content_process_cards',
  'site_content_process_cards_features',
  'site_content_help_cards',
  'site_content_help_cards_items',
  'site_content_faq',
  'site_content_portfolio_short_form',
  'site_content_portfolio_long_form',
  'site_content_portfolio_video_ads',
  'site_content_clients',
  'site_content_testimonials',
  'site_content_social_links',
]

async function keepCascadedRows(db: MigrateUpArgs['db']): Promise<void> {
  for (const table of cascaded) await db.run(sql.raw(`CREATE TEMP TABLE \`keep_${table}\` AS SELECT * FROM \`${table}\``))
}

async function restoreCascadedRows(db: MigrateUpArgs['db']): Promise<void> {
  for (const table of cascaded) {
    const columns = (await db.all<{ name: string }>(sql.raw(`PRAGMA temp.table_info(\`keep_${table}\`)`))).map(({ name }) => `"${name}"`).join(', ')
    await db.run(sql.raw(`DELETE FROM \`${table}\``))
    await db.run(sql.raw(`INSERT INTO \`${table}\` (${columns}) SELECT ${columns} FROM \`keep_${table}\``))
    await db.run(sql.raw(`DROP TABLE \`keep_${table}\``))
  }
}

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`_packages_v_version_features\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_packages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_packages_v_version_features_order_idx\` ON \`_packages_v_version_features\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_packages_v_version_features_parent_id_idx\` ON \`_packages_v_version_features\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_packages_v\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`parent_id\` text(36),
  	\`version_name\` text,
  	\`version_description\` text,
  	\`version_price\` numeric,
  	\`version_price_basis\` text,
  	\`version_payment_redirect_u_r_l\` text,
  	\`version_category_id\` text(36),
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`packages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_category_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_packages_v_parent_idx\` ON \`_packages_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_packages_v_version_version_category_idx\` ON \`_packages_v\` (\`version_category_id\`);`)
  await db.run(sql`CREATE INDEX \`_packages_v_version_version_updated_at_idx\` ON \`_packages_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_packages_v_version_version_created_at_idx\` ON \`_packages_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_packages_v_version_version__status_idx\` ON \`_packages_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_packages_v_created_at_idx\` ON \`_packages_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_packages_v_updated_at_idx\` ON \`_packages_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_packages_v_latest_idx\` ON \`_packages_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_packages_v_autosave_idx\` ON \`_packages_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_team_members_v\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`parent_id\` text(36),
  	\`version_name\` text,
  	\`version_role\` text,
  	\`version_email\` text,
  	\`version_profile_image_id\` text(36),
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`team_members\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_profile_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_team_members_v_parent_idx\` ON \`_team_members_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_team_members_v_version_version_profile_image_idx\` ON \`_team_members_v\` (\`version_profile_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_team_members_v_version_version_updated_at_idx\` ON \`_team_members_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_team_members_v_version_version_created_at_idx\` ON \`_team_members_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_team_members_v_version_version__status_idx\` ON \`_team_members_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_team_members_v_created_at_idx\` ON \`_team_members_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_team_members_v_updated_at_idx\` ON \`_team_members_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_team_members_v_latest_idx\` ON \`_team_members_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_team_members_v_autosave_idx\` ON \`_team_members_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_team_members_v_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` text(36) NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_team_members_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_team_members_v_texts_order_parent\` ON \`_team_members_v_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`legal_pages\` (
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
  await db.run(sql`CREATE UNIQUE INDEX \`legal_pages_slug_idx\` ON \`legal_pages\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`legal_pages_updated_at_idx\` ON \`legal_pages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`legal_pages_created_at_idx\` ON \`legal_pages\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`legal_pages__status_idx\` ON \`legal_pages\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_legal_pages_v\` (
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
  await db.run(sql`CREATE INDEX \`_legal_pages_v_parent_idx\` ON \`_legal_pages_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_legal_pages_v_version_version_slug_idx\` ON \`_legal_pages_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_legal_pages_v_version_version_updated_at_idx\` ON \`_legal_pages_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_legal_pages_v_version_version_created_at_idx\` ON \`_legal_pages_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_legal_pages_v_version_version__status_idx\` ON \`_legal_pages_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_legal_pages_v_created_at_idx\` ON \`_legal_pages_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_legal_pages_v_updated_at_idx\` ON \`_legal_pages_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_legal_pages_v_latest_idx\` ON \`_legal_pages_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_legal_pages_v_autosave_idx\` ON \`_legal_pages_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs_log\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`executed_at\` text NOT NULL,
  	\`completed_at\` text NOT NULL,
  	\`task_slug\` text NOT NULL,
  	\`task_i_d\` text NOT NULL,
  	\`input\` text,
  	\`output\` text,
  	\`state\` text NOT NULL,
  	\`error\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`payload_jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_jobs_log_order_idx\` ON \`payload_jobs_log\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_log_parent_id_idx\` ON \`payload_jobs_log\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`input\` text,
  	\`completed_at\` text,
  	\`total_tried\` numeric DEFAULT 0,
  	\`has_error\` integer DEFAULT false,
  	\`error\` text,
  	\`task_slug\` text,
  	\`queue\` text DEFAULT 'default',
  	\`wait_until\` text,
  	\`processing\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_jobs_completed_at_idx\` ON \`payload_jobs\` (\`completed_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_total_tried_idx\` ON \`payload_jobs\` (\`total_tried\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_has_error_idx\` ON \`payload_jobs\` (\`has_error\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_task_slug_idx\` ON \`payload_jobs\` (\`task_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_queue_idx\` ON \`payload_jobs\` (\`queue\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_wait_until_idx\` ON \`payload_jobs\` (\`wait_until\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_processing_idx\` ON \`payload_jobs\` (\`processing\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_updated_at_idx\` ON \`payload_jobs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_created_at_idx\` ON \`payload_jobs\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`_site_content_v_version_stats\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`icon\` text,
  	\`amount\` numeric,
  	\`suffix\` text,
  	\`description\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_site_content_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_site_content_v_version_stats_order_idx\` ON \`_site_content_v_version_stats\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_site_content_v_version_stats_parent_id_idx\` ON \`_site_content_v_version_stats\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_site_content_v_version_process_cards_features\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_site_content_v_version_process_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_site_content_v_version_process_cards_features_order_idx\` ON \`_site_content_v_version_process_cards_features\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_site_content_v_version_process_cards_features_parent_id_idx\` ON \`_site_content_v_version_process_cards_features\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_site_content_v_version_process_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`subtitle\` text,
  	\`image_id\` text(36),
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_site_content_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_site_content_v_version_process_cards_order_idx\` ON \`_site_content_v_version_process_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_site_content_v_version_process_cards_parent_id_idx\` ON \`_site_content_v_version_process_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_site_content_v_version_process_cards_image_idx\` ON \`_site_content_v_version_process_cards\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_site_content_v_version_help_cards_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_site_content_v_version_help_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_site_content_v_version_help_cards_items_order_idx\` ON \`_site_content_v_version_help_cards_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_site_content_v_version_help_cards_items_parent_id_idx\` ON \`_site_content_v_version_help_cards_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_site_content_v_version_help_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`description\` text,
  	\`icon\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_site_content_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_site_content_v_version_help_cards_order_idx\` ON \`_site_content_v_version_help_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_site_content_v_version_help_cards_parent_id_idx\` ON \`_site_content_v_version_help_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_site_content_v_version_faq\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`question\` text,
  	\`answer\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_site_content_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_site_content_v_version_faq_order_idx\` ON \`_site_content_v_version_faq\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_site_content_v_version_faq_parent_id_idx\` ON \`_site_content_v_version_faq\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_site_content_v_version_portfolio_short_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`embed_id\` text,
  	\`title\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_site_content_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_site_content_v_version_portfolio_short_form_order_idx\` ON \`_site_content_v_version_portfolio_short_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_site_content_v_version_portfolio_short_form_parent_id_idx\` ON \`_site_content_v_version_portfolio_short_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_site_content_v_version_portfolio_long_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`embed_id\` text,
  	\`title\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_site_content_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_site_content_v_version_portfolio_long_form_order_idx\` ON \`_site_content_v_version_portfolio_long_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_site_content_v_version_portfolio_long_form_parent_id_idx\` ON \`_site_content_v_version_portfolio_long_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_site_content_v_version_portfolio_video_ads\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`embed_id\` text,
  	\`title\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_site_content_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_site_content_v_version_portfolio_video_ads_order_idx\` ON \`_site_content_v_version_portfolio_video_ads\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_site_content_v_version_portfolio_video_ads_parent_id_idx\` ON \`_site_content_v_version_portfolio_video_ads\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_site_content_v_version_clients\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`image_id\` text(36),
  	\`subscriber_count\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_site_content_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_site_content_v_version_clients_order_idx\` ON \`_site_content_v_version_clients\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_site_content_v_version_clients_parent_id_idx\` ON \`_site_content_v_version_clients\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_site_content_v_version_clients_image_idx\` ON \`_site_content_v_version_clients\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_site_content_v_version_testimonials\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`role\` text,
  	\`image_id\` text(36),
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_site_content_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_site_content_v_version_testimonials_order_idx\` ON \`_site_content_v_version_testimonials\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_site_content_v_version_testimonials_parent_id_idx\` ON \`_site_content_v_version_testimonials\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_site_content_v_version_testimonials_image_idx\` ON \`_site_content_v_version_testimonials\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_site_content_v_version_social_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`kind\` text,
  	\`label\` text,
  	\`url\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_site_content_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_site_content_v_version_social_links_order_idx\` ON \`_site_content_v_version_social_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_site_content_v_version_social_links_parent_id_idx\` ON \`_site_content_v_version_social_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_site_content_v\` (
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
  await db.run(sql`CREATE INDEX \`_site_content_v_version_version__status_idx\` ON \`_site_content_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_site_content_v_created_at_idx\` ON \`_site_content_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_site_content_v_updated_at_idx\` ON \`_site_content_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_site_content_v_latest_idx\` ON \`_site_content_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_site_content_v_autosave_idx\` ON \`_site_content_v\` (\`autosave\`);`)
  await keepCascadedRows(db)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_packages_features\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`packages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_packages_features\`("_order", "_parent_id", "id", "text") SELECT "_order", "_parent_id", "id", "text" FROM \`packages_features\`;`)
  await db.run(sql`DROP TABLE \`packages_features\`;`)
  await db.run(sql`ALTER TABLE \`__new_packages_features\` RENAME TO \`packages_features\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`packages_features_order_idx\` ON \`packages_features\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`packages_features_parent_id_idx\` ON \`packages_features\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_packages\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`description\` text,
  	\`price\` numeric,
  	\`price_basis\` text,
  	\`payment_redirect_u_r_l\` text,
  	\`category_id\` text(36),
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`category_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_packages\`("id", "name", "description", "price", "price_basis", "payment_redirect_u_r_l", "category_id", "updated_at", "created_at", "_status") SELECT "id", "name", "description", "price", "price_basis", "payment_redirect_u_r_l", "category_id", "updated_at", "created_at", 'published' FROM \`packages\`;`)
  await db.run(sql`DROP TABLE \`packages\`;`)
  await db.run(sql`ALTER TABLE \`__new_packages\` RENAME TO \`packages\`;`)
  await db.run(sql`CREATE INDEX \`packages_category_idx\` ON \`packages\` (\`category_id\`);`)
  await db.run(sql`CREATE INDEX \`packages_updated_at_idx\` ON \`packages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`packages_created_at_idx\` ON \`packages\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`packages__status_idx\` ON \`packages\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_team_members\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`role\` text,
  	\`email\` text,
  	\`profile_image_id\` text(36),
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`profile_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_team_members\`("id", "name", "role", "email", "profile_image_id", "updated_at", "created_at", "_status") SELECT "id", "name", "role", "email", "profile_image_id", "updated_at", "created_at", 'published' FROM \`team_members\`;`)
  await db.run(sql`DROP TABLE \`team_members\`;`)
  await db.run(sql`ALTER TABLE \`__new_team_members\` RENAME TO \`team_members\`;`)
  await db.run(sql`CREATE INDEX \`team_members_profile_image_idx\` ON \`team_members\` (\`profile_image_id\`);`)
  await db.run(sql`CREATE INDEX \`team_members_updated_at_idx\` ON \`team_members\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`team_members_created_at_idx\` ON \`team_members\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`team_members__status_idx\` ON \`team_members\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_site_content_stats\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon\` text,
  	\`amount\` numeric,
  	\`suffix\` text,
  	\`description\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_content\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_site_content_stats\`("_order", "_parent_id", "id", "icon", "amount", "suffix", "description") SELECT "_order", "_parent_id", "id", "icon", "amount", "suffix", "description" FROM \`site_content_stats\`;`)
  await db.run(sql`DROP TABLE \`site_content_stats\`;`)
  await db.run(sql`ALTER TABLE \`__new_site_content_stats\` RENAME TO \`site_content_stats\`;`)
  await db.run(sql`CREATE INDEX \`site_content_stats_order_idx\` ON \`site_content_stats\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_content_stats_parent_id_idx\` ON \`site_content_stats\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_site_content_process_cards_features\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_content_process_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_site_content_process_cards_features\`("_order", "_parent_id", "id", "text") SELECT "_order", "_parent_id", "id", "text" FROM \`site_content_process_cards_features\`;`)
  await db.run(sql`DROP TABLE \`site_content_process_cards_features\`;`)
  await db.run(sql`ALTER TABLE \`__new_site_content_process_cards_features\` RENAME TO \`site_content_process_cards_features\`;`)
  await db.run(sql`CREATE INDEX \`site_content_process_cards_features_order_idx\` ON \`site_content_process_cards_features\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_content_process_cards_features_parent_id_idx\` ON \`site_content_process_cards_features\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_site_content_process_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`subtitle\` text,
  	\`image_id\` text(36),
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_content\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_site_content_process_cards\`("_order", "_parent_id", "id", "title", "subtitle", "image_id") SELECT "_order", "_parent_id", "id", "title", "subtitle", "image_id" FROM \`site_content_process_cards\`;`)
  await db.run(sql`DROP TABLE \`site_content_process_cards\`;`)
  await db.run(sql`ALTER TABLE \`__new_site_content_process_cards\` RENAME TO \`site_content_process_cards\`;`)
  await db.run(sql`CREATE INDEX \`site_content_process_cards_order_idx\` ON \`site_content_process_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_content_process_cards_parent_id_idx\` ON \`site_content_process_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`site_content_process_cards_image_idx\` ON \`site_content_process_cards\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_site_content_help_cards_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_content_help_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_site_content_help_cards_items\`("_order", "_parent_id", "id", "text") SELECT "_order", "_parent_id", "id", "text" FROM \`site_content_help_cards_items\`;`)
  await db.run(sql`DROP TABLE \`site_content_help_cards_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_site_content_help_cards_items\` RENAME TO \`site_content_help_cards_items\`;`)
  await db.run(sql`CREATE INDEX \`site_content_help_cards_items_order_idx\` ON \`site_content_help_cards_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_content_help_cards_items_parent_id_idx\` ON \`site_content_help_cards_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_site_content_help_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`description\` text,
  	\`icon\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_content\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_site_content_help_cards\`("_order", "_parent_id", "id", "title", "description", "icon") SELECT "_order", "_parent_id", "id", "title", "description", "icon" FROM \`site_content_help_cards\`;`)
  await db.run(sql`DROP TABLE \`site_content_help_cards\`;`)
  await db.run(sql`ALTER TABLE \`__new_site_content_help_cards\` RENAME TO \`site_content_help_cards\`;`)
  await db.run(sql`CREATE INDEX \`site_content_help_cards_order_idx\` ON \`site_content_help_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_content_help_cards_parent_id_idx\` ON \`site_content_help_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_site_content_faq\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`question\` text,
  	\`answer\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_content\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_site_content_faq\`("_order", "_parent_id", "id", "question", "answer") SELECT "_order", "_parent_id", "id", "question", "answer" FROM \`site_content_faq\`;`)
  await db.run(sql`DROP TABLE \`site_content_faq\`;`)
  await db.run(sql`ALTER TABLE \`__new_site_content_faq\` RENAME TO \`site_content_faq\`;`)
  await db.run(sql`CREATE INDEX \`site_content_faq_order_idx\` ON \`site_content_faq\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_content_faq_parent_id_idx\` ON \`site_content_faq\` (\`_parent_id\`);`)
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
  await db.run(sql`CREATE TABLE \`__new_site_content_clients\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`image_id\` text(36),
  	\`subscriber_count\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_content\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_site_content_clients\`("_order", "_parent_id", "id", "name", "image_id", "subscriber_count") SELECT "_order", "_parent_id", "id", "name", "image_id", "subscriber_count" FROM \`site_content_clients\`;`)
  await db.run(sql`DROP TABLE \`site_content_clients\`;`)
  await db.run(sql`ALTER TABLE \`__new_site_content_clients\` RENAME TO \`site_content_clients\`;`)
  await db.run(sql`CREATE INDEX \`site_content_clients_order_idx\` ON \`site_content_clients\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_content_clients_parent_id_idx\` ON \`site_content_clients\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`site_content_clients_image_idx\` ON \`site_content_clients\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_site_content_testimonials\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`role\` text,
  	\`image_id\` text(36),
  	\`text\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_content\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_site_content_testimonials\`("_order", "_parent_id", "id", "name", "role", "image_id", "text") SELECT "_order", "_parent_id", "id", "name", "role", "image_id", "text" FROM \`site_content_testimonials\`;`)
  await db.run(sql`DROP TABLE \`site_content_testimonials\`;`)
  await db.run(sql`ALTER TABLE \`__new_site_content_testimonials\` RENAME TO \`site_content_testimonials\`;`)
  await db.run(sql`CREATE INDEX \`site_content_testimonials_order_idx\` ON \`site_content_testimonials\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_content_testimonials_parent_id_idx\` ON \`site_content_testimonials\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`site_content_testimonials_image_idx\` ON \`site_content_testimonials\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_site_content_social_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`kind\` text,
  	\`label\` text,
  	\`url\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_content\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_site_content_social_links\`("_order", "_parent_id", "id", "kind", "label", "url") SELECT "_order", "_parent_id", "id", "kind", "label", "url" FROM \`site_content_social_links\`;`)
  await db.run(sql`DROP TABLE \`site_content_social_links\`;`)
  await db.run(sql`ALTER TABLE \`__new_site_content_social_links\` RENAME TO \`site_content_social_links\`;`)
  await db.run(sql`CREATE INDEX \`site_content_social_links_order_idx\` ON \`site_content_social_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_content_social_links_parent_id_idx\` ON \`site_content_social_links\` (\`_parent_id\`);`)
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
  await db.run(sql`INSERT INTO \`__new_site_content\`("id", "hero_title", "hero_subtitle", "hero_trusted_by", "hero_cta_label", "cta_title", "cta_text", "cta_button_label", "contact_email", "contact_phone", "contact_address", "contact_messaging_number", "scheduling_url", "_status", "updated_at", "created_at") SELECT "id", "hero_title", "hero_subtitle", "hero_trusted_by", "hero_cta_label", "cta_title", "cta_text", "cta_button_label", "contact_email", "contact_phone", "contact_address", "contact_messaging_number", "scheduling_url", 'published', "updated_at", "created_at" FROM \`site_content\`;`)
  await db.run(sql`DROP TABLE \`site_content\`;`)
  await db.run(sql`ALTER TABLE \`__new_site_content\` RENAME TO \`site_content\`;`)
  await db.run(sql`CREATE INDEX \`site_content__status_idx\` ON \`site_content\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`legal_pages_id\` text(36) REFERENCES legal_pages(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_legal_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`legal_pages_id\`);`)
  await restoreCascadedRows(db)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`_packages_v_version_features\`;`)
  await db.run(sql`DROP TABLE \`_packages_v\`;`)
  await db.run(sql`DROP TABLE \`_team_members_v\`;`)
  await db.run(sql`DROP TABLE \`_team_members_v_texts\`;`)
  await db.run(sql`DROP TABLE \`legal_pages\`;`)
  await db.run(sql`DROP TABLE \`_legal_pages_v\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs_log\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs\`;`)
  await db.run(sql`DROP TABLE \`_site_content_v_version_stats\`;`)
  await db.run(sql`DROP TABLE \`_site_content_v_version_process_cards_features\`;`)
  await db.run(sql`DROP TABLE \`_site_content_v_version_process_cards\`;`)
  await db.run(sql`DROP TABLE \`_site_content_v_version_help_cards_items\`;`)
  await db.run(sql`DROP TABLE \`_site_content_v_version_help_cards\`;`)
  await db.run(sql`DROP TABLE \`_site_content_v_version_faq\`;`)
  await db.run(sql`DROP TABLE \`_site_content_v_version_portfolio_short_form\`;`)
  await db.run(sql`DROP TABLE \`_site_content_v_version_portfolio_long_form\`;`)
  await db.run(sql`DROP TABLE \`_site_content_v_version_portfolio_video_ads\`;`)
  await db.run(sql`DROP TABLE \`_site_content_v_version_clients\`;`)
  await db.run(sql`DROP TABLE \`_site_content_v_version_testimonials\`;`)
  await db.run(sql`DROP TABLE \`_site_content_v_version_social_links\`;`)
  await db.run(sql`DROP TABLE \`_site_content_v\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` text(36) NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` text(36),
  	\`categories_id\` text(36),
  	\`packages_id\` text(36),
  	\`team_members_id\` text(36),
  	\`queries_id\` text(36),
  	\`query_notes_id\` text(36),
  	\`media_id\` text(36),
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`packages_id\`) REFERENCES \`packages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`team_members_id\`) REFERENCES \`team_members\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`queries_id\`) REFERENCES \`queries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`query_notes_id\`) REFERENCES \`query_notes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "categories_id", "packages_id", "team_members_id", "queries_id", "query_notes_id", "media_id") SELECT "id", "order", "parent_id", "path", "users_id", "categories_id", "packages_id", "team_members_id", "queries_id", "query_notes_id", "media_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_packages_id_idx\` ON \`payload_locked_documents_rels\` (\`packages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_team_members_id_idx\` ON \`payload_locked_documents_rels\` (\`team_members_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_queries_id_idx\` ON \`payload_locked_documents_rels\` (\`queries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_query_notes_id_idx\` ON \`payload_locked_documents_rels\` (\`query_notes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_packages\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`description\` text NOT NULL,
  	\`price\` numeric NOT NULL,
  	\`price_basis\` text NOT NULL,
  	\`payment_redirect_u_r_l\` text NOT NULL,
  	\`category_id\` text(36) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`category_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_packages\`("id", "name", "description", "price", "price_basis", "payment_redirect_u_r_l", "category_id", "updated_at", "created_at") SELECT "id", "name", "description", "price", "price_basis", "payment_redirect_u_r_l", "category_id", "updated_at", "created_at" FROM \`packages\`;`)
  await db.run(sql`DROP TABLE \`packages\`;`)
  await db.run(sql`ALTER TABLE \`__new_packages\` RENAME TO \`packages\`;`)
  await db.run(sql`CREATE INDEX \`packages_category_idx\` ON \`packages\` (\`category_id\`);`)
  await db.run(sql`CREATE INDEX \`packages_updated_at_idx\` ON \`packages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`packages_created_at_idx\` ON \`packages\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_team_members\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`role\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`profile_image_id\` text(36),
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`profile_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_team_members\`("id", "name", "role", "email", "profile_image_id", "updated_at", "created_at") SELECT "id", "name", "role", "email", "profile_image_id", "updated_at", "created_at" FROM \`team_members\`;`)
  await db.run(sql`DROP TABLE \`team_members\`;`)
  await db.run(sql`ALTER TABLE \`__new_team_members\` RENAME TO \`team_members\`;`)
  await db.run(sql`CREATE INDEX \`team_members_profile_image_idx\` ON \`team_members\` (\`profile_image_id\`);`)
  await db.run(sql`CREATE INDEX \`team_members_updated_at_idx\` ON \`team_members\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`team_members_created_at_idx\` ON \`team_members\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_site_content\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`hero_title\` text NOT NULL,
  	\`hero_subtitle\` text NOT NULL,
  	\`hero_trusted_by\` text NOT NULL,
  	\`hero_cta_label\` text NOT NULL,
  	\`cta_title\` text NOT NULL,
  	\`cta_text\` text NOT NULL,
  	\`cta_button_label\` text NOT NULL,
  	\`contact_email\` text NOT NULL,
  	\`contact_phone\` text NOT NULL,
  	\`contact_address\` text NOT NULL,
  	\`contact_messaging_number\` text NOT NULL,
  	\`scheduling_url\` text NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_site_content\`("id", "hero_title", "hero_subtitle", "hero_trusted_by", "hero_cta_label", "cta_title", "cta_text", "cta_button_label", "contact_email", "contact_phone", "contact_address", "contact_messaging_number", "scheduling_url", "updated_at", "created_at") SELECT "id", "hero_title", "hero_subtitle", "hero_trusted_by", "hero_cta_label", "cta_title", "cta_text", "cta_button_label", "contact_email", "contact_phone", "contact_address", "contact_messaging_number", "scheduling_url", "updated_at", "created_at" FROM \`site_content\`;`)
  await db.run(sql`DROP TABLE \`site_content\`;`)
  await db.run(sql`ALTER TABLE \`__new_site_content\` RENAME TO \`site_content\`;`)
  await db.run(sql`CREATE TABLE \`__new_packages_features\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`packages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_packages_features\`("_order", "_parent_id", "id", "text") SELECT "_order", "_parent_id", "id", "text" FROM \`packages_features\`;`)
  await db.run(sql`DROP TABLE \`packages_features\`;`)
  await db.run(sql`ALTER TABLE \`__new_packages_features\` RENAME TO \`packages_features\`;`)
  await db.run(sql`CREATE INDEX \`packages_features_order_idx\` ON \`packages_features\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`packages_features_parent_id_idx\` ON \`packages_features\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_site_content_stats\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon\` text NOT NULL,
  	\`amount\` numeric NOT NULL,
  	\`suffix\` text,
  	\`description\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_content\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_site_content_stats\`("_order", "_parent_id", "id", "icon", "amount", "suffix", "description") SELECT "_order", "_parent_id", "id", "icon", "amount", "suffix", "description" FROM \`site_content_stats\`;`)
  await db.run(sql`DROP TABLE \`site_content_stats\`;`)
  await db.run(sql`ALTER TABLE \`__new_site_content_stats\` RENAME TO \`site_content_stats\`;`)
  await db.run(sql`CREATE INDEX \`site_content_stats_order_idx\` ON \`site_content_stats\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_content_stats_parent_id_idx\` ON \`site_content_stats\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_site_content_process_cards_features\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_content_process_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_site_content_process_cards_features\`("_order", "_parent_id", "id", "text") SELECT "_order", "_parent_id", "id", "text" FROM \`site_content_process_cards_features\`;`)
  await db.run(sql`DROP TABLE \`site_content_process_cards_features\`;`)
  await db.run(sql`ALTER TABLE \`__new_site_content_process_cards_features\` RENAME TO \`site_content_process_cards_features\`;`)
  await db.run(sql`CREATE INDEX \`site_content_process_cards_features_order_idx\` ON \`site_content_process_cards_features\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_content_process_cards_features_parent_id_idx\` ON \`site_content_process_cards_features\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_site_content_process_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`subtitle\` text NOT NULL,
  	\`image_id\` text(36),
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_content\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_site_content_process_cards\`("_order", "_parent_id", "id", "title", "subtitle", "image_id") SELECT "_order", "_parent_id", "id", "title", "subtitle", "image_id" FROM \`site_content_process_cards\`;`)
  await db.run(sql`DROP TABLE \`site_content_process_cards\`;`)
  await db.run(sql`ALTER TABLE \`__new_site_content_process_cards\` RENAME TO \`site_content_process_cards\`;`)
  await db.run(sql`CREATE INDEX \`site_content_process_cards_order_idx\` ON \`site_content_process_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_content_process_cards_parent_id_idx\` ON \`site_content_process_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`site_content_process_cards_image_idx\` ON \`site_content_process_cards\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_site_content_help_cards_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_content_help_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_site_content_help_cards_items\`("_order", "_parent_id", "id", "text") SELECT "_order", "_parent_id", "id", "text" FROM \`site_content_help_cards_items\`;`)
  await db.run(sql`DROP TABLE \`site_content_help_cards_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_site_content_help_cards_items\` RENAME TO \`site_content_help_cards_items\`;`)
  await db.run(sql`CREATE INDEX \`site_content_help_cards_items_order_idx\` ON \`site_content_help_cards_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_content_help_cards_items_parent_id_idx\` ON \`site_content_help_cards_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_site_content_help_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`description\` text NOT NULL,
  	\`icon\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_content\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_site_content_help_cards\`("_order", "_parent_id", "id", "title", "description", "icon") SELECT "_order", "_parent_id", "id", "title", "description", "icon" FROM \`site_content_help_cards\`;`)
  await db.run(sql`DROP TABLE \`site_content_help_cards\`;`)
  await db.run(sql`ALTER TABLE \`__new_site_content_help_cards\` RENAME TO \`site_content_help_cards\`;`)
  await db.run(sql`CREATE INDEX \`site_content_help_cards_order_idx\` ON \`site_content_help_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_content_help_cards_parent_id_idx\` ON \`site_content_help_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_site_content_faq\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`question\` text NOT NULL,
  	\`answer\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_content\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_site_content_faq\`("_order", "_parent_id", "id", "question", "answer") SELECT "_order", "_parent_id", "id", "question", "answer" FROM \`site_content_faq\`;`)
  await db.run(sql`DROP TABLE \`site_content_faq\`;`)
  await db.run(sql`ALTER TABLE \`__new_site_content_faq\` RENAME TO \`site_content_faq\`;`)
  await db.run(sql`CREATE INDEX \`site_content_faq_order_idx\` ON \`site_content_faq\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_content_faq_parent_id_idx\` ON \`site_content_faq\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_site_content_portfolio_short_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`embed_id\` text NOT NULL,
  	\`title\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_content\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_site_content_portfolio_short_form\`("_order", "_parent_id", "id", "embed_id", "title") SELECT "_order", "_parent_id", "id", "embed_id", "title" FROM \`site_content_portfolio_short_form\`;`)
  await db.run(sql`DROP TABLE \`site_content_portfolio_short_form\`;`)
  await db.run(sql`ALTER TABLE \`__new_site_content_portfolio_short_form\` RENAME TO \`site_content_portfolio_short_form\`;`)
  await db.run(sql`CREATE INDEX \`site_content_portfolio_short_form_order_idx\` ON \`site_content_portfolio_short_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_content_portfolio_short_form_parent_id_idx\` ON \`site_content_portfolio_short_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_site_content_portfolio_long_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`embed_id\` text NOT NULL,
  	\`title\` text NOT NULL,
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
  	\`embed_id\` text NOT NULL,
  	\`title\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_content\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_site_content_portfolio_video_ads\`("_order", "_parent_id", "id", "embed_id", "title") SELECT "_order", "_parent_id", "id", "embed_id", "title" FROM \`site_content_portfolio_video_ads\`;`)
  await db.run(sql`DROP TABLE \`site_content_portfolio_video_ads\`;`)
  await db.run(sql`ALTER TABLE \`__new_site_content_portfolio_video_ads\` RENAME TO \`site_content_portfolio_video_ads\`;`)
  await db.run(sql`CREATE INDEX \`site_content_portfolio_video_ads_order_idx\` ON \`site_content_portfolio_video_ads\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_content_portfolio_video_ads_parent_id_idx\` ON \`site_content_portfolio_video_ads\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_site_content_clients\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`image_id\` text(36),
  	\`subscriber_count\` text NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_content\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_site_content_clients\`("_order", "_parent_id", "id", "name", "image_id", "subscriber_count") SELECT "_order", "_parent_id", "id", "name", "image_id", "subscriber_count" FROM \`site_content_clients\`;`)
  await db.run(sql`DROP TABLE \`site_content_clients\`;`)
  await db.run(sql`ALTER TABLE \`__new_site_content_clients\` RENAME TO \`site_content_clients\`;`)
  await db.run(sql`CREATE INDEX \`site_content_clients_order_idx\` ON \`site_content_clients\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_content_clients_parent_id_idx\` ON \`site_content_clients\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`site_content_clients_image_idx\` ON \`site_content_clients\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_site_content_testimonials\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`role\` text NOT NULL,
  	\`image_id\` text(36),
  	\`text\` text NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_content\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_site_content_testimonials\`("_order", "_parent_id", "id", "name", "role", "image_id", "text") SELECT "_order", "_parent_id", "id", "name", "role", "image_id", "text" FROM \`site_content_testimonials\`;`)
  await db.run(sql`DROP TABLE \`site_content_testimonials\`;`)
  await db.run(sql`ALTER TABLE \`__new_site_content_testimonials\` RENAME TO \`site_content_testimonials\`;`)
  await db.run(sql`CREATE INDEX \`site_content_testimonials_order_idx\` ON \`site_content_testimonials\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_content_testimonials_parent_id_idx\` ON \`site_content_testimonials\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`site_content_testimonials_image_idx\` ON \`site_content_testimonials\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_site_content_social_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`kind\` text NOT NULL,
  	\`label\` text NOT NULL,
  	\`url\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_content\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_site_content_social_links\`("_order", "_parent_id", "id", "kind", "label", "url") SELECT "_order", "_parent_id", "id", "kind", "label", "url" FROM \`site_content_social_links\`;`)
  await db.run(sql`DROP TABLE \`site_content_social_links\`;`)
  await db.run(sql`ALTER TABLE \`__new_site_content_social_links\` RENAME TO \`site_content_social_links\`;`)
  await db.run(sql`CREATE INDEX \`site_content_social_links_order_idx\` ON \`site_content_social_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_content_social_links_parent_id_idx\` ON \`site_content_social_links\` (\`_parent_id\`);`)
}
