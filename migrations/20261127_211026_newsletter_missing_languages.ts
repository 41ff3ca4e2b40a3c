import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_newsletters_missing_languages" AS ENUM('skip', 'german');
  ALTER TABLE "newsletters" ADD COLUMN "missing_languages" "enum_newsletters_missing_languages" DEFAULT 'skip';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "newsletters" DROP COLUMN "missing_languages";
  DROP TYPE "public"."enum_newsletters_missing_languages";`)
}
