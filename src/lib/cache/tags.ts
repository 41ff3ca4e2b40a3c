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
 * Longest time a cached public read may be served, in seconds. Publishing in the studio
 * expires the tags at once; this bounds staleness after changes made around the app
 * (another instance, a restart, direct database edits).
 */
export const CACHE_REVALIDATE_SECONDS = 300

/** Tag of one article (by id). */
export const articleTag = (id: number | string): string => `article:${id}`
