import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "audio_jobs" ADD COLUMN "title" varchar;
  ALTER TABLE "audio_jobs" ADD COLUMN "text_hash" varchar;
  ALTER TABLE "translation_jobs" ADD COLUMN "title" varchar;`)
  // Existing jobs get the names new jobs get (see src/lib/jobs/jobTitle.ts).
  await db.execute(sql`
  UPDATE "translation_jobs" t SET "title" = CASE WHEN t."subject" = 'uiStrings'
    THEN 'Übersetzung: Oberflächentexte → ' || t."locale"::text
    ELSE 'Übersetzung: ' || COALESCE((SELECT l."title" FROM "articles_locales" l
      WHERE l."_parent_id" = t."article_id" AND l."_locale" = 'de'), 'Artikel (gelöscht)')
      || ' → ' || t."locale"::text END;
  UPDATE "audio_jobs" a SET "title" = 'Audio: '
    || COALESCE(NULLIF(a."article_title", ''), 'Artikel (gelöscht)') || ' (' || a."locale"::text || ')';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "audio_jobs" DROP COLUMN "title";
  ALTER TABLE "audio_jobs" DROP COLUMN "text_hash";
  ALTER TABLE "translation_jobs" DROP COLUMN "title";`)
}
