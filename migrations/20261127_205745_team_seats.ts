import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_practices_seat_status" AS ENUM('active', 'trialing', 'past_due', 'unpaid', 'canceled', 'incomplete', 'incomplete_expired', 'paused');
  ALTER TYPE "public"."enum_memberships_source" ADD VALUE 'practice';
  ALTER TABLE "memberships" ADD COLUMN "practice_id" integer;
  ALTER TABLE "practices" ADD COLUMN "seats" numeric DEFAULT 0;
  ALTER TABLE "practices" ADD COLUMN "seat_status" "enum_practices_seat_status";
  ALTER TABLE "practices" ADD COLUMN "seat_period_end" timestamp(3) with time zone;
  ALTER TABLE "practices" ADD COLUMN "seat_cancel_at_period_end" boolean DEFAULT false;
  ALTER TABLE "practices" ADD COLUMN "stripe_customer_id" varchar;
  ALTER TABLE "practices" ADD COLUMN "stripe_subscription_id" varchar;
  ALTER TABLE "settings" ADD COLUMN "team_seat_price_cents" numeric;
  ALTER TABLE "memberships" ADD CONSTRAINT "memberships_practice_id_practices_id_fk" FOREIGN KEY ("practice_id") REFERENCES "public"."practices"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "memberships_practice_idx" ON "memberships" USING btree ("practice_id");
  CREATE INDEX "practices_stripe_customer_id_idx" ON "practices" USING btree ("stripe_customer_id");
  CREATE UNIQUE INDEX "practices_stripe_subscription_id_idx" ON "practices" USING btree ("stripe_subscription_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "memberships" DROP CONSTRAINT "memberships_practice_id_practices_id_fk";
  
  ALTER TABLE "memberships" ALTER COLUMN "source" SET DATA TYPE text;
  ALTER TABLE "memberships" ALTER COLUMN "source" SET DEFAULT 'manual'::text;
  DROP TYPE "public"."enum_memberships_source";
  CREATE TYPE "public"."enum_memberships_source" AS ENUM('stripe', 'manual');
  ALTER TABLE "memberships" ALTER COLUMN "source" SET DEFAULT 'manual'::"public"."enum_memberships_source";
  ALTER TABLE "memberships" ALTER COLUMN "source" SET DATA TYPE "public"."enum_memberships_source" USING "source"::"public"."enum_memberships_source";
  DROP INDEX "memberships_practice_idx";
  DROP INDEX "practices_stripe_customer_id_idx";
  DROP INDEX "practices_stripe_subscription_id_idx";
  ALTER TABLE "memberships" DROP COLUMN "practice_id";
  ALTER TABLE "practices" DROP COLUMN "seats";
  ALTER TABLE "practices" DROP COLUMN "seat_status";
  ALTER TABLE "practices" DROP COLUMN "seat_period_end";
  ALTER TABLE "practices" DROP COLUMN "seat_cancel_at_period_end";
  ALTER TABLE "practices" DROP COLUMN "stripe_customer_id";
  ALTER TABLE "practices" DROP COLUMN "stripe_subscription_id";
  ALTER TABLE "settings" DROP COLUMN "team_seat_price_cents";
  DROP TYPE "public"."enum_practices_seat_status";`)
}
