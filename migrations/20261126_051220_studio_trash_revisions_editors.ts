import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum__pages_v_version_slug" AS ENUM('about', 'imprint', 'privacy', 'terms');
  CREATE TABLE "_pages_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" "enum__pages_v_version_slug" NOT NULL,
  	"version_last_edited_by_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version_deleted_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_pages_v_locales" (
  	"version_title" varchar NOT NULL,
  	"version_content" jsonb NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "articles" ADD COLUMN "last_edited_by_id" integer;
  ALTER TABLE "articles" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "_articles_v" ADD COLUMN "version_last_edited_by_id" integer;
  ALTER TABLE "_articles_v" ADD COLUMN "version_deleted_at" timestamp(3) with time zone;
  ALTER TABLE "pages" ADD COLUMN "last_edited_by_id" integer;
  ALTER TABLE "pages" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_parent_id_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_last_edited_by_id_users_id_fk" FOREIGN KEY ("version_last_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_locales" ADD CONSTRAINT "_pages_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "_pages_v_parent_idx" ON "_pages_v" USING btree ("parent_id");
  CREATE INDEX "_pages_v_version_version_slug_idx" ON "_pages_v" USING btree ("version_slug");
  CREATE INDEX "_pages_v_version_version_last_edited_by_idx" ON "_pages_v" USING btree ("version_last_edited_by_id");
  CREATE INDEX "_pages_v_version_version_updated_at_idx" ON "_pages_v" USING btree ("version_updated_at");
  CREATE INDEX "_pages_v_version_version_created_at_idx" ON "_pages_v" USING btree ("version_created_at");
  CREATE INDEX "_pages_v_version_version_deleted_at_idx" ON "_pages_v" USING btree ("version_deleted_at");
  CREATE INDEX "_pages_v_created_at_idx" ON "_pages_v" USING btree ("created_at");
  CREATE INDEX "_pages_v_updated_at_idx" ON "_pages_v" USING btree ("updated_at");
  CREATE UNIQUE INDEX "_pages_v_locales_locale_parent_id_unique" ON "_pages_v_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "articles" ADD CONSTRAINT "articles_last_edited_by_id_users_id_fk" FOREIGN KEY ("last_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_articles_v" ADD CONSTRAINT "_articles_v_version_last_edited_by_id_users_id_fk" FOREIGN KEY ("version_last_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_last_edited_by_id_users_id_fk" FOREIGN KEY ("last_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "articles_last_edited_by_idx" ON "articles" USING btree ("last_edited_by_id");
  CREATE INDEX "articles_deleted_at_idx" ON "articles" USING btree ("deleted_at");
  CREATE INDEX "_articles_v_version_version_last_edited_by_idx" ON "_articles_v" USING btree ("version_last_edited_by_id");
  CREATE INDEX "_articles_v_version_version_deleted_at_idx" ON "_articles_v" USING btree ("version_deleted_at");
  CREATE INDEX "pages_last_edited_by_idx" ON "pages" USING btree ("last_edited_by_id");
  CREATE INDEX "pages_deleted_at_idx" ON "pages" USING btree ("deleted_at");`)
  // Each existing page's current text becomes its first revision, so the first edit after
  // this migration can be undone ("Versionen" > restore).
  await db.execute(sql`
   INSERT INTO "_pages_v" ("parent_id", "version_slug", "version_updated_at", "version_created_at", "created_at", "updated_at")
     SELECT "id", "slug"::text::"enum__pages_v_version_slug", "updated_at", "created_at", "updated_at", "updated_at" FROM "pages";
   INSERT INTO "_pages_v_locales" ("version_title", "version_content", "_locale", "_parent_id")
     SELECT l."title", l."content", l."_locale", v."id"
       FROM "pages_locales" l JOIN "_pages_v" v ON v."parent_id" = l."_parent_id";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "_pages_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "_pages_v" CASCADE;
  DROP TABLE "_pages_v_locales" CASCADE;
  ALTER TABLE "articles" DROP CONSTRAINT "articles_last_edited_by_id_users_id_fk";
  
  ALTER TABLE "_articles_v" DROP CONSTRAINT "_articles_v_version_last_edited_by_id_users_id_fk";
  
  ALTER TABLE "pages" DROP CONSTRAINT "pages_last_edited_by_id_users_id_fk";
  
  DROP INDEX "articles_last_edited_by_idx";
  DROP INDEX "articles_deleted_at_idx";
  DROP INDEX "_articles_v_version_version_last_edited_by_idx";
  DROP INDEX "_articles_v_version_version_deleted_at_idx";
  DROP INDEX "pages_last_edited_by_idx";
  DROP INDEX "pages_deleted_at_idx";
  ALTER TABLE "articles" DROP COLUMN "last_edited_by_id";
  ALTER TABLE "articles" DROP COLUMN "deleted_at";
  ALTER TABLE "_articles_v" DROP COLUMN "version_last_edited_by_id";
  ALTER TABLE "_articles_v" DROP COLUMN "version_deleted_at";
  ALTER TABLE "pages" DROP COLUMN "last_edited_by_id";
  ALTER TABLE "pages" DROP COLUMN "deleted_at";
  DROP TYPE "public"."enum__pages_v_version_slug";`)
}
