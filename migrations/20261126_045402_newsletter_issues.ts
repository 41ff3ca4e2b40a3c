import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_newsletter_subscribers_audience" AS ENUM('doctor', 'patient');
  CREATE TYPE "public"."enum_newsletters_audience" AS ENUM('doctor', 'patient');
  CREATE TYPE "public"."enum_newsletters_kind" AS ENUM('issue', 'digest');
  CREATE TYPE "public"."enum_newsletters_status" AS ENUM('draft', 'scheduled', 'sending', 'sent', 'failed');
  CREATE TYPE "public"."enum_newsletter_deliveries_status" AS ENUM('pending', 'sending', 'sent', 'failed', 'skipped');
  ALTER TYPE "public"."enum_newsletter_subscribers_status" ADD VALUE 'bounced';
  ALTER TYPE "public"."enum_newsletter_subscribers_source" ADD VALUE 'account';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendNewsletter';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendNewsletter';
  CREATE TABLE "newsletters" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"audience" "enum_newsletters_audience" DEFAULT 'doctor' NOT NULL,
  	"kind" "enum_newsletters_kind" DEFAULT 'issue' NOT NULL,
  	"status" "enum_newsletters_status" DEFAULT 'draft' NOT NULL,
  	"scheduled_at" timestamp(3) with time zone,
  	"recipients" numeric DEFAULT 0,
  	"sent" numeric DEFAULT 0,
  	"failed" numeric DEFAULT 0,
  	"sent_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "newsletters_locales" (
  	"subject" varchar NOT NULL,
  	"preheader" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "newsletters_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"articles_id" integer
  );
  
  CREATE TABLE "newsletter_deliveries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"newsletter_id" integer NOT NULL,
  	"subscriber_id" integer NOT NULL,
  	"email" varchar NOT NULL,
  	"locale" varchar NOT NULL,
  	"status" "enum_newsletter_deliveries_status" DEFAULT 'pending' NOT NULL,
  	"error" varchar,
  	"sent_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "users" ADD COLUMN "newsletter_opt_in" boolean DEFAULT false;
  ALTER TABLE "users" ADD COLUMN "newsletter_consent_at" timestamp(3) with time zone;
  ALTER TABLE "newsletter_subscribers" ADD COLUMN "audience" "enum_newsletter_subscribers_audience";
  ALTER TABLE "newsletter_subscribers" ADD COLUMN "bounced_at" timestamp(3) with time zone;
  ALTER TABLE "newsletter_subscribers" ADD COLUMN "bounce_reason" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "newsletters_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "newsletter_deliveries_id" integer;
  ALTER TABLE "settings" ADD COLUMN "newsletter_batch_size" numeric DEFAULT 50;
  ALTER TABLE "settings" ADD COLUMN "newsletter_mails_per_second" numeric DEFAULT 10;
  ALTER TABLE "settings" ADD COLUMN "newsletter_digest_auto_send" boolean DEFAULT false;
  ALTER TABLE "newsletters_locales" ADD CONSTRAINT "newsletters_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."newsletters"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "newsletters_rels" ADD CONSTRAINT "newsletters_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."newsletters"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "newsletters_rels" ADD CONSTRAINT "newsletters_rels_articles_fk" FOREIGN KEY ("articles_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "newsletter_deliveries" ADD CONSTRAINT "newsletter_deliveries_newsletter_id_newsletters_id_fk" FOREIGN KEY ("newsletter_id") REFERENCES "public"."newsletters"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "newsletter_deliveries" ADD CONSTRAINT "newsletter_deliveries_subscriber_id_newsletter_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."newsletter_subscribers"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "newsletters_status_idx" ON "newsletters" USING btree ("status");
  CREATE INDEX "newsletters_updated_at_idx" ON "newsletters" USING btree ("updated_at");
  CREATE INDEX "newsletters_created_at_idx" ON "newsletters" USING btree ("created_at");
  CREATE UNIQUE INDEX "newsletters_locales_locale_parent_id_unique" ON "newsletters_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "newsletters_rels_order_idx" ON "newsletters_rels" USING btree ("order");
  CREATE INDEX "newsletters_rels_parent_idx" ON "newsletters_rels" USING btree ("parent_id");
  CREATE INDEX "newsletters_rels_path_idx" ON "newsletters_rels" USING btree ("path");
  CREATE INDEX "newsletters_rels_articles_id_idx" ON "newsletters_rels" USING btree ("articles_id");
  CREATE INDEX "newsletter_deliveries_newsletter_idx" ON "newsletter_deliveries" USING btree ("newsletter_id");
  CREATE INDEX "newsletter_deliveries_subscriber_idx" ON "newsletter_deliveries" USING btree ("subscriber_id");
  CREATE INDEX "newsletter_deliveries_status_idx" ON "newsletter_deliveries" USING btree ("status");
  CREATE INDEX "newsletter_deliveries_updated_at_idx" ON "newsletter_deliveries" USING btree ("updated_at");
  CREATE INDEX "newsletter_deliveries_created_at_idx" ON "newsletter_deliveries" USING btree ("created_at");
  CREATE UNIQUE INDEX "newsletter_subscriber_idx" ON "newsletter_deliveries" USING btree ("newsletter_id","subscriber_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_newsletters_fk" FOREIGN KEY ("newsletters_id") REFERENCES "public"."newsletters"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_newsletter_deliveries_fk" FOREIGN KEY ("newsletter_deliveries_id") REFERENCES "public"."newsletter_deliveries"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "newsletter_subscribers_audience_idx" ON "newsletter_subscribers" USING btree ("audience");
  CREATE INDEX "payload_locked_documents_rels_newsletters_id_idx" ON "payload_locked_documents_rels" USING btree ("newsletters_id");
  CREATE INDEX "payload_locked_documents_rels_newsletter_deliveries_id_idx" ON "payload_locked_documents_rels" USING btree ("newsletter_deliveries_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "newsletters" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "newsletters_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "newsletters_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "newsletter_deliveries" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "newsletters" CASCADE;
  DROP TABLE "newsletters_locales" CASCADE;
  DROP TABLE "newsletters_rels" CASCADE;
  DROP TABLE "newsletter_deliveries" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_newsletters_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_newsletter_deliveries_fk";
  
  ALTER TABLE "newsletter_subscribers" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "newsletter_subscribers" ALTER COLUMN "status" SET DEFAULT 'pending'::text;
  DROP TYPE "public"."enum_newsletter_subscribers_status";
  CREATE TYPE "public"."enum_newsletter_subscribers_status" AS ENUM('pending', 'confirmed', 'unsubscribed');
  ALTER TABLE "newsletter_subscribers" ALTER COLUMN "status" SET DEFAULT 'pending'::"public"."enum_newsletter_subscribers_status";
  ALTER TABLE "newsletter_subscribers" ALTER COLUMN "status" SET DATA TYPE "public"."enum_newsletter_subscribers_status" USING "status"::"public"."enum_newsletter_subscribers_status";
  ALTER TABLE "newsletter_subscribers" ALTER COLUMN "source" SET DATA TYPE text;
  DROP TYPE "public"."enum_newsletter_subscribers_source";
  CREATE TYPE "public"."enum_newsletter_subscribers_source" AS ENUM('sidebar', 'stay-updated', 'footer');
  ALTER TABLE "newsletter_subscribers" ALTER COLUMN "source" SET DATA TYPE "public"."enum_newsletter_subscribers_source" USING "source"::"public"."enum_newsletter_subscribers_source";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'translateArticle', 'translateUiStrings', 'generateAudio');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'translateArticle', 'translateUiStrings', 'generateAudio');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "newsletter_subscribers_audience_idx";
  DROP INDEX "payload_locked_documents_rels_newsletters_id_idx";
  DROP INDEX "payload_locked_documents_rels_newsletter_deliveries_id_idx";
  ALTER TABLE "users" DROP COLUMN "newsletter_opt_in";
  ALTER TABLE "users" DROP COLUMN "newsletter_consent_at";
  ALTER TABLE "newsletter_subscribers" DROP COLUMN "audience";
  ALTER TABLE "newsletter_subscribers" DROP COLUMN "bounced_at";
  ALTER TABLE "newsletter_subscribers" DROP COLUMN "bounce_reason";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "newsletters_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "newsletter_deliveries_id";
  ALTER TABLE "settings" DROP COLUMN "newsletter_batch_size";
  ALTER TABLE "settings" DROP COLUMN "newsletter_mails_per_second";
  ALTER TABLE "settings" DROP COLUMN "newsletter_digest_auto_send";
  DROP TYPE "public"."enum_newsletter_subscribers_audience";
  DROP TYPE "public"."enum_newsletters_audience";
  DROP TYPE "public"."enum_newsletters_kind";
  DROP TYPE "public"."enum_newsletters_status";
  DROP TYPE "public"."enum_newsletter_deliveries_status";`)
}
