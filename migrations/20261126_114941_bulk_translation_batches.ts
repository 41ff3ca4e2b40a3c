import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "articles_locales" ADD COLUMN "translation_source_hash" varchar;
  ALTER TABLE "_articles_v_locales" ADD COLUMN "version_translation_source_hash" varchar;
  ALTER TABLE "translation_jobs" ADD COLUMN "batch" varchar;
  CREATE INDEX "translation_jobs_batch_idx" ON "translation_jobs" USING btree ("batch");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "translation_jobs_batch_idx";
  ALTER TABLE "articles_locales" DROP COLUMN "translation_source_hash";
  ALTER TABLE "_articles_v_locales" DROP COLUMN "version_translation_source_hash";
  ALTER TABLE "translation_jobs" DROP COLUMN "batch";`)
}
