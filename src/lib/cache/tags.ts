/**
 * Cache tags for public reads (see docs/architecture.md, "Caching"). Read functions in `src/lib` tag their
 * `cachedRead` entries (`./cachedRead.ts`) with these; Payload hooks revalidate exactly these tags.
 */
export const CACHE_TAGS = {
  articles: 'articles',
  categories: 'categories',
  pages: 'pages',
  uiStrings: 'ui-strings',
  audio: 'audio',
  settings: 'settings',
  /** Public dentist profiles (the search's specialty list). */
  profiles: 'profiles',
} as const

/**
 * Longest time a cached public read may be served, in seconds (default 300; the
 * CACHE_REVALIDATE_SECONDS variable, 1–86400, read when the server starts). Publishing in
 * the studio expires the tags at once; this bounds staleness after changes made around
 * the app (another instance, a restart, direct database edits), and it is the pages'
 * `s-maxage` for a shared cache in front (deploy/nginx).
 */
export const CACHE_REVALIDATE_SECONDS = revalidateSeconds(process.env.CACHE_REVALIDATE_SECONDS)

/** CACHE_REVALIDATE_SECONDS from its variable: a whole number 1–86400, else 300. */
export function revalidateSeconds(value: string | undefined): number {
  const seconds = Number(value)
  return Number.isInteger(seconds) && seconds >= 1 && seconds <= 86_400 ? seconds : 300
}

/** Tag of one article (by id). */
export const articleTag = (id: number | string): string => `article:${id}`
