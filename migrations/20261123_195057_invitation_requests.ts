import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_invitation_requests_language" AS ENUM('de', 'en', 'es', 'fr', 'it', 'pt', 'nl', 'sv', 'da', 'no', 'fi', 'pl', 'cs', 'hu', 'ro', 'bg', 'hr', 'sk', 'sl', 'et', 'lv', 'lt', 'el', 'ru', 'uk', 'zh', 'ja', 'ko', 'hi', 'th', 'vi', 'id', 'ms', 'tl', 'ar', 'he', 'fa', 'tr', 'sw', 'ca', 'eu', 'ga', 'cy', 'mt', 'is');
  CREATE TYPE "public"."enum_invitation_requests_status" AS ENUM('open', 'approved', 'rejected');
  CREATE TABLE "invitation_requests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"first_name" varchar NOT NULL,
  	"last_name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"practice" varchar NOT NULL,
  	"city" varchar NOT NULL,
  	"licence" varchar NOT NULL,
  	"language" "enum_invitation_requests_language" DEFAULT 'de',
  	"status" "enum_invitation_requests_status" DEFAULT 'open' NOT NULL,
  	"consent_at" timestamp(3) with time zone NOT NULL,
  	"reviewed_by_id" integer,
  	"reviewed_at" timestamp(3) with time zone,
  	"invitation_code_id" integer,
  	"rejection_reason" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "invitation_codes" ADD COLUMN "email" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "invitation_requests_id" integer;
  ALTER TABLE "invitation_requests" ADD CONSTRAINT "invitation_requests_reviewed_by_id_users_id_fk" FOREIGN KEY ("reviewed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "invitation_requests" ADD CONSTRAINT "invitation_requests_invitation_code_id_invitation_codes_id_fk" FOREIGN KEY ("invitation_code_id") REFERENCES "public"."invitation_codes"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "invitation_requests_email_idx" ON "invitation_requests" USING btree ("email");
  CREATE INDEX "invitation_requests_status_idx" ON "invitation_requests" USING btree ("status");
  CREATE INDEX "invitation_requests_reviewed_by_idx" ON "invitation_requests" USING btree ("reviewed_by_id");
  CREATE INDEX "invitation_requests_invitation_code_idx" ON "invitation_requests" USING btree ("invitation_code_id");
  CREATE INDEX "invitation_requests_updated_at_idx" ON "invitation_requests" USING btree ("updated_at");
  CREATE INDEX "invitation_requests_created_at_idx" ON "invitation_requests" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_invitation_requests_fk" FOREIGN KEY ("invitation_requests_id") REFERENCES "public"."invitation_requests"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "invitation_codes_email_idx" ON "invitation_codes" USING btree ("email");
  CREATE INDEX "payload_locked_documents_rels_invitation_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("invitation_requests_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "invitation_requests" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "invitation_requests" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_invitation_requests_fk";
  
  DROP INDEX "invitation_codes_email_idx";
  DROP INDEX "payload_locked_documents_rels_invitation_requests_id_idx";
  ALTER TABLE "invitation_codes" DROP COLUMN "email";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "invitation_requests_id";
  DROP TYPE "public"."enum_invitation_requests_language";
  DROP TYPE "public"."enum_invitation_requests_status";`)
}
