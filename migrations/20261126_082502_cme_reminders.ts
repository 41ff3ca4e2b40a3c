import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_cme_reminders_threshold" AS ENUM('12m', '6m', '3m', 'ended');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'cmeReminders';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'cmeReminders';
  CREATE TABLE "cme_reminders" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer NOT NULL,
  	"period_start" varchar NOT NULL,
  	"threshold" "enum_cme_reminders_threshold" NOT NULL,
  	"missing_points" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "cme_reminders_id" integer;
  ALTER TABLE "cme_reminders" ADD CONSTRAINT "cme_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "cme_reminders_user_idx" ON "cme_reminders" USING btree ("user_id");
  CREATE INDEX "cme_reminders_updated_at_idx" ON "cme_reminders" USING btree ("updated_at");
  CREATE INDEX "cme_reminders_created_at_idx" ON "cme_reminders" USING btree ("created_at");
  CREATE UNIQUE INDEX "user_periodStart_threshold_idx" ON "cme_reminders" USING btree ("user_id","period_start","threshold");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_cme_reminders_fk" FOREIGN KEY ("cme_reminders_id") REFERENCES "public"."cme_reminders"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_cme_reminders_id_idx" ON "payload_locked_documents_rels" USING btree ("cme_reminders_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "cme_reminders" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "cme_reminders" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_cme_reminders_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'translateArticle', 'translateUiStrings', 'generateAudio', 'sendNewsletter', 'composeDigest');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'translateArticle', 'translateUiStrings', 'generateAudio', 'sendNewsletter', 'composeDigest');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_cme_reminders_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "cme_reminders_id";
  DROP TYPE "public"."enum_cme_reminders_threshold";`)
}
