import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__pages_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__pages_v_published_locale" AS ENUM('de', 'en', 'es', 'fr', 'it', 'pt', 'nl', 'sv', 'da', 'no', 'fi', 'pl', 'cs', 'hu', 'ro', 'bg', 'hr', 'sk', 'sl', 'et', 'lv', 'lt', 'el', 'ru', 'uk', 'zh', 'ja', 'ko', 'hi', 'th', 'vi', 'id', 'ms', 'tl', 'ar', 'he', 'fa', 'tr', 'sw', 'ca', 'eu', 'ga', 'cy', 'mt', 'is');
  ALTER TABLE "pages" ALTER COLUMN "slug" DROP NOT NULL;
  ALTER TABLE "pages_locales" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "pages_locales" ALTER COLUMN "content" DROP NOT NULL;
  ALTER TABLE "_pages_v" ALTER COLUMN "version_slug" DROP NOT NULL;
  ALTER TABLE "_pages_v_locales" ALTER COLUMN "version_title" DROP NOT NULL;
  ALTER TABLE "_pages_v_locales" ALTER COLUMN "version_content" DROP NOT NULL;
  ALTER TABLE "pages" ADD COLUMN "_status" "enum_pages_status" DEFAULT 'draft';
  ALTER TABLE "_pages_v" ADD COLUMN "version__status" "enum__pages_v_version_status" DEFAULT 'draft';
  ALTER TABLE "_pages_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_pages_v" ADD COLUMN "published_locale" "enum__pages_v_published_locale";
  ALTER TABLE "_pages_v" ADD COLUMN "latest" boolean;
  ALTER TABLE "_pages_v" ADD COLUMN "autosave" boolean;
  CREATE INDEX "pages__status_idx" ON "pages" USING btree ("_status");
  CREATE INDEX "_pages_v_version_version__status_idx" ON "_pages_v" USING btree ("version__status");
  CREATE INDEX "_pages_v_snapshot_idx" ON "_pages_v" USING btree ("snapshot");
  CREATE INDEX "_pages_v_published_locale_idx" ON "_pages_v" USING btree ("published_locale");
  CREATE INDEX "_pages_v_latest_idx" ON "_pages_v" USING btree ("latest");
  CREATE INDEX "_pages_v_autosave_idx" ON "_pages_v" USING btree ("autosave");`)
  // Pages had no drafts: every saved page and every revision was live. They stay published
  // (readers see published pages only), and each page's newest revision becomes the
  // "latest" one that the studio's editor and Versions view start from.
  await db.execute(sql`
   UPDATE "pages" SET "_status" = 'published';
   UPDATE "_pages_v" SET "version__status" = 'published';
   UPDATE "_pages_v" SET "latest" = true WHERE "id" IN (
     SELECT DISTINCT ON ("parent_id") "id" FROM "_pages_v"
      ORDER BY "parent_id", "updated_at" DESC, "id" DESC);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "pages__status_idx";
  DROP INDEX "_pages_v_version_version__status_idx";
  DROP INDEX "_pages_v_snapshot_idx";
  DROP INDEX "_pages_v_published_locale_idx";
  DROP INDEX "_pages_v_latest_idx";
  DROP INDEX "_pages_v_autosave_idx";
  ALTER TABLE "pages" ALTER COLUMN "slug" SET NOT NULL;
  ALTER TABLE "pages_locales" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "pages_locales" ALTER COLUMN "content" SET NOT NULL;
  ALTER TABLE "_pages_v" ALTER COLUMN "version_slug" SET NOT NULL;
  ALTER TABLE "_pages_v_locales" ALTER COLUMN "version_title" SET NOT NULL;
  ALTER TABLE "_pages_v_locales" ALTER COLUMN "version_content" SET NOT NULL;
  ALTER TABLE "pages" DROP COLUMN "_status";
  ALTER TABLE "_pages_v" DROP COLUMN "version__status";
  ALTER TABLE "_pages_v" DROP COLUMN "snapshot";
  ALTER TABLE "_pages_v" DROP COLUMN "published_locale";
  ALTER TABLE "_pages_v" DROP COLUMN "latest";
  ALTER TABLE "_pages_v" DROP COLUMN "autosave";
  DROP TYPE "public"."enum_pages_status";
  DROP TYPE "public"."enum__pages_v_version_status";
  DROP TYPE "public"."enum__pages_v_published_locale";`)
}
