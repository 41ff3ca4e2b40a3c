import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_practices_kind" AS ENUM('praxis', 'mvz', 'bag');
  CREATE TYPE "public"."enum_practices_kzv" AS ENUM('baden-wuerttemberg', 'bayern', 'berlin', 'brandenburg', 'bremen', 'hamburg', 'hessen', 'mecklenburg-vorpommern', 'niedersachsen', 'nordrhein', 'rheinland-pfalz', 'saarland', 'sachsen', 'sachsen-anhalt', 'schleswig-holstein', 'thueringen', 'westfalen-lippe');
  CREATE TYPE "public"."enum_practice_members_role" AS ENUM('owner', 'manager', 'dentist');
  CREATE TYPE "public"."enum_practice_members_sharing" AS ENUM('none', 'status', 'certificates');
  CREATE TYPE "public"."enum_practice_invitations_status" AS ENUM('pending', 'accepted', 'withdrawn');
  CREATE TABLE "practices_sites" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"street" varchar NOT NULL,
  	"postal_code" varchar NOT NULL,
  	"city" varchar NOT NULL
  );
  
  CREATE TABLE "practices" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"kind" "enum_practices_kind" DEFAULT 'praxis' NOT NULL,
  	"street" varchar NOT NULL,
  	"postal_code" varchar NOT NULL,
  	"city" varchar NOT NULL,
  	"kzv" "enum_practices_kzv" NOT NULL,
  	"created_by_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "practice_members" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"practice_id" integer NOT NULL,
  	"user_id" integer NOT NULL,
  	"display_name" varchar,
  	"role" "enum_practice_members_role" DEFAULT 'dentist' NOT NULL,
  	"sharing" "enum_practice_members_sharing" DEFAULT 'none' NOT NULL,
  	"seat" boolean DEFAULT false,
  	"last_reminder_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "practice_invitations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"practice_id" integer NOT NULL,
  	"email" varchar NOT NULL,
  	"status" "enum_practice_invitations_status" DEFAULT 'pending' NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"invitation_code_id" integer NOT NULL,
  	"invited_by_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "practices_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "practice_members_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "practice_invitations_id" integer;
  ALTER TABLE "practices_sites" ADD CONSTRAINT "practices_sites_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."practices"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "practices" ADD CONSTRAINT "practices_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "practice_members" ADD CONSTRAINT "practice_members_practice_id_practices_id_fk" FOREIGN KEY ("practice_id") REFERENCES "public"."practices"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "practice_members" ADD CONSTRAINT "practice_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "practice_invitations" ADD CONSTRAINT "practice_invitations_practice_id_practices_id_fk" FOREIGN KEY ("practice_id") REFERENCES "public"."practices"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "practice_invitations" ADD CONSTRAINT "practice_invitations_invitation_code_id_invitation_codes_id_fk" FOREIGN KEY ("invitation_code_id") REFERENCES "public"."invitation_codes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "practice_invitations" ADD CONSTRAINT "practice_invitations_invited_by_id_users_id_fk" FOREIGN KEY ("invited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "practices_sites_order_idx" ON "practices_sites" USING btree ("_order");
  CREATE INDEX "practices_sites_parent_id_idx" ON "practices_sites" USING btree ("_parent_id");
  CREATE INDEX "practices_created_by_idx" ON "practices" USING btree ("created_by_id");
  CREATE INDEX "practices_updated_at_idx" ON "practices" USING btree ("updated_at");
  CREATE INDEX "practices_created_at_idx" ON "practices" USING btree ("created_at");
  CREATE INDEX "practice_members_practice_idx" ON "practice_members" USING btree ("practice_id");
  CREATE INDEX "practice_members_user_idx" ON "practice_members" USING btree ("user_id");
  CREATE INDEX "practice_members_sharing_idx" ON "practice_members" USING btree ("sharing");
  CREATE INDEX "practice_members_updated_at_idx" ON "practice_members" USING btree ("updated_at");
  CREATE INDEX "practice_members_created_at_idx" ON "practice_members" USING btree ("created_at");
  CREATE UNIQUE INDEX "practice_user_idx" ON "practice_members" USING btree ("practice_id","user_id");
  CREATE INDEX "practice_invitations_practice_idx" ON "practice_invitations" USING btree ("practice_id");
  CREATE INDEX "practice_invitations_email_idx" ON "practice_invitations" USING btree ("email");
  CREATE INDEX "practice_invitations_status_idx" ON "practice_invitations" USING btree ("status");
  CREATE INDEX "practice_invitations_invitation_code_idx" ON "practice_invitations" USING btree ("invitation_code_id");
  CREATE INDEX "practice_invitations_invited_by_idx" ON "practice_invitations" USING btree ("invited_by_id");
  CREATE INDEX "practice_invitations_updated_at_idx" ON "practice_invitations" USING btree ("updated_at");
  CREATE INDEX "practice_invitations_created_at_idx" ON "practice_invitations" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_practices_fk" FOREIGN KEY ("practices_id") REFERENCES "public"."practices"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_practice_members_fk" FOREIGN KEY ("practice_members_id") REFERENCES "public"."practice_members"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_practice_invitations_fk" FOREIGN KEY ("practice_invitations_id") REFERENCES "public"."practice_invitations"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_practices_id_idx" ON "payload_locked_documents_rels" USING btree ("practices_id");
  CREATE INDEX "payload_locked_documents_rels_practice_members_id_idx" ON "payload_locked_documents_rels" USING btree ("practice_members_id");
  CREATE INDEX "payload_locked_documents_rels_practice_invitations_id_idx" ON "payload_locked_documents_rels" USING btree ("practice_invitations_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "practices_sites" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "practices" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "practice_members" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "practice_invitations" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "practices_sites" CASCADE;
  DROP TABLE "practices" CASCADE;
  DROP TABLE "practice_members" CASCADE;
  DROP TABLE "practice_invitations" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_practices_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_practice_members_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_practice_invitations_fk";
  
  DROP INDEX "payload_locked_documents_rels_practices_id_idx";
  DROP INDEX "payload_locked_documents_rels_practice_members_id_idx";
  DROP INDEX "payload_locked_documents_rels_practice_invitations_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "practices_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "practice_members_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "practice_invitations_id";
  DROP TYPE "public"."enum_practices_kind";
  DROP TYPE "public"."enum_practices_kzv";
  DROP TYPE "public"."enum_practice_members_role";
  DROP TYPE "public"."enum_practice_members_sharing";
  DROP TYPE "public"."enum_practice_invitations_status";`)
}
