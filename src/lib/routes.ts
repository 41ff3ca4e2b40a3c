import type { Audience } from '@/lib/audience'

/**
 * Paths of the journal's pages, without the language prefix: next-intl's `Link` and
 * `localizedUrl` add it (German has none, other languages `/en`, `/ja`, …). Build every
 * link to these pages here, so a change of the URL scheme is one edit.
 */

/** Start page of an audience: `/` for dentists, `/patient` for patients. */
export const homePath = (audience: Audience): string => (audience === 'patient' ? '/patient' : '/')

/** An article page: `/article/{id}` (both audiences; the article carries its theme). */
export const articlePath = (id: number | string): string => `/article/${id}`

/**
 * A category page by its English slug: dentists `/category/{slugEn}`, patients
 * `/patient/category/{slugEn}`.
 */
export const categoryPath = (audience: Audience, slugEn: string): string =>
  audience === 'patient' ? `/patient/category/${slugEn}` : `/category/${slugEn}`

/** A dentist's public profile: `/dentist/{slug}`. */
export const dentistPath = (slug: string): string => `/dentist/${slug}`

/** The public page confirming a CME certificate: `/cme/verify/{certificateId}`. */
export const certificatePath = (certificateId: string): string =>
  `/cme/verify/${encodeURIComponent(certificateId)}`
