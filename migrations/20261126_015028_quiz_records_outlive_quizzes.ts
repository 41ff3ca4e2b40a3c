import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "quiz_attempts" ALTER COLUMN "quiz_id" DROP NOT NULL;
  ALTER TABLE "cme_credits" ALTER COLUMN "quiz_id" DROP NOT NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "quiz_attempts" ALTER COLUMN "quiz_id" SET NOT NULL;
  ALTER TABLE "cme_credits" ALTER COLUMN "quiz_id" SET NOT NULL;`)
}
