import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "users" ADD COLUMN "cme_title" varchar;
  ALTER TABLE "users" ADD COLUMN "cme_practice_address" varchar;
  ALTER TABLE "users" ADD COLUMN "cme_kzv_number" varchar;
  ALTER TABLE "users" ADD COLUMN "cme_birth_date" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "users" DROP COLUMN "cme_title";
  ALTER TABLE "users" DROP COLUMN "cme_practice_address";
  ALTER TABLE "users" DROP COLUMN "cme_kzv_number";
  ALTER TABLE "users" DROP COLUMN "cme_birth_date";`)
}
