import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Static pages get a title and text per language. The text each existing page has today
 * is kept as both its German and its English version (editors then translate the German
 * one in the studio); going back keeps the German version, else the English one.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "pages_locales" (
  	"title" varchar NOT NULL,
  	"content" jsonb NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "pages_locales" ADD CONSTRAINT "pages_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "pages_locales_locale_parent_id_unique" ON "pages_locales" USING btree ("_locale","_parent_id");
  INSERT INTO "pages_locales" ("title", "content", "_locale", "_parent_id")
    SELECT p."title", p."content", l."locale"::"_locales", p."id"
      FROM "pages" p CROSS JOIN (VALUES ('de'), ('en')) AS l("locale");
  ALTER TABLE "pages" DROP COLUMN "title";
  ALTER TABLE "pages" DROP COLUMN "content";`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "pages" ADD COLUMN "title" varchar;
  ALTER TABLE "pages" ADD COLUMN "content" jsonb;
  UPDATE "pages" p SET "title" = l."title", "content" = l."content"
    FROM (
      SELECT DISTINCT ON ("_parent_id") "_parent_id", "title", "content"
        FROM "pages_locales"
       WHERE "_locale" IN ('de', 'en')
       ORDER BY "_parent_id", ("_locale" = 'de') DESC
    ) l
   WHERE l."_parent_id" = p."id";
  DELETE FROM "pages" WHERE "title" IS NULL OR "content" IS NULL;
  ALTER TABLE "pages" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "pages" ALTER COLUMN "content" SET NOT NULL;
  DROP TABLE "pages_locales" CASCADE;`)
}
