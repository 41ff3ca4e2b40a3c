import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'practiceOwnerReminders' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'practiceOwnerReminders' BEFORE 'schedulePublish';
  ALTER TABLE "practices" ADD COLUMN "digest_mails" boolean DEFAULT true;
  ALTER TABLE "practices" ADD COLUMN "deadline_mails" boolean DEFAULT true;
  ALTER TABLE "practices" ADD COLUMN "digest_sent_at" timestamp(3) with time zone;
  ALTER TABLE "practice_members" ADD COLUMN "deadline_notice_for" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'translateArticle', 'translateUiStrings', 'generateAudio', 'sendNewsletter', 'composeDigest', 'cmeReminders', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'translateArticle', 'translateUiStrings', 'generateAudio', 'sendNewsletter', 'composeDigest', 'cmeReminders', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  ALTER TABLE "practices" DROP COLUMN "digest_mails";
  ALTER TABLE "practices" DROP COLUMN "deadline_mails";
  ALTER TABLE "practices" DROP COLUMN "digest_sent_at";
  ALTER TABLE "practice_members" DROP COLUMN "deadline_notice_for";`)
}
