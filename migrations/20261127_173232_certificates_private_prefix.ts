import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "cme_external_certificates" ALTER COLUMN "prefix" SET DEFAULT 'private/cme-certificates';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "cme_external_certificates" ALTER COLUMN "prefix" SET DEFAULT 'media/cme-certificates';`)
}
