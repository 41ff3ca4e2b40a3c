import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_cme_external_certificates_category" AS ENUM('A', 'B', 'C', 'D', 'E', 'F', 'G', 'H');
  CREATE TABLE "cme_external_certificates" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer NOT NULL,
  	"title" varchar NOT NULL,
  	"provider" varchar NOT NULL,
  	"date" varchar NOT NULL,
  	"points" numeric NOT NULL,
  	"category" "enum_cme_external_certificates_category" NOT NULL,
  	"topic" varchar,
  	"prefix" varchar DEFAULT 'media/cme-certificates',
  	"_objectkey" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  ALTER TABLE "quizzes" ADD COLUMN "duration_minutes" numeric DEFAULT 45;
  ALTER TABLE "cme_credits" ADD COLUMN "duration_minutes" numeric;
  ALTER TABLE "users" ADD COLUMN "cme_period_start" varchar;
  ALTER TABLE "users" ADD COLUMN "cme_chamber" varchar;
  ALTER TABLE "users" ADD COLUMN "cme_reminders" boolean DEFAULT true;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "cme_external_certificates_id" integer;
  ALTER TABLE "cme_external_certificates" ADD CONSTRAINT "cme_external_certificates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "cme_external_certificates_user_idx" ON "cme_external_certificates" USING btree ("user_id");
  CREATE INDEX "cme_external_certificates_date_idx" ON "cme_external_certificates" USING btree ("date");
  CREATE INDEX "cme_external_certificates_updated_at_idx" ON "cme_external_certificates" USING btree ("updated_at");
  CREATE INDEX "cme_external_certificates_created_at_idx" ON "cme_external_certificates" USING btree ("created_at");
  CREATE UNIQUE INDEX "cme_external_certificates_filename_idx" ON "cme_external_certificates" USING btree ("filename");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_cme_external_certificates_fk" FOREIGN KEY ("cme_external_certificates_id") REFERENCES "public"."cme_external_certificates"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_cme_external_certificates__idx" ON "payload_locked_documents_rels" USING btree ("cme_external_certificates_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "cme_external_certificates" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "cme_external_certificates" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_cme_external_certificates_fk";
  
  DROP INDEX "payload_locked_documents_rels_cme_external_certificates__idx";
  ALTER TABLE "quizzes" DROP COLUMN "duration_minutes";
  ALTER TABLE "cme_credits" DROP COLUMN "duration_minutes";
  ALTER TABLE "users" DROP COLUMN "cme_period_start";
  ALTER TABLE "users" DROP COLUMN "cme_chamber";
  ALTER TABLE "users" DROP COLUMN "cme_reminders";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "cme_external_certificates_id";
  DROP TYPE "public"."enum_cme_external_certificates_category";`)
}
