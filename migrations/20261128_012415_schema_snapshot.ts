import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'

/*
 * No schema change: the migrations before this one were written side by side, and each
 * one's snapshot (`.json`) lacks the others' changes. This migration carries the snapshot
 * of the whole schema, so that the next `npm run migrate:create` compares against it.
 */

export async function up(_args: MigrateUpArgs): Promise<void> {}

export async function down(_args: MigrateDownArgs): Promise<void> {}
