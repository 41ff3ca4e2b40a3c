import type { Payload, PayloadRequest } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import { parse } from 'csv-parse/sync'
import { z } from 'zod'

import { sqlExecutor } from '@/lib/db/adapter'

/** One row of a GeoNames-format postal code CSV (columns country_code, zipcode, place, …, latitude, longitude). */
const row = z.object({
  country_code: z.string().trim().length(2),
  zipcode: z.string().trim().min(1).max(16),
  place: z.string().trim().min(1).max(200),
  latitude: z.coerce.number().min(-90).max(90),
  longitude: z.coerce.number().min(-180).max(180),
})

/** What an import did: rows read, new, changed, already equal, and skipped as invalid. */
export type ImportReport = {
  rows: number
  inserted: number
  updated: number
  unchanged: number
  skipped: number
}

const BATCH = 500

/**
 * Imports postal code centroids from GeoNames-format CSV text into `postal-codes` (the
 * dentist search's locations). Idempotent: rows are keyed by (country, postal code, place);
 * a second import of the same file changes nothing. Invalid rows are skipped and counted.
 */
export async function importPostalCodes(payload: Payload, csvText: string): Promise<ImportReport> {
  const records = parse(csvText, {
    columns: true,
    skip_empty_lines: true,
    bom: true,
    trim: true,
  }) as Record<string, string>[]
  const valid = records.map((r) => row.safeParse(r)).flatMap((r) => (r.success ? [r.data] : []))
  const db = await sqlExecutor(payload)
  const report: ImportReport = {
    rows: records.length,
    inserted: 0,
    updated: 0,
    unchanged: 0,
    skipped: records.length - valid.length,
  }
  for (let i = 0; i < valid.length; i += BATCH) {
    const batch = valid.slice(i, i + BATCH)
    const values = sql.join(
      batch.map(
        (r) =>
          sql`(${r.country_code.toUpperCase()}, ${r.zipcode}, ${r.place}, ${r.latitude}, ${r.longitude}, now(), now())`,
      ),
      sql`, `,
    )
    const { rows } = await db.execute(sql`
      insert into postal_codes (country, postal_code, place, latitude, longitude, updated_at, created_at)
      values ${values}
      on conflict (country, postal_code, place) do update
        set latitude = excluded.latitude, longitude = excluded.longitude, updated_at = now()
        where postal_codes.latitude is distinct from excluded.latitude or postal_codes.longitude is distinct from excluded.longitude
      returning (xmax = 0) as inserted`)
    const inserted = rows.filter((r) => r.inserted).length
    report.inserted += inserted
    report.updated += rows.length - inserted
    report.unchanged += batch.length - rows.length
  }
  return report
}

/**
 * The centroid of a postal code (the mean of its places), or null when unknown. Pass the
 * operation's `req` from a hook, so the query runs in its transaction.
 */
export async function postalCodeCentroid(
  payload: Payload,
  postalCode: string,
  country = 'DE',
  req?: Pick<PayloadRequest, 'transactionID'>,
): Promise<{ latitude: number; longitude: number } | null> {
  const db = await sqlExecutor(payload, req)
  const { rows } = await db.execute(sql`
    select avg(latitude)::float8 as latitude, avg(longitude)::float8 as longitude
      from postal_codes where country = ${country.toUpperCase()} and postal_code = ${postalCode.trim()}`)
  const r = rows[0]
  return r && r.latitude !== null && r.longitude !== null
    ? { latitude: Number(r.latitude), longitude: Number(r.longitude) }
    : null
}
