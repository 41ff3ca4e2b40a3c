import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Delivery rows anonymised by the retention run lose their link to the subscriber
// (src/lib/retention/newsletterDeliveries.ts).
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "newsletter_deliveries" ALTER COLUMN "subscriber_id" DROP NOT NULL;`)
}

// Going back deletes the delivery rows the retention run has unlinked from their subscriber
// (anonymised rows; the older schema cannot hold them).
export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DELETE FROM "newsletter_deliveries" WHERE "subscriber_id" IS NULL;
   ALTER TABLE "newsletter_deliveries" ALTER COLUMN "subscriber_id" SET NOT NULL;`)
}
