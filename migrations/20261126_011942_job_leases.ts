import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payload_jobs" ADD COLUMN "lease_until" timestamp(3) with time zone;
  ALTER TABLE "payload_jobs" ADD COLUMN "attempts" numeric DEFAULT 0;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payload_jobs" DROP COLUMN "lease_until";
  ALTER TABLE "payload_jobs" DROP COLUMN "attempts";`)
}
