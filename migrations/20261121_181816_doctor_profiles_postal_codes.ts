import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "doctor_profiles" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer NOT NULL,
  	"name" varchar NOT NULL,
  	"practice_name" varchar,
  	"address" varchar,
  	"postal_code" varchar,
  	"city" varchar,
  	"country" varchar DEFAULT 'Deutschland',
  	"website" varchar,
  	"phone" varchar,
  	"is_public" boolean DEFAULT false,
  	"verified" boolean DEFAULT false,
  	"slug" varchar,
  	"latitude" numeric,
  	"longitude" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "doctor_profiles_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "postal_codes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"country" varchar NOT NULL,
  	"postal_code" varchar NOT NULL,
  	"place" varchar NOT NULL,
  	"latitude" numeric NOT NULL,
  	"longitude" numeric NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "doctor_profiles_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "postal_codes_id" integer;
  ALTER TABLE "doctor_profiles" ADD CONSTRAINT "doctor_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "doctor_profiles_texts" ADD CONSTRAINT "doctor_profiles_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."doctor_profiles"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "doctor_profiles_user_idx" ON "doctor_profiles" USING btree ("user_id");
  CREATE INDEX "doctor_profiles_postal_code_idx" ON "doctor_profiles" USING btree ("postal_code");
  CREATE INDEX "doctor_profiles_is_public_idx" ON "doctor_profiles" USING btree ("is_public");
  CREATE UNIQUE INDEX "doctor_profiles_slug_idx" ON "doctor_profiles" USING btree ("slug");
  CREATE INDEX "doctor_profiles_updated_at_idx" ON "doctor_profiles" USING btree ("updated_at");
  CREATE INDEX "doctor_profiles_created_at_idx" ON "doctor_profiles" USING btree ("created_at");
  CREATE INDEX "doctor_profiles_texts_order_parent" ON "doctor_profiles_texts" USING btree ("order","parent_id");
  CREATE INDEX "postal_codes_country_idx" ON "postal_codes" USING btree ("country");
  CREATE INDEX "postal_codes_postal_code_idx" ON "postal_codes" USING btree ("postal_code");
  CREATE INDEX "postal_codes_updated_at_idx" ON "postal_codes" USING btree ("updated_at");
  CREATE INDEX "postal_codes_created_at_idx" ON "postal_codes" USING btree ("created_at");
  CREATE UNIQUE INDEX "country_postalCode_place_idx" ON "postal_codes" USING btree ("country","postal_code","place");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_doctor_profiles_fk" FOREIGN KEY ("doctor_profiles_id") REFERENCES "public"."doctor_profiles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_postal_codes_fk" FOREIGN KEY ("postal_codes_id") REFERENCES "public"."postal_codes"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_doctor_profiles_id_idx" ON "payload_locked_documents_rels" USING btree ("doctor_profiles_id");
  CREATE INDEX "payload_locked_documents_rels_postal_codes_id_idx" ON "payload_locked_documents_rels" USING btree ("postal_codes_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "doctor_profiles" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "doctor_profiles_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "postal_codes" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "doctor_profiles" CASCADE;
  DROP TABLE "doctor_profiles_texts" CASCADE;
  DROP TABLE "postal_codes" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_doctor_profiles_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_postal_codes_fk";
  
  DROP INDEX "payload_locked_documents_rels_doctor_profiles_id_idx";
  DROP INDEX "payload_locked_documents_rels_postal_codes_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "doctor_profiles_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "postal_codes_id";`)
}
