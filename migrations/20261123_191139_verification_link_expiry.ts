import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Verification links expire after 24 hours, and only a hash of their token is stored
 * (`src/lib/auth/verification.ts`). Hand-written additions to the generated column:
 * - tokens saved before are plain and have no issue time: they are cleared, so no old link
 *   works through any endpoint (signing in mails such an account a new one);
 * - the email outbox keeps no working links any more (`src/lib/email/redactLinks.ts`): the
 *   tokens in the links of messages stored before are removed the same way.
 */
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "users" ADD COLUMN "verification_token_issued_at" timestamp(3) with time zone;
   UPDATE "users" SET "_verificationtoken" = NULL WHERE "_verificationtoken" IS NOT NULL;
   UPDATE "email_outbox"
      SET "text" = regexp_replace("text", '([?&#;]token=)[^[:space:]"''<>&#]+', '\\1[entfernt]', 'g'),
          "html" = regexp_replace("html", '([?&#;]token=)[^[:space:]"''<>&#]+', '\\1[entfernt]', 'g');`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "users" DROP COLUMN "verification_token_issued_at";`)
}
