import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_stripe_events_status" AS ENUM('processing', 'done');
  ALTER TABLE "stripe_events" ADD COLUMN "status" "enum_stripe_events_status" DEFAULT 'processing';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "stripe_events" DROP COLUMN "status";
  DROP TYPE "public"."enum_stripe_events_status";`)
}
