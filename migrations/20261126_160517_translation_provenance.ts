import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_articles_translation_provider" AS ENUM('deepl', 'llm');
  CREATE TYPE "public"."enum__articles_v_version_translation_provider" AS ENUM('deepl', 'llm');
  ALTER TABLE "articles_locales" ADD COLUMN "translation_provider" "enum_articles_translation_provider";
  ALTER TABLE "articles_locales" ADD COLUMN "translation_model" varchar;
  ALTER TABLE "articles_locales" ADD COLUMN "translation_reviewed_by_id" integer;
  ALTER TABLE "articles_locales" ADD COLUMN "translation_reviewer_name" varchar;
  ALTER TABLE "articles_locales" ADD COLUMN "translation_reviewed_at" timestamp(3) with time zone;
  ALTER TABLE "_articles_v_locales" ADD COLUMN "version_translation_provider" "enum__articles_v_version_translation_provider";
  ALTER TABLE "_articles_v_locales" ADD COLUMN "version_translation_model" varchar;
  ALTER TABLE "_articles_v_locales" ADD COLUMN "version_translation_reviewed_by_id" integer;
  ALTER TABLE "_articles_v_locales" ADD COLUMN "version_translation_reviewer_name" varchar;
  ALTER TABLE "_articles_v_locales" ADD COLUMN "version_translation_reviewed_at" timestamp(3) with time zone;
  ALTER TABLE "settings" ADD COLUMN "index_machine_translations" boolean DEFAULT false;
  ALTER TABLE "articles_locales" ADD CONSTRAINT "articles_locales_translation_reviewed_by_id_users_id_fk" FOREIGN KEY ("translation_reviewed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_articles_v_locales" ADD CONSTRAINT "_articles_v_locales_version_translation_reviewed_by_id_users_id_fk" FOREIGN KEY ("version_translation_reviewed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "articles_translation_reviewed_by_idx" ON "articles_locales" USING btree ("translation_reviewed_by_id","_locale");
  CREATE INDEX "_articles_v_version_version_translation_reviewed_by_idx" ON "_articles_v_locales" USING btree ("version_translation_reviewed_by_id","_locale");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "articles_locales" DROP CONSTRAINT "articles_locales_translation_reviewed_by_id_users_id_fk";
  
  ALTER TABLE "_articles_v_locales" DROP CONSTRAINT "_articles_v_locales_version_translation_reviewed_by_id_users_id_fk";
  
  DROP INDEX "articles_translation_reviewed_by_idx";
  DROP INDEX "_articles_v_version_version_translation_reviewed_by_idx";
  ALTER TABLE "articles_locales" DROP COLUMN "translation_provider";
  ALTER TABLE "articles_locales" DROP COLUMN "translation_model";
  ALTER TABLE "articles_locales" DROP COLUMN "translation_reviewed_by_id";
  ALTER TABLE "articles_locales" DROP COLUMN "translation_reviewer_name";
  ALTER TABLE "articles_locales" DROP COLUMN "translation_reviewed_at";
  ALTER TABLE "_articles_v_locales" DROP COLUMN "version_translation_provider";
  ALTER TABLE "_articles_v_locales" DROP COLUMN "version_translation_model";
  ALTER TABLE "_articles_v_locales" DROP COLUMN "version_translation_reviewed_by_id";
  ALTER TABLE "_articles_v_locales" DROP COLUMN "version_translation_reviewer_name";
  ALTER TABLE "_articles_v_locales" DROP COLUMN "version_translation_reviewed_at";
  ALTER TABLE "settings" DROP COLUMN "index_machine_translations";
  DROP TYPE "public"."enum_articles_translation_provider";
  DROP TYPE "public"."enum__articles_v_version_translation_provider";`)
}
