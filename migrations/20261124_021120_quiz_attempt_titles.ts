import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "quiz_attempts" ADD COLUMN "title" varchar;`)
  // Existing attempts get the names new ones get (see src/lib/cme/attemptTitle.ts).
  await db.execute(sql`
  UPDATE "quiz_attempts" a SET "title" =
    COALESCE(NULLIF(TRIM((SELECT u."email" FROM "users" u WHERE u."id" = a."user_id")), ''),
      'Konto gelöscht')
    || ' · ' || COALESCE(NULLIF(TRIM((SELECT COALESCE(l."title", q."topic") FROM "quizzes" q
      LEFT JOIN "articles_locales" l ON l."_parent_id" = q."article_id" AND l."_locale" = 'de'
      WHERE q."id" = a."quiz_id")), ''), 'Quiz')
    || ' · Versuch ' || a."attempt_number"::int;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "quiz_attempts" DROP COLUMN "title";`)
}
