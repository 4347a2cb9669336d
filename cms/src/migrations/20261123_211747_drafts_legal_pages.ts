import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_packages_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__packages_v_version_price_basis" AS ENUM('per month', 'per video');
  CREATE TYPE "public"."enum__packages_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_team_members_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__team_members_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_legal_pages_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__legal_pages_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'schedulePublish');
  CREATE TYPE "public"."enum_payload_jobs_log_state" AS ENUM('failed', 'succeeded');
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'schedulePublish');
  CREATE TYPE "public"."enum_site_content_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__site_content_v_version_stats_icon" AS ENUM('users', 'video', 'eye', 'star');
  CREATE TYPE "public"."enum__site_content_v_version_help_cards_icon" AS ENUM('short-form', 'long-form', 'ads');
  CREATE TYPE "public"."enum__site_content_v_version_social_links_kind" AS ENUM('instagram', 'youtube', 'facebook', 'linkedin');
  CREATE TYPE "public"."enum__site_content_v_version_status" AS ENUM('draft', 'published');
  CREATE TABLE "_packages_v_version_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_packages_v" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"parent_id" uuid,
  	"version_name" varchar,
  	"version_description" varchar,
  	"version_price" numeric,
  	"version_price_basis" "enum__packages_v_version_price_basis",
  	"version_payment_redirect_u_r_l" varchar,
  	"version_category_id" uuid,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__packages_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_team_members_v" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"parent_id" uuid,
  	"version_name" varchar,
  	"version_role" varchar,
  	"version_email" varchar,
  	"version_profile_image_id" uuid,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__team_members_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_team_members_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" uuid NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "legal_pages" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"title" varchar,
  	"slug" varchar,
  	"description" varchar,
  	"content" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_legal_pages_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_legal_pages_v" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"parent_id" uuid,
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_description" varchar,
  	"version_content" jsonb,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__legal_pages_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "payload_jobs_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"executed_at" timestamp(3) with time zone NOT NULL,
  	"completed_at" timestamp(3) with time zone NOT NULL,
  	"task_slug" "enum_payload_jobs_log_task_slug" NOT NULL,
  	"task_i_d" varchar NOT NULL,
  	"input" jsonb,
  	"output" jsonb,
  	"state" "enum_payload_jobs_log_state" NOT NULL,
  	"error" jsonb
  );
  
  CREATE TABLE "payload_jobs" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"input" jsonb,
  	"completed_at" timestamp(3) with time zone,
  	"total_tried" numeric DEFAULT 0,
  	"has_error" boolean DEFAULT false,
  	"error" jsonb,
  	"task_slug" "enum_payload_jobs_task_slug",
  	"queue" varchar DEFAULT 'default',
  	"wait_until" timestamp(3) with time zone,
  	"processing" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_site_content_v_version_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"icon" "enum__site_content_v_version_stats_icon",
  	"amount" numeric,
  	"suffix" varchar,
  	"description" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_site_content_v_version_process_cards_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_site_content_v_version_process_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"title" varchar,
  	"subtitle" varchar,
  	"image_id" uuid,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_site_content_v_version_help_cards_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_site_content_v_version_help_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"title" varchar,
  	"description" varchar,
  	"icon" "enum__site_content_v_version_help_cards_icon",
  	"_uuid" varchar
  );
  
  CREATE TABLE "_site_content_v_version_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"question" varchar,
  	"answer" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_site_content_v_version_portfolio_short_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"embed_id" varchar,
  	"title" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_site_content_v_version_portfolio_long_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"embed_id" varchar,
  	"title" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_site_content_v_version_portfolio_video_ads" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"embed_id" varchar,
  	"title" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_site_content_v_version_clients" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"name" varchar,
  	"image_id" uuid,
  	"subscriber_count" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_site_content_v_version_testimonials" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"name" varchar,
  	"role" varchar,
  	"image_id" uuid,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_site_content_v_version_social_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"kind" "enum__site_content_v_version_social_links_kind",
  	"label" varchar,
  	"url" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_site_content_v" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"version_hero_title" varchar,
  	"version_hero_subtitle" varchar,
  	"version_hero_trusted_by" varchar,
  	"version_hero_cta_label" varchar,
  	"version_cta_title" varchar,
  	"version_cta_text" varchar,
  	"version_cta_button_label" varchar,
  	"version_contact_email" varchar,
  	"version_contact_phone" varchar,
  	"version_contact_address" varchar,
  	"version_contact_messaging_number" varchar,
  	"version_scheduling_url" varchar,
  	"version__status" "enum__site_content_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  ALTER TABLE "packages_features" ALTER COLUMN "text" DROP NOT NULL;
  ALTER TABLE "packages" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "packages" ALTER COLUMN "description" DROP NOT NULL;
  ALTER TABLE "packages" ALTER COLUMN "price" DROP NOT NULL;
  ALTER TABLE "packages" ALTER COLUMN "price_basis" DROP NOT NULL;
  ALTER TABLE "packages" ALTER COLUMN "payment_redirect_u_r_l" DROP NOT NULL;
  ALTER TABLE "packages" ALTER COLUMN "category_id" DROP NOT NULL;
  ALTER TABLE "team_members" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "team_members" ALTER COLUMN "role" DROP NOT NULL;
  ALTER TABLE "team_members" ALTER COLUMN "email" DROP NOT NULL;
  ALTER TABLE "site_content_stats" ALTER COLUMN "icon" DROP NOT NULL;
  ALTER TABLE "site_content_stats" ALTER COLUMN "amount" DROP NOT NULL;
  ALTER TABLE "site_content_stats" ALTER COLUMN "description" DROP NOT NULL;
  ALTER TABLE "site_content_process_cards_features" ALTER COLUMN "text" DROP NOT NULL;
  ALTER TABLE "site_content_process_cards" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "site_content_process_cards" ALTER COLUMN "subtitle" DROP NOT NULL;
  ALTER TABLE "site_content_help_cards_items" ALTER COLUMN "text" DROP NOT NULL;
  ALTER TABLE "site_content_help_cards" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "site_content_help_cards" ALTER COLUMN "description" DROP NOT NULL;
  ALTER TABLE "site_content_help_cards" ALTER COLUMN "icon" DROP NOT NULL;
  ALTER TABLE "site_content_faq" ALTER COLUMN "question" DROP NOT NULL;
  ALTER TABLE "site_content_faq" ALTER COLUMN "answer" DROP NOT NULL;
  ALTER TABLE "site_content_portfolio_short_form" ALTER COLUMN "embed_id" DROP NOT NULL;
  ALTER TABLE "site_content_portfolio_short_form" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "site_content_portfolio_long_form" ALTER COLUMN "embed_id" DROP NOT NULL;
  ALTER TABLE "site_content_portfolio_long_form" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "site_content_portfolio_video_ads" ALTER COLUMN "embed_id" DROP NOT NULL;
  ALTER TABLE "site_content_portfolio_video_ads" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "site_content_clients" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "site_content_clients" ALTER COLUMN "subscriber_count" DROP NOT NULL;
  ALTER TABLE "site_content_testimonials" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "site_content_testimonials" ALTER COLUMN "role" DROP NOT NULL;
  ALTER TABLE "site_content_testimonials" ALTER COLUMN "text" DROP NOT NULL;
  ALTER TABLE "site_content_social_links" ALTER COLUMN "kind" DROP NOT NULL;
  ALTER TABLE "site_content_social_links" ALTER COLUMN "label" DROP NOT NULL;
  ALTER TABLE "site_content_social_links" ALTER COLUMN "url" DROP NOT NULL;
  ALTER TABLE "site_content" ALTER COLUMN "hero_title" DROP NOT NULL;
  ALTER TABLE "site_content" ALTER COLUMN "hero_subtitle" DROP NOT NULL;
  ALTER TABLE "site_content" ALTER COLUMN "hero_trusted_by" DROP NOT NULL;
  ALTER TABLE "site_content" ALTER COLUMN "hero_cta_label" DROP NOT NULL;
  ALTER TABLE "site_content" ALTER COLUMN "cta_title" DROP NOT NULL;
  ALTER TABLE "site_content" ALTER COLUMN "cta_text" DROP NOT NULL;
  ALTER TABLE "site_content" ALTER COLUMN "cta_button_label" DROP NOT NULL;
  ALTER TABLE "site_content" ALTER COLUMN "contact_email" DROP NOT NULL;
  ALTER TABLE "site_content" ALTER COLUMN "contact_phone" DROP NOT NULL;
  ALTER TABLE "site_content" ALTER COLUMN "contact_address" DROP NOT NULL;
  ALTER TABLE "site_content" ALTER COLUMN "contact_messaging_number" DROP NOT NULL;
  ALTER TABLE "site_content" ALTER COLUMN "scheduling_url" DROP NOT NULL;
  ALTER TABLE "packages" ADD COLUMN "_status" "enum_packages_status" DEFAULT 'draft';
  ALTER TABLE "team_members" ADD COLUMN "_status" "enum_team_members_status" DEFAULT 'draft';
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "legal_pages_id" uuid;
  ALTER TABLE "site_content" ADD COLUMN "_status" "enum_site_content_status" DEFAULT 'draft';
  -- What was live before drafts existed stays live: existing rows are published.
  UPDATE "packages" SET "_status" = 'published';
  UPDATE "team_members" SET "_status" = 'published';
  UPDATE "site_content" SET "_status" = 'published';
  ALTER TABLE "_packages_v_version_features" ADD CONSTRAINT "_packages_v_version_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_packages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_packages_v" ADD CONSTRAINT "_packages_v_parent_id_packages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."packages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_packages_v" ADD CONSTRAINT "_packages_v_version_category_id_categories_id_fk" FOREIGN KEY ("version_category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_team_members_v" ADD CONSTRAINT "_team_members_v_parent_id_team_members_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."team_members"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_team_members_v" ADD CONSTRAINT "_team_members_v_version_profile_image_id_media_id_fk" FOREIGN KEY ("version_profile_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_team_members_v_texts" ADD CONSTRAINT "_team_members_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_team_members_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_legal_pages_v" ADD CONSTRAINT "_legal_pages_v_parent_id_legal_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."legal_pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_jobs_log" ADD CONSTRAINT "payload_jobs_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."payload_jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_content_v_version_stats" ADD CONSTRAINT "_site_content_v_version_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_site_content_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_content_v_version_process_cards_features" ADD CONSTRAINT "_site_content_v_version_process_cards_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_site_content_v_version_process_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_content_v_version_process_cards" ADD CONSTRAINT "_site_content_v_version_process_cards_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_site_content_v_version_process_cards" ADD CONSTRAINT "_site_content_v_version_process_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_site_content_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_content_v_version_help_cards_items" ADD CONSTRAINT "_site_content_v_version_help_cards_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_site_content_v_version_help_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_content_v_version_help_cards" ADD CONSTRAINT "_site_content_v_version_help_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_site_content_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_content_v_version_faq" ADD CONSTRAINT "_site_content_v_version_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_site_content_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_content_v_version_portfolio_short_form" ADD CONSTRAINT "_site_content_v_version_portfolio_short_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_site_content_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_content_v_version_portfolio_long_form" ADD CONSTRAINT "_site_content_v_version_portfolio_long_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_site_content_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_content_v_version_portfolio_video_ads" ADD CONSTRAINT "_site_content_v_version_portfolio_video_ads_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_site_content_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_content_v_version_clients" ADD CONSTRAINT "_site_content_v_version_clients_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_site_content_v_version_clients" ADD CONSTRAINT "_site_content_v_version_clients_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_site_content_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_content_v_version_testimonials" ADD CONSTRAINT "_site_content_v_version_testimonials_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_site_content_v_version_testimonials" ADD CONSTRAINT "_site_content_v_version_testimonials_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_site_content_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_content_v_version_social_links" ADD CONSTRAINT "_site_content_v_version_social_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_site_content_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "_packages_v_version_features_order_idx" ON "_packages_v_version_features" USING btree ("_order");
  CREATE INDEX "_packages_v_version_features_parent_id_idx" ON "_packages_v_version_features" USING btree ("_parent_id");
  CREATE INDEX "_packages_v_parent_idx" ON "_packages_v" USING btree ("parent_id");
  CREATE INDEX "_packages_v_version_version_category_idx" ON "_packages_v" USING btree ("version_category_id");
  CREATE INDEX "_packages_v_version_version_updated_at_idx" ON "_packages_v" USING btree ("version_updated_at");
  CREATE INDEX "_packages_v_version_version_created_at_idx" ON "_packages_v" USING btree ("version_created_at");
  CREATE INDEX "_packages_v_version_version__status_idx" ON "_packages_v" USING btree ("version__status");
  CREATE INDEX "_packages_v_created_at_idx" ON "_packages_v" USING btree ("created_at");
  CREATE INDEX "_packages_v_updated_at_idx" ON "_packages_v" USING btree ("updated_at");
  CREATE INDEX "_packages_v_latest_idx" ON "_packages_v" USING btree ("latest");
  CREATE INDEX "_packages_v_autosave_idx" ON "_packages_v" USING btree ("autosave");
  CREATE INDEX "_team_members_v_parent_idx" ON "_team_members_v" USING btree ("parent_id");
  CREATE INDEX "_team_members_v_version_version_profile_image_idx" ON "_team_members_v" USING btree ("version_profile_image_id");
  CREATE INDEX "_team_members_v_version_version_updated_at_idx" ON "_team_members_v" USING btree ("version_updated_at");
  CREATE INDEX "_team_members_v_version_version_created_at_idx" ON "_team_members_v" USING btree ("version_created_at");
  CREATE INDEX "_team_members_v_version_version__status_idx" ON "_team_members_v" USING btree ("version__status");
  CREATE INDEX "_team_members_v_created_at_idx" ON "_team_members_v" USING btree ("created_at");
  CREATE INDEX "_team_members_v_updated_at_idx" ON "_team_members_v" USING btree ("updated_at");
  CREATE INDEX "_team_members_v_latest_idx" ON "_team_members_v" USING btree ("latest");
  CREATE INDEX "_team_members_v_autosave_idx" ON "_team_members_v" USING btree ("autosave");
  CREATE INDEX "_team_members_v_texts_order_parent" ON "_team_members_v_texts" USING btree ("order","parent_id");
  CREATE UNIQUE INDEX "legal_pages_slug_idx" ON "legal_pages" USING btree ("slug");
  CREATE INDEX "legal_pages_updated_at_idx" ON "legal_pages" USING btree ("updated_at");
  CREATE INDEX "legal_pages_created_at_idx" ON "legal_pages" USING btree ("created_at");
  CREATE INDEX "legal_pages__status_idx" ON "legal_pages" USING btree ("_status");
  CREATE INDEX "_legal_pages_v_parent_idx" ON "_legal_pages_v" USING btree ("parent_id");
  CREATE INDEX "_legal_pages_v_version_version_slug_idx" ON "_legal_pages_v" USING btree ("version_slug");
  CREATE INDEX "_legal_pages_v_version_version_updated_at_idx" ON "_legal_pages_v" USING btree ("version_updated_at");
  CREATE INDEX "_legal_pages_v_version_version_created_at_idx" ON "_legal_pages_v" USING btree ("version_created_at");
  CREATE INDEX "_legal_pages_v_version_version__status_idx" ON "_legal_pages_v" USING btree ("version__status");
  CREATE INDEX "_legal_pages_v_created_at_idx" ON "_legal_pages_v" USING btree ("created_at");
  CREATE INDEX "_legal_pages_v_updated_at_idx" ON "_legal_pages_v" USING btree ("updated_at");
  CREATE INDEX "_legal_pages_v_latest_idx" ON "_legal_pages_v" USING btree ("latest");
  CREATE INDEX "_legal_pages_v_autosave_idx" ON "_legal_pages_v" USING btree ("autosave");
  CREATE INDEX "payload_jobs_log_order_idx" ON "payload_jobs_log" USING btree ("_order");
  CREATE INDEX "payload_jobs_log_parent_id_idx" ON "payload_jobs_log" USING btree ("_parent_id");
  CREATE INDEX "payload_jobs_completed_at_idx" ON "payload_jobs" USING btree ("completed_at");
  CREATE INDEX "payload_jobs_total_tried_idx" ON "payload_jobs" USING btree ("total_tried");
  CREATE INDEX "payload_jobs_has_error_idx" ON "payload_jobs" USING btree ("has_error");
  CREATE INDEX "payload_jobs_task_slug_idx" ON "payload_jobs" USING btree ("task_slug");
  CREATE INDEX "payload_jobs_queue_idx" ON "payload_jobs" USING btree ("queue");
  CREATE INDEX "payload_jobs_wait_until_idx" ON "payload_jobs" USING btree ("wait_until");
  CREATE INDEX "payload_jobs_processing_idx" ON "payload_jobs" USING btree ("processing");
  CREATE INDEX "payload_jobs_updated_at_idx" ON "payload_jobs" USING btree ("updated_at");
  CREATE INDEX "payload_jobs_created_at_idx" ON "payload_jobs" USING btree ("created_at");
  CREATE INDEX "_site_content_v_version_stats_order_idx" ON "_site_content_v_version_stats" USING btree ("_order");
  CREATE INDEX "_site_content_v_version_stats_parent_id_idx" ON "_site_content_v_version_stats" USING btree ("_parent_id");
  CREATE INDEX "_site_content_v_version_process_cards_features_order_idx" ON "_site_content_v_version_process_cards_features" USING btree ("_order");
  CREATE INDEX "_site_content_v_version_process_cards_features_parent_id_idx" ON "_site_content_v_version_process_cards_features" USING btree ("_parent_id");
  CREATE INDEX "_site_content_v_version_process_cards_order_idx" ON "_site_content_v_version_process_cards" USING btree ("_order");
  CREATE INDEX "_site_content_v_version_process_cards_parent_id_idx" ON "_site_content_v_version_process_cards" USING btree ("_parent_id");
  CREATE INDEX "_site_content_v_version_process_cards_image_idx" ON "_site_content_v_version_process_cards" USING btree ("image_id");
  CREATE INDEX "_site_content_v_version_help_cards_items_order_idx" ON "_site_content_v_version_help_cards_items" USING btree ("_order");
  CREATE INDEX "_site_content_v_version_help_cards_items_parent_id_idx" ON "_site_content_v_version_help_cards_items" USING btree ("_parent_id");
  CREATE INDEX "_site_content_v_version_help_cards_order_idx" ON "_site_content_v_version_help_cards" USING btree ("_order");
  CREATE INDEX "_site_content_v_version_help_cards_parent_id_idx" ON "_site_content_v_version_help_cards" USING btree ("_parent_id");
  CREATE INDEX "_site_content_v_version_faq_order_idx" ON "_site_content_v_version_faq" USING btree ("_order");
  CREATE INDEX "_site_content_v_version_faq_parent_id_idx" ON "_site_content_v_version_faq" USING btree ("_parent_id");
  CREATE INDEX "_site_content_v_version_portfolio_short_form_order_idx" ON "_site_content_v_version_portfolio_short_form" USING btree ("_order");
  CREATE INDEX "_site_content_v_version_portfolio_short_form_parent_id_idx" ON "_site_content_v_version_portfolio_short_form" USING btree ("_parent_id");
  CREATE INDEX "_site_content_v_version_portfolio_long_form_order_idx" ON "_site_content_v_version_portfolio_long_form" USING btree ("_order");
  CREATE INDEX "_site_content_v_version_portfolio_long_form_parent_id_idx" ON "_site_content_v_version_portfolio_long_form" USING btree ("_parent_id");
  CREATE INDEX "_site_content_v_version_portfolio_video_ads_order_idx" ON "_site_content_v_version_portfolio_video_ads" USING btree ("_order");
  CREATE INDEX "_site_content_v_version_portfolio_video_ads_parent_id_idx" ON "_site_content_v_version_portfolio_video_ads" USING btree ("_parent_id");
  CREATE INDEX "_site_content_v_version_clients_order_idx" ON "_site_content_v_version_clients" USING btree ("_order");
  CREATE INDEX "_site_content_v_version_clients_parent_id_idx" ON "_site_content_v_version_clients" USING btree ("_parent_id");
  CREATE INDEX "_site_content_v_version_clients_image_idx" ON "_site_content_v_version_clients" USING btree ("image_id");
  CREATE INDEX "_site_content_v_version_testimonials_order_idx" ON "_site_content_v_version_testimonials" USING btree ("_order");
  CREATE INDEX "_site_content_v_version_testimonials_parent_id_idx" ON "_site_content_v_version_testimonials" USING btree ("_parent_id");
  CREATE INDEX "_site_content_v_version_testimonials_image_idx" ON "_site_content_v_version_testimonials" USING btree ("image_id");
  CREATE INDEX "_site_content_v_version_social_links_order_idx" ON "_site_content_v_version_social_links" USING btree ("_order");
  CREATE INDEX "_site_content_v_version_social_links_parent_id_idx" ON "_site_content_v_version_social_links" USING btree ("_parent_id");
  CREATE INDEX "_site_content_v_version_version__status_idx" ON "_site_content_v" USING btree ("version__status");
  CREATE INDEX "_site_content_v_created_at_idx" ON "_site_content_v" USING btree ("created_at");
  CREATE INDEX "_site_content_v_updated_at_idx" ON "_site_content_v" USING btree ("updated_at");
  CREATE INDEX "_site_content_v_latest_idx" ON "_site_content_v" USING btree ("latest");
  CREATE INDEX "_site_content_v_autosave_idx" ON "_site_content_v" USING btree ("autosave");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_legal_pages_fk" FOREIGN KEY ("legal_pages_id") REFERENCES "public"."legal_pages"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "packages__status_idx" ON "packages" USING btree ("_status");
  CREATE INDEX "team_members__status_idx" ON "team_members" USING btree ("_status");
  CREATE INDEX "payload_locked_documents_rels_legal_pages_id_idx" ON "payload_locked_documents_rels" USING btree ("legal_pages_id");
  CREATE INDEX "site_content__status_idx" ON "site_content" USING btree ("_status");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "_packages_v_version_features" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_packages_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_team_members_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_team_members_v_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "legal_pages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_legal_pages_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs_log" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_site_content_v_version_stats" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_site_content_v_version_process_cards_features" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_site_content_v_version_process_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_site_content_v_version_help_cards_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_site_content_v_version_help_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_site_content_v_version_faq" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_site_content_v_version_portfolio_short_form" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_site_content_v_version_portfolio_long_form" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_site_content_v_version_portfolio_video_ads" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_site_content_v_version_clients" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_site_content_v_version_testimonials" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_site_content_v_version_social_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_site_content_v" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "_packages_v_version_features" CASCADE;
  DROP TABLE "_packages_v" CASCADE;
  DROP TABLE "_team_members_v" CASCADE;
  DROP TABLE "_team_members_v_texts" CASCADE;
  DROP TABLE "legal_pages" CASCADE;
  DROP TABLE "_legal_pages_v" CASCADE;
  DROP TABLE "payload_jobs_log" CASCADE;
  DROP TABLE "payload_jobs" CASCADE;
  DROP TABLE "_site_content_v_version_stats" CASCADE;
  DROP TABLE "_site_content_v_version_process_cards_features" CASCADE;
  DROP TABLE "_site_content_v_version_process_cards" CASCADE;
  DROP TABLE "_site_content_v_version_help_cards_items" CASCADE;
  DROP TABLE "_site_content_v_version_help_cards" CASCADE;
  DROP TABLE "_site_content_v_version_faq" CASCADE;
  DROP TABLE "_site_content_v_version_portfolio_short_form" CASCADE;
  DROP TABLE "_site_content_v_version_portfolio_long_form" CASCADE;
  DROP TABLE "_site_content_v_version_portfolio_video_ads" CASCADE;
  DROP TABLE "_site_content_v_version_clients" CASCADE;
  DROP TABLE "_site_content_v_version_testimonials" CASCADE;
  DROP TABLE "_site_content_v_version_social_links" CASCADE;
  DROP TABLE "_site_content_v" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_legal_pages_fk";
  
  DROP INDEX "packages__status_idx";
  DROP INDEX "team_members__status_idx";
  DROP INDEX "payload_locked_documents_rels_legal_pages_id_idx";
  DROP INDEX "site_content__status_idx";
  ALTER TABLE "packages_features" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "packages" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "packages" ALTER COLUMN "description" SET NOT NULL;
  ALTER TABLE "packages" ALTER COLUMN "price" SET NOT NULL;
  ALTER TABLE "packages" ALTER COLUMN "price_basis" SET NOT NULL;
  ALTER TABLE "packages" ALTER COLUMN "payment_redirect_u_r_l" SET NOT NULL;
  ALTER TABLE "packages" ALTER COLUMN "category_id" SET NOT NULL;
  ALTER TABLE "team_members" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "team_members" ALTER COLUMN "role" SET NOT NULL;
  ALTER TABLE "team_members" ALTER COLUMN "email" SET NOT NULL;
  ALTER TABLE "site_content_stats" ALTER COLUMN "icon" SET NOT NULL;
  ALTER TABLE "site_content_stats" ALTER COLUMN "amount" SET NOT NULL;
  ALTER TABLE "site_content_stats" ALTER COLUMN "description" SET NOT NULL;
  ALTER TABLE "site_content_process_cards_features" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "site_content_process_cards" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "site_content_process_cards" ALTER COLUMN "subtitle" SET NOT NULL;
  ALTER TABLE "site_content_help_cards_items" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "site_content_help_cards" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "site_content_help_cards" ALTER COLUMN "description" SET NOT NULL;
  ALTER TABLE "site_content_help_cards" ALTER COLUMN "icon" SET NOT NULL;
  ALTER TABLE "site_content_faq" ALTER COLUMN "question" SET NOT NULL;
  ALTER TABLE "site_content_faq" ALTER COLUMN "answer" SET NOT NULL;
  ALTER TABLE "site_content_portfolio_short_form" ALTER COLUMN "embed_id" SET NOT NULL;
  ALTER TABLE "site_content_portfolio_short_form" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "site_content_portfolio_long_form" ALTER COLUMN "embed_id" SET NOT NULL;
  ALTER TABLE "site_content_portfolio_long_form" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "site_content_portfolio_video_ads" ALTER COLUMN "embed_id" SET NOT NULL;
  ALTER TABLE "site_content_portfolio_video_ads" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "site_content_clients" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "site_content_clients" ALTER COLUMN "subscriber_count" SET NOT NULL;
  ALTER TABLE "site_content_testimonials" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "site_content_testimonials" ALTER COLUMN "role" SET NOT NULL;
  ALTER TABLE "site_content_testimonials" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "site_content_social_links" ALTER COLUMN "kind" SET NOT NULL;
  ALTER TABLE "site_content_social_links" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "site_content_social_links" ALTER COLUMN "url" SET NOT NULL;
  ALTER TABLE "site_content" ALTER COLUMN "hero_title" SET NOT NULL;
  ALTER TABLE "site_content" ALTER COLUMN "hero_subtitle" SET NOT NULL;
  ALTER TABLE "site_content" ALTER COLUMN "hero_trusted_by" SET NOT NULL;
  ALTER TABLE "site_content" ALTER COLUMN "hero_cta_label" SET NOT NULL;
  ALTER TABLE "site_content" ALTER COLUMN "cta_title" SET NOT NULL;
  ALTER TABLE "site_content" ALTER COLUMN "cta_text" SET NOT NULL;
  ALTER TABLE "site_content" ALTER COLUMN "cta_button_label" SET NOT NULL;
  ALTER TABLE "site_content" ALTER COLUMN "contact_email" SET NOT NULL;
  ALTER TABLE "site_content" ALTER COLUMN "contact_phone" SET NOT NULL;
  ALTER TABLE "site_content" ALTER COLUMN "contact_address" SET NOT NULL;
  ALTER TABLE "site_content" ALTER COLUMN "contact_messaging_number" SET NOT NULL;
  ALTER TABLE "site_content" ALTER COLUMN "scheduling_url" SET NOT NULL;
  ALTER TABLE "packages" DROP COLUMN "_status";
  ALTER TABLE "team_members" DROP COLUMN "_status";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "legal_pages_id";
  ALTER TABLE "site_content" DROP COLUMN "_status";
  DROP TYPE "public"."enum_packages_status";
  DROP TYPE "public"."enum__packages_v_version_price_basis";
  DROP TYPE "public"."enum__packages_v_version_status";
  DROP TYPE "public"."enum_team_members_status";
  DROP TYPE "public"."enum__team_members_v_version_status";
  DROP TYPE "public"."enum_legal_pages_status";
  DROP TYPE "public"."enum__legal_pages_v_version_status";
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  DROP TYPE "public"."enum_payload_jobs_log_state";
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  DROP TYPE "public"."enum_site_content_status";
  DROP TYPE "public"."enum__site_content_v_version_stats_icon";
  DROP TYPE "public"."enum__site_content_v_version_help_cards_icon";
  DROP TYPE "public"."enum__site_content_v_version_social_links_kind";
  DROP TYPE "public"."enum__site_content_v_version_status";`)
}
