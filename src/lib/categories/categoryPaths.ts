import { DEFAULT_LOCALE, isLocale, type Locale } from '@/i18n/locales'
import type { Audience } from '@/lib/audience'

/** A category page request: the page's language, the audience it is for and the URL slug. */
export type CategoryPathRequest = { locale: Locale; audience: Audience; slug: string }

const CATEGORY_PATH = /^(?:\/(?!patient\/)([^/]+))?(\/patient)?\/category\/([^/]+)\/?$/

/**
 * The category page a journal path asks for: `/category/{slug}` and
 * `/patient/category/{slug}`, unprefixed (German) or after a language prefix
 * (`/en/category/studies`). The slug is percent-decoded. Null for every other path, for a
 * prefix that is no language, and for a path that does not decode.
 */
export function categoryPathRequest(pathname: string): CategoryPathRequest | null {
  const match = CATEGORY_PATH.exec(pathname)
  if (!match) return null
  const [, prefix, patient, rawSlug] = match
  if (prefix !== undefined && !isLocale(prefix)) return null
  let slug: string
  try {
    slug = decodeURIComponent(rawSlug!)
  } catch {
    return null
  }
  return {
    locale: (prefix as Locale | undefined) ?? DEFAULT_LOCALE,
    audience: patient ? 'patient' : 'doctor',
    slug,
  }
}

/**
 * Where a request for a category that does not exist goes: a path only the journal's
 * catch-all route serves, which answers the localized 404 page per request and keeps no
 * copy of it. The category route itself is cached per URL, so sending it every slug
 * anyone types would store one 404 page per slug.
 */
export const unknownCategoryPath = (locale: Locale): string => `/${locale}/unknown-category`
