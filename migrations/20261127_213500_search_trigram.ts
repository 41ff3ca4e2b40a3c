import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Trigram similarity (`pg_trgm`, shipped with PostgreSQL and with the embedded server) for
 * the search's "Meinten Sie …?" suggestion (`src/lib/search/suggestion.ts`). Hand-written:
 * an extension is no part of Payload's schema.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP EXTENSION IF EXISTS pg_trgm`)
}
