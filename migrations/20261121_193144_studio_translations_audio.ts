import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_articles_translation_origin" AS ENUM('original', 'machine', 'reviewed');
  CREATE TYPE "public"."enum__articles_v_version_translation_origin" AS ENUM('original', 'machine', 'reviewed');
  CREATE TYPE "public"."enum_audio_jobs_locale" AS ENUM('de', 'en', 'es', 'fr', 'it', 'pt', 'nl', 'sv', 'da', 'no', 'fi', 'pl', 'cs', 'hu', 'ro', 'bg', 'hr', 'sk', 'sl', 'et', 'lv', 'lt', 'el', 'ru', 'uk', 'zh', 'ja', 'ko', 'hi', 'th', 'vi', 'id', 'ms', 'tl', 'ar', 'he', 'fa', 'tr', 'sw', 'ca', 'eu', 'ga', 'cy', 'mt', 'is');
  CREATE TYPE "public"."enum_audio_jobs_status" AS ENUM('pending', 'running', 'done', 'error');
  CREATE TYPE "public"."enum_audio_jobs_audio_status" AS ENUM('none', 'generating', 'ready', 'failed');
  CREATE TYPE "public"."enum_audio_jobs_provider" AS ENUM('openai', 'espeak');
  CREATE TYPE "public"."enum_translation_jobs_subject" AS ENUM('article', 'uiStrings');
  CREATE TYPE "public"."enum_translation_jobs_locale" AS ENUM('de', 'en', 'es', 'fr', 'it', 'pt', 'nl', 'sv', 'da', 'no', 'fi', 'pl', 'cs', 'hu', 'ro', 'bg', 'hr', 'sk', 'sl', 'et', 'lv', 'lt', 'el', 'ru', 'uk', 'zh', 'ja', 'ko', 'hi', 'th', 'vi', 'id', 'ms', 'tl', 'ar', 'he', 'fa', 'tr', 'sw', 'ca', 'eu', 'ga', 'cy', 'mt', 'is');
  CREATE TYPE "public"."enum_translation_jobs_provider" AS ENUM('deepl', 'llm');
  CREATE TYPE "public"."enum_translation_jobs_status" AS ENUM('pending', 'running', 'done', 'error');
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'translateArticle', 'translateUiStrings', 'generateAudio');
  CREATE TYPE "public"."enum_payload_jobs_log_state" AS ENUM('failed', 'succeeded');
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'translateArticle', 'translateUiStrings', 'generateAudio');
  CREATE TYPE "public"."enum_settings_social_links_network" AS ENUM('linkedin', 'instagram', 'facebook', 'youtube', 'x');
  CREATE TABLE "audio_jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"article_id" integer,
  	"article_title" varchar,
  	"locale" "enum_audio_jobs_locale" NOT NULL,
  	"status" "enum_audio_jobs_status" DEFAULT 'pending' NOT NULL,
  	"audio_status" "enum_audio_jobs_audio_status" DEFAULT 'none' NOT NULL,
  	"provider" "enum_audio_jobs_provider",
  	"audio_id" integer,
  	"audio_url" varchar,
  	"duration_sec" numeric,
  	"error" varchar,
  	"started_at" timestamp(3) with time zone,
  	"finished_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "translation_jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"subject" "enum_translation_jobs_subject" DEFAULT 'article' NOT NULL,
  	"article_id" integer,
  	"locale" "enum_translation_jobs_locale" NOT NULL,
  	"provider" "enum_translation_jobs_provider",
  	"status" "enum_translation_jobs_status" DEFAULT 'pending' NOT NULL,
  	"error" varchar,
  	"started_at" timestamp(3) with time zone,
  	"finished_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "ui_strings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "ui_strings_locales" (
  	"text" varchar,
  	"machine_translated" boolean DEFAULT false,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "glossary_terms" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"term" varchar NOT NULL,
  	"note" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "glossary_terms_locales" (
  	"translation" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "payload_jobs_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
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
  	"id" serial PRIMARY KEY NOT NULL,
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
  
  CREATE TABLE "settings_social_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"network" "enum_settings_social_links_network" NOT NULL,
  	"url" varchar NOT NULL
  );
  
  ALTER TABLE "articles_locales" ADD COLUMN "translation_origin" "enum_articles_translation_origin" DEFAULT 'original';
  ALTER TABLE "_articles_v_locales" ADD COLUMN "version_translation_origin" "enum__articles_v_version_translation_origin" DEFAULT 'original';
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "audio_jobs_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "translation_jobs_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "ui_strings_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "glossary_terms_id" integer;
  ALTER TABLE "settings" ADD COLUMN "operator_name" varchar;
  ALTER TABLE "settings" ADD COLUMN "operator_address" varchar;
  ALTER TABLE "settings" ADD COLUMN "translation_api_key" varchar;
  ALTER TABLE "settings" ADD COLUMN "ai_api_key" varchar;
  ALTER TABLE "settings" ADD COLUMN "ai_base_url" varchar;
  ALTER TABLE "settings" ADD COLUMN "ai_model" varchar DEFAULT 'gpt-4o-mini';
  ALTER TABLE "settings" ADD COLUMN "speech_api_key" varchar;
  ALTER TABLE "settings" ADD COLUMN "speech_base_url" varchar;
  ALTER TABLE "settings" ADD COLUMN "speech_model" varchar DEFAULT 'gpt-4o-mini-tts';
  ALTER TABLE "settings" ADD COLUMN "speech_voice" varchar DEFAULT 'alloy';
  ALTER TABLE "settings" ADD COLUMN "auto_audio" boolean DEFAULT false;
  ALTER TABLE "audio_jobs" ADD CONSTRAINT "audio_jobs_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "audio_jobs" ADD CONSTRAINT "audio_jobs_audio_id_media_id_fk" FOREIGN KEY ("audio_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "translation_jobs" ADD CONSTRAINT "translation_jobs_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "ui_strings_locales" ADD CONSTRAINT "ui_strings_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."ui_strings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "glossary_terms_locales" ADD CONSTRAINT "glossary_terms_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."glossary_terms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_jobs_log" ADD CONSTRAINT "payload_jobs_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."payload_jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "settings_social_links" ADD CONSTRAINT "settings_social_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."settings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "audio_jobs_article_idx" ON "audio_jobs" USING btree ("article_id");
  CREATE INDEX "audio_jobs_locale_idx" ON "audio_jobs" USING btree ("locale");
  CREATE INDEX "audio_jobs_status_idx" ON "audio_jobs" USING btree ("status");
  CREATE INDEX "audio_jobs_audio_idx" ON "audio_jobs" USING btree ("audio_id");
  CREATE INDEX "audio_jobs_updated_at_idx" ON "audio_jobs" USING btree ("updated_at");
  CREATE INDEX "audio_jobs_created_at_idx" ON "audio_jobs" USING btree ("created_at");
  CREATE INDEX "translation_jobs_article_idx" ON "translation_jobs" USING btree ("article_id");
  CREATE INDEX "translation_jobs_locale_idx" ON "translation_jobs" USING btree ("locale");
  CREATE INDEX "translation_jobs_status_idx" ON "translation_jobs" USING btree ("status");
  CREATE INDEX "translation_jobs_updated_at_idx" ON "translation_jobs" USING btree ("updated_at");
  CREATE INDEX "translation_jobs_created_at_idx" ON "translation_jobs" USING btree ("created_at");
  CREATE UNIQUE INDEX "ui_strings_key_idx" ON "ui_strings" USING btree ("key");
  CREATE INDEX "ui_strings_updated_at_idx" ON "ui_strings" USING btree ("updated_at");
  CREATE INDEX "ui_strings_created_at_idx" ON "ui_strings" USING btree ("created_at");
  CREATE UNIQUE INDEX "ui_strings_locales_locale_parent_id_unique" ON "ui_strings_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "glossary_terms_term_idx" ON "glossary_terms" USING btree ("term");
  CREATE INDEX "glossary_terms_updated_at_idx" ON "glossary_terms" USING btree ("updated_at");
  CREATE INDEX "glossary_terms_created_at_idx" ON "glossary_terms" USING btree ("created_at");
  CREATE UNIQUE INDEX "glossary_terms_locales_locale_parent_id_unique" ON "glossary_terms_locales" USING btree ("_locale","_parent_id");
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
  CREATE INDEX "settings_social_links_order_idx" ON "settings_social_links" USING btree ("_order");
  CREATE INDEX "settings_social_links_parent_id_idx" ON "settings_social_links" USING btree ("_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_audio_jobs_fk" FOREIGN KEY ("audio_jobs_id") REFERENCES "public"."audio_jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_translation_jobs_fk" FOREIGN KEY ("translation_jobs_id") REFERENCES "public"."translation_jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_ui_strings_fk" FOREIGN KEY ("ui_strings_id") REFERENCES "public"."ui_strings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_glossary_terms_fk" FOREIGN KEY ("glossary_terms_id") REFERENCES "public"."glossary_terms"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_audio_jobs_id_idx" ON "payload_locked_documents_rels" USING btree ("audio_jobs_id");
  CREATE INDEX "payload_locked_documents_rels_translation_jobs_id_idx" ON "payload_locked_documents_rels" USING btree ("translation_jobs_id");
  CREATE INDEX "payload_locked_documents_rels_ui_strings_id_idx" ON "payload_locked_documents_rels" USING btree ("ui_strings_id");
  CREATE INDEX "payload_locked_documents_rels_glossary_terms_id_idx" ON "payload_locked_documents_rels" USING btree ("glossary_terms_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "audio_jobs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "translation_jobs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "ui_strings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "ui_strings_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "glossary_terms" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "glossary_terms_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs_log" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "settings_social_links" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "audio_jobs" CASCADE;
  DROP TABLE "translation_jobs" CASCADE;
  DROP TABLE "ui_strings" CASCADE;
  DROP TABLE "ui_strings_locales" CASCADE;
  DROP TABLE "glossary_terms" CASCADE;
  DROP TABLE "glossary_terms_locales" CASCADE;
  DROP TABLE "payload_jobs_log" CASCADE;
  DROP TABLE "payload_jobs" CASCADE;
  DROP TABLE "settings_social_links" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_audio_jobs_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_translation_jobs_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_ui_strings_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_glossary_terms_fk";
  
  DROP INDEX "payload_locked_documents_rels_audio_jobs_id_idx";
  DROP INDEX "payload_locked_documents_rels_translation_jobs_id_idx";
  DROP INDEX "payload_locked_documents_rels_ui_strings_id_idx";
  DROP INDEX "payload_locked_documents_rels_glossary_terms_id_idx";
  ALTER TABLE "articles_locales" DROP COLUMN "translation_origin";
  ALTER TABLE "_articles_v_locales" DROP COLUMN "version_translation_origin";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "audio_jobs_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "translation_jobs_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "ui_strings_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "glossary_terms_id";
  ALTER TABLE "settings" DROP COLUMN "operator_name";
  ALTER TABLE "settings" DROP COLUMN "operator_address";
  ALTER TABLE "settings" DROP COLUMN "translation_api_key";
  ALTER TABLE "settings" DROP COLUMN "ai_api_key";
  ALTER TABLE "settings" DROP COLUMN "ai_base_url";
  ALTER TABLE "settings" DROP COLUMN "ai_model";
  ALTER TABLE "settings" DROP COLUMN "speech_api_key";
  ALTER TABLE "settings" DROP COLUMN "speech_base_url";
  ALTER TABLE "settings" DROP COLUMN "speech_model";
  ALTER TABLE "settings" DROP COLUMN "speech_voice";
  ALTER TABLE "settings" DROP COLUMN "auto_audio";
  DROP TYPE "public"."enum_articles_translation_origin";
  DROP TYPE "public"."enum__articles_v_version_translation_origin";
  DROP TYPE "public"."enum_audio_jobs_locale";
  DROP TYPE "public"."enum_audio_jobs_status";
  DROP TYPE "public"."enum_audio_jobs_audio_status";
  DROP TYPE "public"."enum_audio_jobs_provider";
  DROP TYPE "public"."enum_translation_jobs_subject";
  DROP TYPE "public"."enum_translation_jobs_locale";
  DROP TYPE "public"."enum_translation_jobs_provider";
  DROP TYPE "public"."enum_translation_jobs_status";
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  DROP TYPE "public"."enum_payload_jobs_log_state";
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  DROP TYPE "public"."enum_settings_social_links_network";`)
}
