import { isLocale } from '@/i18n/localeCodes'

/** Query parameters that address a WordPress post or page by id (`/?p=12`, `/?page_id=3`). */
const ID_PARAMS = ['p', 'page_id'] as const

/**
 * The one form an old address is stored and looked up in: the path decoded and in lower
 * case, without a trailing slash (`/2019/05/a/` → `/2019/05/a`; the root stays `/`), and of
 * the query only a WordPress id (`?p=12` or `?page_id=3`). Null for what is no path.
 */
export function normalizeOldPath(pathWithQuery: string): string | null {
  let url: URL
  try {
    url = new URL(pathWithQuery, 'http://old.invalid')
  } catch {
    return null
  }
  let pathname: string
  try {
    pathname = decodeURIComponent(url.pathname).toLowerCase()
  } catch {
    pathname = url.pathname.toLowerCase()
  }
  if (pathname.length > 1) pathname = pathname.replace(/\/+$/, '')
  for (const name of ID_PARAMS) {
    const id = url.searchParams.get(name)
    if (id && /^\d{1,12}$/.test(id)) return `${pathname}?${name}=${id}`
  }
  return pathname
}

/**
 * First path segments of the journal's own pages (the folders under
 * `src/app/(frontend)/[locale]/`, the old addresses next.config.mjs keeps, the feeds, and
 * the studio and API): an imported old address there would hide a page of the journal, so
 * none is written. A unit test compares the list with the route folders.
 */
export const JOURNAL_SEGMENTS: ReadonlySet<string> = new Set([
  'about',
  'account',
  'admin',
  'api',
  'article',
  'category',
  'checkout-success',
  'cme',
  'dentist',
  'doctor-dashboard',
  'doctor-profile',
  'feeds',
  'forgot-password',
  'imprint',
  'login',
  'newsletter',
  'patient',
  'patient-home',
  'patient-search',
  'practice',
  'preview',
  'preview-dashboard',
  'preview-profile',
  'privacy',
  'reset-password',
  'sign-in',
  'sign-up',
  'subscribe',
  'success',
  'terms',
  'unknown-article',
  'unknown-category',
  'verify-email',
])

/** Whether a normalized old address is one of the journal's own paths (or a language prefix). */
export function isJournalPath(normalized: string): boolean {
  const first = normalized.slice(1).split(/[/?]/)[0] ?? ''
  return JOURNAL_SEGMENTS.has(first) || isLocale(first)
}
