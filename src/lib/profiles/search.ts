import type { Payload } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import { z } from 'zod'

import { LOCALES } from '@/i18n/localeCodes'
import { sqlExecutor } from '@/lib/db/adapter'
import { haversineSql } from '@/lib/geo/distance'
import { postalCodeCentroid } from '@/lib/geo/postalCodes'

type SQL = ReturnType<typeof sql>

/** Results per page of the dentist search. */
export const SEARCH_PAGE_SIZE = 20

/** Query of `GET /api/doctors/search`. */
export const searchQuery = z.object({
  q: z.string().trim().max(100).optional(),
  specialty: z.string().trim().max(60).optional(),
  /** A language spoken in the practice (one of the journal's language codes). */
  language: z.enum(LOCALES).optional(),
  postalCode: z
    .string()
    .trim()
    .regex(/^\d{4,5}$/, { error: 'Bitte geben Sie eine gültige Postleitzahl ein.' })
    .optional(),
  lat: z.coerce.number().min(-90).max(90).optional(),
  lng: z.coerce.number().min(-180).max(180).optional(),
  radiusKm: z.coerce.number().positive().max(500).optional(),
  page: z.coerce.number().int().min(1).max(1000).optional().default(1),
})

export type SearchQuery = z.output<typeof searchQuery>

/** One public dentist as the search lists it; `distanceKm` when a location was given. */
export type DentistHit = {
  slug: string
  name: string
  practiceName: string | null
  address: string | null
  postalCode: string | null
  city: string | null
  phone: string | null
  website: string | null
  verified: boolean
  specialties: string[]
  distanceKm: number | null
  /** Postal code centroid of the practice (public, for the map), or null. */
  latitude: number | null
  longitude: number | null
}

/** Words of a free-text query as a prefix tsquery (`zahn:* & berlin:*`), or null. */
function prefixTsQuery(q: string | undefined): string | null {
  const words = (q ?? '').toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []
  return words.length
    ? words
        .slice(0, 8)
        .map((w) => `${w}:*`)
        .join(' & ')
    : null
}

/**
 * Searches public doctor profiles in PostgreSQL: full-text prefix match of the
 * words of `q` over name, practice, city and specialties; an exact specialty filter
 * (case-insensitive); a language spoken in the practice; and, with a location (postal code centroid, or lat/lng), the
 * haversine distance computed in SQL to filter by `radiusKm` and sort nearest first.
 * Returns the page of hits, the total count and the point used (null when the postal
 * code is unknown or none was given). `unknownPostalCode` tells the caller to say so.
 */
export async function searchDentists(
  payload: Payload,
  query: SearchQuery,
): Promise<{
  hits: DentistHit[]
  total: number
  page: number
  pageSize: number
  unknownPostalCode: boolean
}> {
  let point =
    query.lat !== undefined && query.lng !== undefined
      ? { latitude: query.lat, longitude: query.lng }
      : null
  let unknownPostalCode = false
  if (!point && query.postalCode) {
    point = await postalCodeCentroid(payload, query.postalCode)
    unknownPostalCode = !point
  }
  const specialties = sql`coalesce((select array_agg(t.text order by t."order") from doctor_profiles_texts t where t.parent_id = p.id and t.path = 'specialties'), '{}')`
  const document = sql`to_tsvector('simple', coalesce(p.name, '') || ' ' || coalesce(p.practice_name, '') || ' ' || coalesce(p.city, '') || ' ' || array_to_string(${specialties}, ' '))`
  const distance = point
    ? haversineSql(point, sql`p.latitude`, sql`p.longitude`)
    : sql`null::float8`
  const conditions: SQL[] = [sql`p.is_public = true`]
  const tsQuery = prefixTsQuery(query.q)
  if (tsQuery) conditions.push(sql`${document} @@ to_tsquery('simple', ${tsQuery})`)
  if (query.specialty) {
    conditions.push(
      sql`exists (select 1 from doctor_profiles_texts t where t.parent_id = p.id and t.path = 'specialties' and lower(t.text) = lower(${query.specialty}))`,
    )
  }
  if (query.language) {
    conditions.push(
      sql`exists (select 1 from doctor_profiles_languages l where l.parent_id = p.id and l.value = ${query.language})`,
    )
  }
  if (point && query.radiusKm)
    conditions.push(sql`p.latitude is not null and ${distance} <= ${query.radiusKm}::float8`)
  const where = sql.join(conditions, sql` and `)
  const offset = (query.page - 1) * SEARCH_PAGE_SIZE
  const db = await sqlExecutor(payload)
  const [{ rows }, count] = await Promise.all([
    db.execute(sql`
      select p.slug, p.name, p.practice_name, p.address, p.postal_code, p.city, p.phone, p.website, p.verified, p.latitude, p.longitude, ${specialties} as specialties, ${distance} as distance_km
        from doctor_profiles p
       where ${where}
       order by ${point ? sql`${distance} asc nulls last,` : sql``} p.verified desc, p.name asc
       limit ${SEARCH_PAGE_SIZE} offset ${offset}`),
    db.execute(sql`select count(*)::int as total from doctor_profiles p where ${where}`),
  ])
  const hits = rows.map((r) => ({
    slug: String(r.slug),
    name: String(r.name),
    practiceName: (r.practice_name as string | null) ?? null,
    address: (r.address as string | null) ?? null,
    postalCode: (r.postal_code as string | null) ?? null,
    city: (r.city as string | null) ?? null,
    phone: (r.phone as string | null) ?? null,
    website: (r.website as string | null) ?? null,
    verified: Boolean(r.verified),
    specialties: (r.specialties as string[] | null) ?? [],
    distanceKm:
      r.distance_km === null || r.distance_km === undefined
        ? null
        : Math.round(Number(r.distance_km) * 10) / 10,
    latitude: r.latitude === null ? null : Number(r.latitude),
    longitude: r.longitude === null ? null : Number(r.longitude),
  }))
  return {
    hits,
    total: Number(count.rows[0]?.total ?? 0),
    page: query.page,
    pageSize: SEARCH_PAGE_SIZE,
    unknownPostalCode,
  }
}
