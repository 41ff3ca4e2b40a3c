import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_doctor_profiles_languages" AS ENUM('de', 'en', 'es', 'fr', 'it', 'pt', 'nl', 'sv', 'da', 'no', 'fi', 'pl', 'cs', 'hu', 'ro', 'bg', 'hr', 'sk', 'sl', 'et', 'lv', 'lt', 'el', 'ru', 'uk', 'zh', 'ja', 'ko', 'hi', 'th', 'vi', 'id', 'ms', 'tl', 'ar', 'he', 'fa', 'tr', 'sw', 'ca', 'eu', 'ga', 'cy', 'mt', 'is');
  CREATE TABLE "doctor_profiles_languages" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_doctor_profiles_languages",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  ALTER TABLE "doctor_profiles" ADD COLUMN "show_cme" boolean DEFAULT false;
  ALTER TABLE "doctor_profiles_languages" ADD CONSTRAINT "doctor_profiles_languages_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."doctor_profiles"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "doctor_profiles_languages_order_idx" ON "doctor_profiles_languages" USING btree ("order");
  CREATE INDEX "doctor_profiles_languages_parent_idx" ON "doctor_profiles_languages" USING btree ("parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "doctor_profiles_languages" CASCADE;
  ALTER TABLE "doctor_profiles" DROP COLUMN "show_cme";
  DROP TYPE "public"."enum_doctor_profiles_languages";`)
}
