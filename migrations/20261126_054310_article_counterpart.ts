import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "articles" ADD COLUMN "counterpart_id" integer;
  ALTER TABLE "_articles_v" ADD COLUMN "version_counterpart_id" integer;
  ALTER TABLE "articles" ADD CONSTRAINT "articles_counterpart_id_articles_id_fk" FOREIGN KEY ("counterpart_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_articles_v" ADD CONSTRAINT "_articles_v_version_counterpart_id_articles_id_fk" FOREIGN KEY ("version_counterpart_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "articles_counterpart_idx" ON "articles" USING btree ("counterpart_id");
  CREATE INDEX "_articles_v_version_version_counterpart_idx" ON "_articles_v" USING btree ("version_counterpart_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "articles" DROP CONSTRAINT "articles_counterpart_id_articles_id_fk";
  
  ALTER TABLE "_articles_v" DROP CONSTRAINT "_articles_v_version_counterpart_id_articles_id_fk";
  
  DROP INDEX "articles_counterpart_idx";
  DROP INDEX "_articles_v_version_version_counterpart_idx";
  ALTER TABLE "articles" DROP COLUMN "counterpart_id";
  ALTER TABLE "_articles_v" DROP COLUMN "version_counterpart_id";`)
}
