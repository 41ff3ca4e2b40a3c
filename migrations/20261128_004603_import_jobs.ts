import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_imports_source" AS ENUM('ghost', 'wordpress');
  CREATE TYPE "public"."enum_imports_status" AS ENUM('queued', 'running', 'done', 'failed');
  CREATE TYPE "public"."enum_import_records_source" AS ENUM('ghost', 'wordpress');
  CREATE TYPE "public"."enum_import_records_kind" AS ENUM('article', 'page', 'category', 'media');
  CREATE TYPE "public"."enum_redirects_to_type" AS ENUM('reference', 'custom');
  ALTER TYPE "public"."enum_newsletter_subscribers_source" ADD VALUE 'import';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'runImport' BEFORE 'composeDigest';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'runImport' BEFORE 'composeDigest';
  CREATE TABLE "imports" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"source" "enum_imports_source" NOT NULL,
  	"file_name" varchar NOT NULL,
  	"dry_run" boolean DEFAULT true,
  	"status" "enum_imports_status" DEFAULT 'queued' NOT NULL,
  	"folder" varchar NOT NULL,
  	"has_images" boolean DEFAULT false,
  	"category_map" jsonb,
  	"patient_tag" varchar,
  	"counts" jsonb,
  	"category_mapping" jsonb,
  	"warnings" jsonb,
  	"done" numeric DEFAULT 0,
  	"total" numeric DEFAULT 0,
  	"error" varchar,
  	"created_by_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "import_records" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"source" "enum_import_records_source" NOT NULL,
  	"kind" "enum_import_records_kind" NOT NULL,
  	"source_id" varchar NOT NULL,
  	"doc_id" numeric NOT NULL,
  	"content_hash" varchar,
  	"doc_updated_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "redirects" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"from" varchar NOT NULL,
  	"to_type" "enum_redirects_to_type" DEFAULT 'reference',
  	"to_url" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "redirects_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"articles_id" integer
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "imports_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "import_records_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "redirects_id" integer;
  ALTER TABLE "imports" ADD CONSTRAINT "imports_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."redirects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_articles_fk" FOREIGN KEY ("articles_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "imports_status_idx" ON "imports" USING btree ("status");
  CREATE INDEX "imports_created_by_idx" ON "imports" USING btree ("created_by_id");
  CREATE INDEX "imports_updated_at_idx" ON "imports" USING btree ("updated_at");
  CREATE INDEX "imports_created_at_idx" ON "imports" USING btree ("created_at");
  CREATE INDEX "import_records_updated_at_idx" ON "import_records" USING btree ("updated_at");
  CREATE INDEX "import_records_created_at_idx" ON "import_records" USING btree ("created_at");
  CREATE UNIQUE INDEX "source_kind_sourceId_idx" ON "import_records" USING btree ("source","kind","source_id");
  CREATE UNIQUE INDEX "redirects_from_idx" ON "redirects" USING btree ("from");
  CREATE INDEX "redirects_updated_at_idx" ON "redirects" USING btree ("updated_at");
  CREATE INDEX "redirects_created_at_idx" ON "redirects" USING btree ("created_at");
  CREATE INDEX "redirects_rels_order_idx" ON "redirects_rels" USING btree ("order");
  CREATE INDEX "redirects_rels_parent_idx" ON "redirects_rels" USING btree ("parent_id");
  CREATE INDEX "redirects_rels_path_idx" ON "redirects_rels" USING btree ("path");
  CREATE INDEX "redirects_rels_articles_id_idx" ON "redirects_rels" USING btree ("articles_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_imports_fk" FOREIGN KEY ("imports_id") REFERENCES "public"."imports"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_import_records_fk" FOREIGN KEY ("import_records_id") REFERENCES "public"."import_records"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_redirects_fk" FOREIGN KEY ("redirects_id") REFERENCES "public"."redirects"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_imports_id_idx" ON "payload_locked_documents_rels" USING btree ("imports_id");
  CREATE INDEX "payload_locked_documents_rels_import_records_id_idx" ON "payload_locked_documents_rels" USING btree ("import_records_id");
  CREATE INDEX "payload_locked_documents_rels_redirects_id_idx" ON "payload_locked_documents_rels" USING btree ("redirects_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "imports" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "import_records" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "redirects" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "redirects_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "imports" CASCADE;
  DROP TABLE "import_records" CASCADE;
  DROP TABLE "redirects" CASCADE;
  DROP TABLE "redirects_rels" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_imports_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_import_records_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_redirects_fk";
  
  ALTER TABLE "newsletter_subscribers" ALTER COLUMN "source" SET DATA TYPE text;
  DROP TYPE "public"."enum_newsletter_subscribers_source";
  CREATE TYPE "public"."enum_newsletter_subscribers_source" AS ENUM('sidebar', 'stay-updated', 'footer', 'account');
  ALTER TABLE "newsletter_subscribers" ALTER COLUMN "source" SET DATA TYPE "public"."enum_newsletter_subscribers_source" USING "source"::"public"."enum_newsletter_subscribers_source";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'translateArticle', 'translateUiStrings', 'generateAudio', 'sendNewsletter', 'composeDigest', 'cmeReminders', 'practiceOwnerReminders', 'privacyRetention', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'translateArticle', 'translateUiStrings', 'generateAudio', 'sendNewsletter', 'composeDigest', 'cmeReminders', 'practiceOwnerReminders', 'privacyRetention', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_imports_id_idx";
  DROP INDEX "payload_locked_documents_rels_import_records_id_idx";
  DROP INDEX "payload_locked_documents_rels_redirects_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "imports_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "import_records_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "redirects_id";
  DROP TYPE "public"."enum_imports_source";
  DROP TYPE "public"."enum_imports_status";
  DROP TYPE "public"."enum_import_records_source";
  DROP TYPE "public"."enum_import_records_kind";
  DROP TYPE "public"."enum_redirects_to_type";`)
}
