import { randomBytes } from 'node:crypto'

import type { Payload, PayloadRequest } from 'payload'

import type { DoctorProfile } from '@payload-types'
import { slugFromTitle } from '@/lib/articles/slug'
import { postalCodeCentroid } from '@/lib/geo/postalCodes'

/** The fields of a doctor profile that only the server sets. */
export type DerivedProfileFields = Pick<DoctorProfile, 'slug' | 'latitude' | 'longitude'>

type ProfileSource = Partial<
  Pick<DoctorProfile, 'name' | 'city' | 'postalCode' | 'country' | keyof DerivedProfileFields>
>

/** ISO code for the stored country text ('Deutschland', 'Germany', 'DE' → 'DE'; unknown → 'DE'). */
export function countryCode(country: string | null | undefined): string {
  const c = (country ?? '').trim().toLowerCase()
  if (!c || ['deutschland', 'germany', 'de'].includes(c)) return 'DE'
  if (['österreich', 'austria', 'at'].includes(c)) return 'AT'
  if (['schweiz', 'switzerland', 'ch'].includes(c)) return 'CH'
  return c.length === 2 ? c.toUpperCase() : 'DE'
}

/**
 * URL slug of a profile page (`/dentist/{slug}`): name and city as `slugFromTitle` makes
 * them, plus 4 random base-36 characters so two "Dr. Müller, Berlin" get different pages
 * (`dr-mueller-berlin-k3x9`).
 */
export function profileSlug(name: string, city: string | null | undefined): string {
  const base = slugFromTitle([name, city].filter(Boolean).join(' ')) || 'praxis'
  const suffix = Array.from(randomBytes(4), (b) => (b % 36).toString(36)).join('')
  return `${base}-${suffix}`
}

/**
 * The server-only fields of a profile being saved, from the merged new state (`data` over
 * `original`); whatever the writer sent for them is ignored:
 * - `slug`: kept, unless there is none yet or the name changed (then `profileSlug`).
 * - `latitude`/`longitude`: the centroid of the postal code in its country (degrees, WGS 84),
 *   recomputed when the postal code or country changed or none were stored; null without a
 *   known postal code. They place the practice in the "nearest first" search, so nobody can
 *   put a practice anywhere but at its postal code.
 * Pass the operation's `req` from a hook (the lookup runs in its transaction).
 */
export async function deriveProfileFields(
  payload: Payload,
  data: ProfileSource,
  original: ProfileSource | undefined,
  req?: Pick<PayloadRequest, 'transactionID'>,
): Promise<DerivedProfileFields> {
  const name = data.name ?? original?.name ?? ''
  const city = data.city !== undefined ? data.city : original?.city
  const slug =
    original?.slug && (data.name === undefined || data.name === original.name)
      ? original.slug
      : profileSlug(name, city)

  const postalCode = (data.postalCode !== undefined ? data.postalCode : original?.postalCode) ?? ''
  const country = data.country !== undefined ? data.country : original?.country
  const moved =
    !original ||
    (data.postalCode !== undefined && data.postalCode !== original.postalCode) ||
    (data.country !== undefined && data.country !== original.country) ||
    original.latitude == null ||
    original.longitude == null
  if (!postalCode.trim()) return { slug, latitude: null, longitude: null }
  if (!moved) return { slug, latitude: original!.latitude, longitude: original!.longitude }
  const point = await postalCodeCentroid(payload, postalCode, countryCode(country), req)
  return { slug, latitude: point?.latitude ?? null, longitude: point?.longitude ?? null }
}
