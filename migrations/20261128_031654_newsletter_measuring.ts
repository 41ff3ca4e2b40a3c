import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "newsletter_subscribers" ADD COLUMN "tracking_requested" boolean DEFAULT false;
  ALTER TABLE "newsletter_subscribers" ADD COLUMN "tracking_consent_at" timestamp(3) with time zone;
  ALTER TABLE "newsletter_deliveries" ADD COLUMN "tracked" boolean DEFAULT false;
  ALTER TABLE "newsletter_deliveries" ADD COLUMN "opened_at" timestamp(3) with time zone;
  ALTER TABLE "newsletter_deliveries" ADD COLUMN "clicked_at" timestamp(3) with time zone;
  ALTER TABLE "newsletter_deliveries" ADD COLUMN "clicks" numeric DEFAULT 0;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "newsletter_subscribers" DROP COLUMN "tracking_requested";
  ALTER TABLE "newsletter_subscribers" DROP COLUMN "tracking_consent_at";
  ALTER TABLE "newsletter_deliveries" DROP COLUMN "tracked";
  ALTER TABLE "newsletter_deliveries" DROP COLUMN "opened_at";
  ALTER TABLE "newsletter_deliveries" DROP COLUMN "clicked_at";
  ALTER TABLE "newsletter_deliveries" DROP COLUMN "clicks";`)
}
