import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "doctor_profiles" ADD COLUMN "reverification_pending" boolean DEFAULT false;
  CREATE INDEX "doctor_profiles_reverification_pending_idx" ON "doctor_profiles" USING btree ("reverification_pending");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "doctor_profiles_reverification_pending_idx";
  ALTER TABLE "doctor_profiles" DROP COLUMN "reverification_pending";`)
}
